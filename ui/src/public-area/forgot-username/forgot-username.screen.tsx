import '../../widgets/form-feedback/account-recovery.css';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormSummary } from '../../widgets/form-feedback/form-summary.tsx';
import { runLoad } from '../account-recovery/report-load-failure.ts';
import { FORGOT_USERNAME_VIEW_MODEL } from '../account-recovery/account-recovery.tokens.ts';
import { IdentityFields } from '../../widgets/identity-fields/identity-fields.tsx';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { FormButtons } from '../../widgets/form-buttons/form-buttons.tsx';
import { useFocusFirstError } from '../../widgets/form-field/use-focus-first-error.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { RequiredFieldsLegend } from '../../widgets/required-marker/required-marker.tsx';
import type { ForgotUsernameViewModel } from './forgot-username.view-model.ts';

const SecurityCodeDialog = lazy(() => import('../../widgets/security-code-dialog/security-code.dialog.tsx'));
const CmsTextDialog = lazy(() => import('../cms-text/cms-text.dialog.tsx'));

const TITLE = 'Identifiant oublié';

/** forgot-username (spec §2, §4): the register form's identity with the new identifier, code and info modals. */
export function Component() {
  const model = useLazyViewModel(FORGOT_USERNAME_VIEW_MODEL);
  useEffect(() => {
    if (model === null) return undefined;
    runLoad(model.load());
    return () => model.dispose();
  }, [model]);
  return (
    <>
      <PageTitleBar title={TITLE} back={{ to: '/' }} />
      {model === null ? <PageLoading /> : <ForgotUsername model={model} />}
    </>
  );
}

const ForgotUsername = observer(function ForgotUsername({ model }: { model: ForgotUsernameViewModel }) {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const feedback = model.fields.feedback;
  useFocusFirstError(form, feedback.attempt, feedback.submitted);
  if (!model.ready) return <PageLoading />;
  /**
   * After a dialog closed (its content is removed just after): when the focus was lost — the opener was busy
   * (disabled) when the dialog opened, or one dialog replaced another — it goes back to 'Valider'.
   */
  const restoreFocus = () => {
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || !active.isConnected) {
        form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
      }
    }, 0);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <>
      <form ref={form} className="portal-account-panel" onSubmit={onSubmit} noValidate>
        <p className="portal-account-intro">
          Vous ne connaissez plus votre identifiant ? Renseignez les informations ci-dessous : l'adresse
          e-mail saisie deviendra votre nouvel identifiant.
        </p>
        <RequiredFieldsLegend />
        <IdentityFields
          model={model.fields}
          idPrefix="identifiant-oublie"
          emailLabel="Nouvel identifiant (adresse e-mail)"
          emailHint="Un lien de réactivation de votre compte sera envoyé à cette adresse."
        />
        <FormSummary text={model.visibleSummary} />
        <FormButtons submitting={model.submitting} onCancel={() => void navigate('/')} />
      </form>
      {model.securityCode === null ? null : (
        <Suspense fallback={null}>
          <SecurityCodeDialog model={model.securityCode} onClosed={restoreFocus} />
        </Suspense>
      )}
      {model.info === null ? null : (
        <Suspense fallback={null}>
          <CmsTextDialog
            model={model.info}
            isOpen={model.infoOpen}
            onClosed={restoreFocus}
            confirmLabel="Continuer"
            confirming={model.continuing}
            onConfirm={() => void model.confirmChange()}
            onCancel={() => model.closeInfo()}
          />
        </Suspense>
      )}
    </>
  );
});
