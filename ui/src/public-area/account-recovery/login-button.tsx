import { Button } from '@blueprintjs/core';
import { LOGIN_LINK_VIEW_MODEL } from './account-recovery.tokens.ts';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';

/** 'Se connecter': the browser goes to the identity login endpoint (spec §2). */
export function LoginButton() {
  const model = useLazyViewModel(LOGIN_LINK_VIEW_MODEL);
  return (
    <Button intent="primary" size="large" disabled={model === null} onClick={() => model?.login()}>
      Se connecter
    </Button>
  );
}
