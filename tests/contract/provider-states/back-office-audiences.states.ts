import { BANK_DETAILS_MISSING_AUDIENCE_ID } from '../../../server/src/db/seeds/audiences.seed.ts';
import { DEMO_ADMIN_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** « Audiences » states (back-office-api): the seeded audiences, one saved meanwhile. */
export const backOfficeAudiencesStates: StateSetups = {
  [STATES.audienceChangedMeanwhile]: async ({ browser }) => {
    const admin = await browser.signIn(DEMO_ADMIN_LOGIN);
    const saved = await admin.request('PUT', `/api/admin/audiences/${BANK_DETAILS_MISSING_AUDIENCE_ID}`, {
      version: 1,
      nom: 'Coordonnées bancaires manquantes',
      criteres: [{ type: 'coordonnees-bancaires-manquantes' }, { type: 'etat-contrat', etats: ['valide'] }],
    });
    if (saved.statusCode !== 200) throw new Error(`audience not saved: ${saved.statusCode} ${saved.body}`);
    return undefined;
  },
};
