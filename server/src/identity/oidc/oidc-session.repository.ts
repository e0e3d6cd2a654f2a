import type { Queryable } from '../../db/database.ts';

/** Keeps the provider's ID token of a portal session signed in through OIDC (the hint of its logout). */
export async function saveOidcSession(db: Queryable, sessionIdHash: string, idToken: string): Promise<void> {
  await db.query('INSERT INTO oidc_sessions (session_id_hash, id_token) VALUES ($1, $2)', [
    sessionIdHash,
    idToken,
  ]);
}

/** The ID token of a portal session signed in through OIDC; null for another session. */
export async function findOidcIdToken(db: Queryable, sessionIdHash: string): Promise<string | null> {
  const { rows } = await db.query<{ id_token: string }>(
    'SELECT id_token FROM oidc_sessions WHERE session_id_hash = $1',
    [sessionIdHash],
  );
  return rows[0]?.id_token ?? null;
}

/** The session was confirmed at the provider `at`, with this fresh ID token. */
export async function markOidcReauthenticated(
  db: Queryable,
  sessionIdHash: string,
  idToken: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO oidc_sessions (session_id_hash, id_token, reauthenticated_at) VALUES ($1, $2, $3)
     ON CONFLICT (session_id_hash) DO UPDATE SET id_token = $2, reauthenticated_at = $3`,
    [sessionIdHash, idToken, at],
  );
}

/** When the session was last confirmed at the provider; null if never. */
export async function findOidcReauthenticatedAt(db: Queryable, sessionIdHash: string): Promise<Date | null> {
  const { rows } = await db.query<{ reauthenticated_at: Date | null }>(
    'SELECT reauthenticated_at FROM oidc_sessions WHERE session_id_hash = $1',
    [sessionIdHash],
  );
  return rows[0]?.reauthenticated_at ?? null;
}
