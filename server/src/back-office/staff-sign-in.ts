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
