import '../../widgets/form-feedback/account-recovery.css';
import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useLinkViewModel } from '../account-recovery/use-link-view-model.ts';
import { CONFIRM_EMAIL_VIEW_MODEL } from '../account-recovery/account-recovery.tokens.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import type { ConfirmEmailViewModel } from './confirm-email.view-model.ts';
import { EMAIL_CONFIRMED_TEXT } from './confirm-email.view-model.ts';

const TITLE = "Confirmation de l'adresse e-mail";

/** Project wording, shown once a new link was sent (the toast says it too). */
const NEW_LINK_SENT_TEXT = "Un nouveau lien d'activation vient de vous être envoyé par e-mail.";

/** confirm-email?code&userId (spec §2, §8). */
export function Component() {
  const model = useLinkViewModel(CONFIRM_EMAIL_VIEW_MODEL);
  return (
    <>
      <PageTitleBar title={TITLE} />
      {model === null ? <PageLoading /> : <ConfirmEmail model={model} />}
    </>
  );
}

const ConfirmEmail = observer(function ConfirmEmail({ model }: { model: ConfirmEmailViewModel }) {
  if (model.status === 'confirming') return <PageLoading />;
  const login = (
    <Button intent="primary" size="large" onClick={() => model.goToLogin()}>
      Se connecter
    </Button>
  );
  if (model.status === 'confirmed') {
    return (
      <div className="portal-account-panel">
        <Callout intent="success">
          <p>{EMAIL_CONFIRMED_TEXT}</p>
        </Callout>
        <div className="portal-account-actions">{login}</div>
      </div>
    );
  }
  return (
    <div className="portal-account-panel">
      <Callout intent="danger">
        <p>
          <strong>La confirmation de votre adresse e-mail a échoué.</strong>
        </p>
        <p>{model.errorMessage}</p>
      </Callout>
      <div className="portal-account-actions">
        {model.followUp === 'login' ? login : null}
        {model.followUp === 'resend-activation' && !model.resent ? (
          <Button
            intent="primary"
            size="large"
            loading={model.resending}
            onClick={() => void model.resendActivation()}
          >
            Recevoir un nouveau lien
          </Button>
        ) : null}
      </div>
      {model.resent ? <p role="status">{NEW_LINK_SENT_TEXT}</p> : null}
    </div>
  );
});
