import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** prestations-api: the seed's sick leave of 1000001-02 (3 IJ payments) and 36 tiers-payant payments of 1000001-01. */
export const prestationsStates: StateSetups = {
  [STATES.memberWithPrestations]: async ({ app, browser }) => {
    const { rows } = await app.db.query(
      `SELECT 1 FROM prestations_prevoyance WHERE id = 'PV-1000001-02-001'
        UNION ALL SELECT 1 FROM prestations_tiers_payant WHERE numero_contrat_individuel = '1000001-01' LIMIT 2`,
    );
    if (rows.length < 2) throw new Error('the seed has no prestations for Marie Dupont');
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  [STATES.prestationsUnavailable]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    const armed = await agent.post('/dev/faults', { fault: 'prestations', times: 1 });
    if (armed.statusCode !== 200)
      throw new Error(`prestations fault not armed: ${armed.statusCode} ${armed.body}`);
    return undefined;
  },
};
