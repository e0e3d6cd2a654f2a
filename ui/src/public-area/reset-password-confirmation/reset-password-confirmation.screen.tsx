import '../../widgets/form-feedback/account-recovery.css';
import { Callout } from '@blueprintjs/core';
import { LoginButton } from '../account-recovery/login-button.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';

/** Project wording (the spec names the route only). */
export const PASSWORD_RESET_TEXT =
  'Votre mot de passe a bien été réinitialisé. Vous pouvez dès à présent vous connecter avec votre nouveau mot de passe.';

/** reset-password-confirmation (spec §2): the new password is set; 'Se connecter'. */
export function Component() {
  return (
    <>
      <PageTitleBar title="Mot de passe réinitialisé" />
      <div className="portal-account-panel">
        <Callout intent="success">
          <p>{PASSWORD_RESET_TEXT}</p>
        </Callout>
        <div className="portal-account-actions">
          <LoginButton />
        </div>
      </div>
    </>
  );
}
