import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_ACCOUNT_ID,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
} from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** « Habilitations » states (back-office-api): the seeded demo staff, signed in through the login form. */
export const backOfficeHabilitationsStates: StateSetups = {
  [STATES.staffAdminSignedIn]: async ({ browser }) => {
    await browser.signIn(DEMO_ADMIN_LOGIN);
    return undefined;
  },
  // Each staff account has a last sign-in (the list's `derniereConnexion` is a date for all of them).
  [STATES.staffAllSignedInOnce]: async ({ browser }) => {
    for (const login of [DEMO_CONSULTANT_LOGIN, DEMO_GESTIONNAIRE_LOGIN, DEMO_ADMIN_LOGIN])
      await browser.signIn(login);
    return undefined;
  },
  [STATES.staffConsultantSignedIn]: async ({ browser }) => {
    await browser.signIn(DEMO_CONSULTANT_LOGIN);
    return undefined;
  },
  // Another administrator saved consultant@'s matrix first: it is at version 1 now.
  [STATES.staffHabilitationsChangedMeanwhile]: async ({ browser }) => {
    const admin = await browser.signIn(DEMO_ADMIN_LOGIN);
    const url = `/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}/habilitations`;
    const saved = await admin.request('PUT', url, {
      version: 0,
      habilitations: [{ zone: 'contenus', action: 'read' }],
    });
    if (saved.statusCode !== 200) throw new Error(`habilitations not changed: ${saved.statusCode}`);
    return undefined;
  },
};
