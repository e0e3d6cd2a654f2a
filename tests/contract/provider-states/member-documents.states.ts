import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** States of member-documents-api on the demo seed (Marie Dupont, contract 1000001-01 « valide »). */
export const memberDocumentsStates: StateSetups = {
  [STATES.memberWithValidContract]: async ({ app, browser }) => {
    const { rows } = await app.db.query(
      `SELECT 1 FROM contracts WHERE numero_contrat_individuel = '1000001-01' AND member_id = 'M001' AND etat = 'valide'`,
    );
    if (rows.length === 0) throw new Error('the seed no longer has the valid contract 1000001-01');
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  [STATES.memberWithoutGuaranteesOrBeneficiaries]: async ({ app, browser }) => {
    await app.db.query(`DELETE FROM offer_guarantees WHERE nom_offre = 'Santé Essentielle Famille'`);
    await app.db.query(`DELETE FROM persons WHERE numero_contrat_individuel = '1000001-01'`);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  // The dev fault switch of the reference server makes the next member-documents call answer 503.
  [STATES.memberDocumentsUnavailable]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    const armed = await agent.post('/dev/faults', { fault: 'ged', times: 1 });
    if (armed.statusCode !== 200) throw new Error(`ged fault not armed: ${armed.statusCode} ${armed.body}`);
    return undefined;
  },
};
