import { DEMO_MEMBER_LOGIN } from '../../../server/src/identity/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** « Mon compte » states (account-api). */
export const accountStates: StateSetups = {
  // Every consent of the demo member answered twice, accepted then refused (each history holds both).
  [STATES.memberWhoChangedAConsent]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    for (const nomConsentement of ['newsletter', 'partage-reseaux-soins', 'enquetes']) {
      for (const isAccepted of [true, false]) {
        const response = await agent.post('/api/forms/consentement/form', {
          data: { nomConsentement, isAccepted },
        });
        if (response.statusCode !== 200) throw new Error(`consent not answered: ${response.statusCode}`);
      }
    }
    return undefined;
  },
  // Double authentication off for the demo member (the seed's default, said explicitly).
  [STATES.memberWithoutDoubleAuth]: async ({ app, browser }) => {
    await app.db.query('UPDATE accounts SET amf_enabled = false WHERE user_name = $1', [DEMO_MEMBER_LOGIN]);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  // Double authentication turned on once signed in, as « Mon compte » does (the sign-in would ask its code).
  [STATES.memberWithDoubleAuth]: async ({ app, browser }) => {
    await browser.signIn(DEMO_MEMBER_LOGIN);
    await app.db.query('UPDATE accounts SET amf_enabled = true WHERE user_name = $1', [DEMO_MEMBER_LOGIN]);
    return undefined;
  },
};
