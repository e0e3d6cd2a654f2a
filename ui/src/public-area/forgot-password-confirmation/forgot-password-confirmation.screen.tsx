import { ConfirmationScreen } from '../account-recovery/confirmation-screen.tsx';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';

/**
 * Spec §2: "if the address is linked to an account a reset link will be mailed (check spam)" — the same
 * answer whether or not an account exists (no account enumeration).
 */
export const RESET_LINK_SENT_TEXT =
  "Si l'adresse saisie est associée à un compte, un e-mail contenant un lien de réinitialisation de votre mot de passe va vous être envoyé.";
export const CHECK_SPAM_TEXT = 'Pensez à vérifier vos courriers indésirables (spams).';

/** forgot-password-confirmation (spec §2). */
export function Component() {
  return (
    <ConfirmationScreen
      title="Demande de réinitialisation envoyée"
      intent="primary"
      next={
        <p>
          <Link to={ROUTE_PATHS.home}>Retour à l'accueil</Link>
        </p>
      }
    >
      <p>{RESET_LINK_SENT_TEXT}</p>
      <p>{CHECK_SPAM_TEXT}</p>
    </ConfirmationScreen>
  );
}
