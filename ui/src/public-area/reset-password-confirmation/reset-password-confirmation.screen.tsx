import { ConfirmationScreen } from '../account-recovery/confirmation-screen.tsx';
import { LoginButton } from '../account-recovery/login-button.tsx';

/** Project wording (the spec names the route only). */
export const PASSWORD_RESET_TEXT =
  'Votre mot de passe a bien été réinitialisé. Vous pouvez dès à présent vous connecter avec votre nouveau mot de passe.';

/** reset-password-confirmation (spec §2): the new password is set; 'Se connecter'. */
export function Component() {
  return (
    <ConfirmationScreen
      title="Mot de passe réinitialisé"
      intent="success"
      next={
        <div className="portal-account-actions">
          <LoginButton />
        </div>
      }
    >
      <p>{PASSWORD_RESET_TEXT}</p>
    </ConfirmationScreen>
  );
}
