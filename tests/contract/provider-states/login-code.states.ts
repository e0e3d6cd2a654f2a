import { DEMO_PASSWORD } from '../../../server/src/db/seeds/core.seed.ts';
import { DEMO_AMF_LOGIN } from '../../../server/src/db/seeds/amf-demo.seed.ts';
import { STATES } from '../support/provider-states.ts';
import { lastSecurityCode } from './identity.states.ts';
import type { StateSetups } from './provider-context.ts';

/** The « Code de sécurité » step of the sign-in (issue 12): amf@mutuelle.fr typed the right password. */
export const loginCodeStates: StateSetups = {
  [STATES.memberAtLoginCodeStep]: async ({ app, browser }) => {
    // The anonymous agent shares its cookie jar with the verifier's browser: the step cookie lands there.
    const agent = await browser.anonymous();
    await agent.get('/api/identity/login');
    const response = await agent.submitForm('/api/identity/login', {
      userName: DEMO_AMF_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/#/espace',
    });
    if (response.statusCode !== 303 || !agent.cookies.has('portail_login_step'))
      throw new Error(`no pending sign-in step: ${response.statusCode}`);
    return { securityCode: await lastSecurityCode(app) };
  },
};
