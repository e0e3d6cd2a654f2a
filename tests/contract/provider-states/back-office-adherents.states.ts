import { DEMO_GESTIONNAIRE_LOGIN, DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** « Adhérents » (issue 27 §1): Marie Dupont's login locked as ten failed sign-ins leave it (table `throttle`). */
export const backOfficeAdherentsStates: StateSetups = {
  [STATES.adherentLocked]: async ({ app, browser }) => {
    const now = app.clock.now();
    await app.db.query(
      `INSERT INTO throttle (key, failures, window_started_at, locked_until) VALUES ($1, 0, $2, $3)`,
      [`login-user:${DEMO_MEMBER_LOGIN}`, now, new Date(now.getTime() + 15 * 60_000)],
    );
    await browser.signIn(DEMO_GESTIONNAIRE_LOGIN);
    return undefined;
  },
};
