import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/**
 * States of cotisations-api on the demo seed (Marie Dupont's schedules; the « valide » contract state is shared with
 * member-documents-api): the dev fault switch makes the next schedule read answer 503.
 */
export const cotisationsStates: StateSetups = {
  [STATES.cotisationsUnavailable]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    const armed = await agent.post('/dev/faults', { fault: 'cotisations', times: 1 });
    if (armed.statusCode !== 200)
      throw new Error(`cotisations fault not armed: ${armed.statusCode} ${armed.body}`);
    return undefined;
  },
};
