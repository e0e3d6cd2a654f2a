import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** States of simulator-api on the demo seed (Marie Dupont, contract 1000001-01, Léa P0010003). */
export const simulatorStates: StateSetups = {
  [STATES.memberWithSimulatorConsumption]: async ({ app, browser }) => {
    const year = new Date().getUTCFullYear();
    await app.db.query(
      `INSERT INTO care_acts (id, numero_contrat_individuel, num_pers, date_soins, type_soin, libelle, montant_depense,
                              montant_secu, montant_mutuelle, statut, motif_rejet)
       VALUES ('pact-simulateur-1', '1000001-01', 'P0010003', $1, 'optique', 'Lentilles de contact', 12000, 240,
               3000, 'paye', NULL)`,
      [`${String(year)}-01-02`],
    );
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  // The dev fault switch of the reference server makes the next simulator read answer 503.
  [STATES.simulatorUnavailable]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    const armed = await agent.post('/dev/faults', { fault: 'simulateur', times: 1 });
    if (armed.statusCode !== 200)
      throw new Error(`simulateur fault not armed: ${armed.statusCode} ${armed.body}`);
    return undefined;
  },
};
