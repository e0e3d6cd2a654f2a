import type { Queryable } from '../db/database.ts';
import type { SignInMethod } from './event-kinds.ts';
import { recordEvent } from './events.repository.ts';

/**
 * Appends a sign-in attempt: the member's id when the login is a member's (none for an unknown login), the
 * method and the outcome. A staff account (no member) is skipped: its sign-ins are in the back-office history.
 */
export async function recordSignIn(
  db: Queryable,
  account: { readonly memberId: string | null } | null,
  method: SignInMethod,
  success: boolean,
  at: Date,
): Promise<void> {
  if (account && account.memberId === null) return;
  await recordEvent(db, {
    kind: 'sign-in',
    memberId: account?.memberId ?? null,
    at,
    attributes: { method, success },
  });
}
