import '../../widgets/form-feedback/account-recovery.css';
import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';

/** Project wording: the spec says "link no longer valid, with a link to forgot-password". */
export const RESET_LINK_INVALID_TEXT =
  "Le lien de réinitialisation de votre mot de passe n'est plus valide : il a expiré ou a déjà été utilisé.";

/** reset-password-error (spec §2, §8): the link is no longer valid; a link to forgot-password. */
export function Component() {
  return (
    <>
      <PageTitleBar title="Ce lien n'est plus valide" />
      <div className="portal-account-panel">
        <Callout intent="danger">
          <p>{RESET_LINK_INVALID_TEXT}</p>
        </Callout>
        <p>
          <Link to={ROUTE_PATHS.forgotPassword}>
            Faire une nouvelle demande de réinitialisation du mot de passe
          </Link>
        </p>
      </div>
    </>
  );
}
