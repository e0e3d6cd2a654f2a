import { DEMO_ADMIN_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** « Référentiels » values (issue 27 §4): a kind past its seeded version. */
export const backOfficeReferentielsStates: StateSetups = {
  // Another administrator renamed a civility first: the kind is at version 1.
  [STATES.referentielChangedMeanwhile]: async ({ browser }) => {
    const admin = await browser.signIn(DEMO_ADMIN_LOGIN);
    const saved = await admin.request('PATCH', '/api/admin/referentiels/civility/valeurs/M', {
      version: 0,
      libelle: 'Monsieur (M.)',
    });
    if (saved.statusCode !== 200) throw new Error(`civility not renamed: ${saved.statusCode} ${saved.body}`);
    return undefined;
  },
};
