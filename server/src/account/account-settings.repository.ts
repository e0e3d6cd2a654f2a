import type { Queryable } from '../db/database.ts';

/** « Zéro papier »: documents by e-mail (true) or by post (false). */
export async function setDematerialization(
  db: Queryable,
  accountId: string,
  dematerialization: boolean,
): Promise<void> {
  await db.query('UPDATE accounts SET dematerialization = $2 WHERE id = $1', [accountId, dematerialization]);
}

/**
 * Deletes the login (its sessions, tokens and codes go with it); the member and contracts stay, with the date of the
 * deletion (the back office's « Adhérents » shows the account « supprimé »).
 */
export async function deleteAccount(db: Queryable, accountId: string, at: Date): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM accounts WHERE id = $1 RETURNING member_id)
     INSERT INTO member_account_deletions (member_id, deleted_at)
     SELECT member_id, $2 FROM gone WHERE member_id IS NOT NULL`,
    [accountId, at],
  );
}
