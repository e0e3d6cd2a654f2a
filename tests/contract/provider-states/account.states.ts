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
  // The demo member's phone is no longer confirmed: double authentication is off.
  [STATES.memberWithoutDoubleAuth]: async ({ app, browser }) => {
    await app.db.query(`UPDATE members SET telephone_confirmed = false WHERE id = 'M001'`);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
};
