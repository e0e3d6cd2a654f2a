import { appendHistory } from '../../../server/src/back-office/admin-history.repository.ts';
import { DEMO_ADMIN_ACCOUNT_ID, DEMO_ADMIN_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** The back office (issue 24): the administrator signed in (password + mailed security code, as staff always). */
export const backOfficeStates: StateSetups = {
  [STATES.staffAdministrator]: async ({ browser }) => {
    await browser.signIn(DEMO_ADMIN_LOGIN);
    return undefined;
  },

  [STATES.staffAdministratorWithHistory]: async ({ app, browser }) => {
    await browser.signIn(DEMO_ADMIN_LOGIN);
    await appendHistory(app.db, {
      at: app.clock.now(),
      staffAccountId: DEMO_ADMIN_ACCOUNT_ID,
      staffLogin: DEMO_ADMIN_LOGIN,
      area: 'contenus',
      item: 'Register_Help',
      action: 'publish',
      summary: { before: 'version 1', after: 'version 2' },
    });
    return undefined;
  },
};
