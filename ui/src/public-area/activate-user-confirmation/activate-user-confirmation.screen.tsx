import '../../widgets/form-feedback/account-recovery.css';
import { Callout } from '@blueprintjs/core';
import { LoginButton } from '../account-recovery/login-button.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';

/** Project wording: the spec says "Account activated" without its text. */
export const ACCOUNT_ACTIVATED_TEXT =
  'Votre compte est activé. Vous pouvez dès à présent vous connecter à votre espace adhérent.';

/** activate-user-confirmation (spec §2): the account is activated; 'Se connecter'. */
export function Component() {
  return (
    <>
      <PageTitleBar title="Compte activé" />
      <div className="portal-account-panel">
        <Callout intent="success">
          <p>{ACCOUNT_ACTIVATED_TEXT}</p>
        </Callout>
        <div className="portal-account-actions">
          <LoginButton />
        </div>
      </div>
    </>
  );
}
