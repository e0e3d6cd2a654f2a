import { ConfirmationScreen } from '../account-recovery/confirmation-screen.tsx';
import { LoginButton } from '../account-recovery/login-button.tsx';

/** Project wording: the spec says "Account activated" without its text. */
export const ACCOUNT_ACTIVATED_TEXT =
  'Votre compte est activé. Vous pouvez dès à présent vous connecter à votre espace adhérent.';

/** activate-user-confirmation (spec §2): the account is activated; 'Se connecter'. */
export function Component() {
  return (
    <ConfirmationScreen
      title="Compte activé"
      intent="success"
      next={
        <div className="portal-account-actions">
          <LoginButton />
        </div>
      }
    >
      <p>{ACCOUNT_ACTIVATED_TEXT}</p>
    </ConfirmationScreen>
  );
}
