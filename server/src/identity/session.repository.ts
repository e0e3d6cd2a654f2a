import type { Queryable } from '../db/database.ts';

/** A new session row (its cookie value is never stored: only its SHA-256). */
export async function insertSession(
  db: Queryable,
  session: {
    readonly idHash: string;
    readonly accountId: string;
    readonly createdAt: Date;
    readonly expiresAt: Date;
    /** The session's own idle timeout (a staff session's); null: the instance's. */
    readonly idleMs?: number | null;
    readonly ip: string;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO sessions (id_hash, account_id, created_at, expires_at, ip, idle_ms) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      session.idHash,
      session.accountId,
      session.createdAt,
      session.expiresAt,
      session.ip,
      session.idleMs ?? null,
    ],
  );
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}
