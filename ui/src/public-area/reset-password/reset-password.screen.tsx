import '../../widgets/form-feedback/account-recovery.css';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormSummary } from '../../widgets/form-feedback/form-summary.tsx';
import { NewPasswordFields } from '../account-recovery/new-password-fields.tsx';
import { useLinkViewModel } from '../account-recovery/use-link-view-model.ts';
import { RESET_PASSWORD_VIEW_MODEL } from '../account-recovery/account-recovery.tokens.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { FormButtons } from '../../widgets/form-buttons/form-buttons.tsx';
import { useFocusFirstError } from '../../widgets/form-field/use-focus-first-error.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import type { ResetPasswordViewModel } from './reset-password.view-model.ts';

const TITLE = 'Réinitialiser mon mot de passe';

/** reset-password?code&userId (spec §2): token check, then the new-password form. */
export function Component() {
  const model = useLinkViewModel(RESET_PASSWORD_VIEW_MODEL);
  return (
    <>
      <PageTitleBar title={TITLE} />
      {model === null ? <PageLoading /> : <ResetPassword model={model} />}
    </>
  );
}

const ResetPassword = observer(function ResetPassword({ model }: { model: ResetPasswordViewModel }) {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  useFocusFirstError(form, model.feedback.attempt, model.feedback.submitted);
  if (model.status !== 'form') return <PageLoading />;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form ref={form} className="portal-account-panel" onSubmit={onSubmit} noValidate>
      <NewPasswordFields model={model} intro="Choisissez votre nouveau mot de passe." />
      <FormSummary text={model.summary} />
      <FormButtons submitting={model.submitting} onCancel={() => void navigate('/')} />
    </form>
  );
});
