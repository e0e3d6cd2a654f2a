import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { LOGIN_LINK_VIEW_MODEL } from '../app/account-recovery.tokens.ts';
import { useService } from '../app/services-context.tsx';

/** 'Se connecter': the browser goes to the identity login endpoint (spec §2). */
export function LoginButton() {
  const factory = useService(LOGIN_LINK_VIEW_MODEL);
  const [model] = useState(factory);
  return (
    <Button intent="primary" size="large" onClick={() => model.login()}>
      Se connecter
    </Button>
  );
}
