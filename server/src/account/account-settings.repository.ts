import type { Queryable } from '../db/database.ts';

/** « Zéro papier »: documents by e-mail (true) or by post (false). */
export async function setDematerialization(
  db: Queryable,
  accountId: string,
  dematerialization: boolean,
): Promise<void> {
  await db.query('UPDATE accounts SET dematerialization = $2 WHERE id = $1', [accountId, dematerialization]);
}

/** Deletes the login (its sessions, tokens and codes go with it); the member and contracts stay. */
export async function deleteAccount(db: Queryable, accountId: string): Promise<void> {
  await db.query('DELETE FROM accounts WHERE id = $1', [accountId]);
}
