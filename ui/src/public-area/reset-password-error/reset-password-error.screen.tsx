import { ConfirmationScreen } from '../account-recovery/confirmation-screen.tsx';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';

/** Project wording: the spec says "link no longer valid, with a link to forgot-password". */
export const RESET_LINK_INVALID_TEXT =
  "Le lien de réinitialisation de votre mot de passe n'est plus valide : il a expiré ou a déjà été utilisé.";

/** reset-password-error (spec §2, §8): the link is no longer valid; a link to forgot-password. */
export function Component() {
  return (
    <ConfirmationScreen
      title="Ce lien n'est plus valide"
      intent="danger"
      next={
        <p>
          <Link to={ROUTE_PATHS.forgotPassword}>
            Faire une nouvelle demande de réinitialisation du mot de passe
          </Link>
        </p>
      }
    >
      <p>{RESET_LINK_INVALID_TEXT}</p>
    </ConfirmationScreen>
  );
}
