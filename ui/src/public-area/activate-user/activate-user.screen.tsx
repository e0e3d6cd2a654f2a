import '../../widgets/form-feedback/account-recovery.css';
import { Callout } from '@blueprintjs/core';
import { PASSWORD_CHOSEN_AT_REGISTRATION_TEXT } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormSummary } from '../../widgets/form-feedback/form-summary.tsx';
import { NewPasswordFields } from '../account-recovery/new-password-fields.tsx';
import { useLinkViewModel } from '../account-recovery/use-link-view-model.ts';
import { ACTIVATE_USER_VIEW_MODEL } from '../account-recovery/account-recovery.tokens.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { FormButtons } from '../../widgets/form-buttons/form-buttons.tsx';
import { useFocusFirstError } from '../../widgets/form-field/use-focus-first-error.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { ActivationTerms } from './activation-terms.tsx';
import type { ActivateUserViewModel } from './activate-user.view-model.ts';

const CmsTextDialog = lazy(() => import('../cms-text/cms-text.dialog.tsx'));

const TITLE = 'Activer mon compte';

/** activate-user?code&userId (spec §2): token check, then the set-password form. */
export function Component() {
  const model = useLinkViewModel(ACTIVATE_USER_VIEW_MODEL);
  if (model === null) {
    return (
      <>
        <PageTitleBar title={TITLE} />
        <PageLoading />
      </>
    );
  }
  return <ActivateUser model={model} />;
}

const ActivateUser = observer(function ActivateUser({ model }: { model: ActivateUserViewModel }) {
  return (
    <>
      <PageTitleBar title={TITLE} />
      {model.status === 'checking' ? <PageLoading /> : null}
      {model.status === 'invalid-link' ? (
        <div className="portal-account-panel">
          <Callout intent="danger">
            <p>{model.invalidLinkMessage}</p>
          </Callout>
          <p>
            <Link to={`/${model.recoveryRoute}`}>Mot de passe oublié ? Recevoir un nouveau lien</Link>
          </p>
        </div>
      ) : null}
      {model.status === 'form' ? <ActivationForm model={model} /> : null}
      {model.dematPopup === null ? null : (
        <Suspense fallback={null}>
          <CmsTextDialog
            model={model.dematPopup}
            isOpen
            confirmLabel="Fermer"
            onConfirm={() => model.closeDematPopup()}
          />
        </Suspense>
      )}
    </>
  );
});

const ActivationForm = observer(function ActivationForm({ model }: { model: ActivateUserViewModel }) {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const hasErrors = model.summary !== null || model.feedback.submitted;
  useFocusFirstError(form, model.feedback.attempt, hasErrors);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form ref={form} className="portal-account-panel" onSubmit={onSubmit} noValidate>
      {model.layout.passwordVisible ? (
        <NewPasswordFields model={model} intro="Choisissez le mot de passe de votre espace adhérent." />
      ) : (
        <p className="portal-account-intro" data-testid="password-chosen-at-registration">
          {PASSWORD_CHOSEN_AT_REGISTRATION_TEXT}
        </p>
      )}
      {model.layout.termsVisible ? <ActivationTerms model={model} /> : null}
      <FormSummary text={model.summary} />
      <FormButtons submitting={model.submitting} onCancel={() => void navigate('/')} />
    </form>
  );
});
