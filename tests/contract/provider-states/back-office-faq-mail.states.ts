import { DEMO_CONSULTANT_LOGIN, DEMO_GESTIONNAIRE_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** back-office-api states of the FAQ and mail templates (issue 24 §4–5), on the demo staff of the seed. */
export const backOfficeFaqMailStates: StateSetups = {
  [STATES.gestionnaireSignedIn]: async ({ browser }) => {
    await browser.signIn(DEMO_GESTIONNAIRE_LOGIN);
    return undefined;
  },
  [STATES.consultantSignedIn]: async ({ browser }) => {
    await browser.signIn(DEMO_CONSULTANT_LOGIN);
    return undefined;
  },
  [STATES.mailTemplateSavedMeanwhile]: async ({ app, browser }) => {
    await app.db.query(
      `INSERT INTO mail_templates (key, subject, body, version, updated_at, updated_by)
       VALUES ('reset-password', 'Mot de passe', '{{lien}}', 1, now(), 'admin@mutuelle.fr')`,
    );
    await browser.signIn(DEMO_GESTIONNAIRE_LOGIN);
    return undefined;
  },
};
