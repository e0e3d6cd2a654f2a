import type { Queryable } from '../../db/database.ts';

/** Is the member's birth date `isoDate` (YYYY-MM-DD; null never matches)? */
export async function memberBornOn(
  db: Queryable,
  memberId: string | null,
  isoDate: string | null,
): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE id = $1 AND date_naissance = $2::date', [
    memberId,
    isoDate,
  ]);
  return rows.length > 0;
}

/** A new password chosen through a reset link (the link proves the address: the account is confirmed too). */
export async function resetAccountPassword(
  db: Queryable,
  accountId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE accounts SET password_hash = $2, password_changed_at = $3, is_confirmed = true WHERE id = $1',
    [accountId, passwordHash, now],
  );
}

/** A new password chosen by the signed-in member. */
export async function changeAccountPassword(
  db: Queryable,
  accountId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE accounts SET password_hash = $2, password_changed_at = $3 WHERE id = $1', [
    accountId,
    passwordHash,
    now,
  ]);
}
