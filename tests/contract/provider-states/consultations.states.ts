import { DEMO_CONSULTANT_LOGIN, DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

const OPEN = '/api/admin/adherents/1000001/consultations';
const REASON = { categorie: 'appel-adherent', motif: "L'adhérente ne voit pas son remboursement" };

/** « Voir l'espace de l'adhérent » and « Consultations de votre espace » (issue 27 §1). */
export const consultationStates: StateSetups = {
  [STATES.staffConsultantConsultingMarie]: async ({ browser }) => {
    const consultant = await browser.signIn(DEMO_CONSULTANT_LOGIN);
    const opened = await consultant.post(OPEN, REASON);
    if (opened.statusCode !== 201) throw new Error(`consultation not opened: ${opened.statusCode}`);
    return undefined;
  },
  // Opened and ended by the Consultant 4 minutes later, then Marie Dupont signs in (the browser's last session).
  [STATES.memberWhoseSpaceWasConsulted]: async ({ app, browser }) => {
    const consultant = await browser.signIn(DEMO_CONSULTANT_LOGIN);
    if ((await consultant.post(OPEN, REASON)).statusCode !== 201) throw new Error('consultation not opened');
    app.clock.advance(4 * 60_000);
    const ended = await consultant.post('/api/admin/consultations/courante/fin', {});
    if (ended.statusCode !== 204) throw new Error(`consultation not ended: ${ended.statusCode}`);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
};
