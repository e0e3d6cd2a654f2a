import { isStaff } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { appendHistory } from './admin-history.repository.ts';

/** The account that signed in, as the sign-in knows it. */
export interface SignedInAccount {
  readonly id: string;
  readonly userName: string;
  readonly roles: readonly string[];
}

/** Appends a staff member's sign-in to the back-office history (area « connexion »); nothing for a member. */
export async function recordStaffSignIn(db: Queryable, account: SignedInAccount, at: Date): Promise<void> {
  if (!isStaff(account.roles)) return;
  await appendHistory(db, {
    at,
    staffAccountId: account.id,
    staffLogin: account.userName,
    area: 'connexion',
    item: null,
    action: 'sign-in',
    summary: {},
  });
}

/** Where the back office is served (the UI's second entry, server/src/ui/admin-page.ts). */
export const BACK_OFFICE_PATH = '/admin/';

/**
 * Where an account lands after signing in: a staff member in the back office (at the back-office address asked
 * for, e.g. the screen their ended session was on, else its home), whatever member-area address the login page
 * carried; a member at the (allow-listed) `callbackUrl`.
 */
export function landingUrlAfterSignIn(roles: readonly string[], callbackUrl: string): string {
  if (!isStaff(roles)) return callbackUrl;
  return callbackUrl.startsWith(BACK_OFFICE_PATH) ? callbackUrl : BACK_OFFICE_PATH;
}
