import type { Queryable } from '../../db/database.ts';
import type { OidcIdentity } from './oidc-relying-party.ts';

/**
 * The active account of a provider identity: its stored (issuer, sub) link; else the provider's verified
 * e-mail when it designates exactly one active account, and the link is stored. Null otherwise.
 */
export async function linkedAccountId(
  db: Queryable,
  identity: OidcIdentity,
  now: Date,
): Promise<string | null> {
  const linked = await db.query<{ account_id: string }>(
    `SELECT l.account_id FROM oidc_links l JOIN accounts a ON a.id = l.account_id
      WHERE l.issuer = $1 AND l.subject = $2 AND a.status = 'active'`,
    [identity.issuer, identity.subject],
  );
  if (linked.rows[0]) return linked.rows[0].account_id;
  if (!identity.emailVerified || !identity.email) return null;
  const email = identity.email.trim().toLowerCase();
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE status = 'active' AND (lower(email) = $1 OR user_name = $1) LIMIT 2`,
    [email],
  );
  if (rows.length !== 1 || !rows[0]) return null;
  await db.query(
    `INSERT INTO oidc_links (issuer, subject, account_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (issuer, subject) DO NOTHING`,
    [identity.issuer, identity.subject, rows[0].id, now],
  );
  return rows[0].id;
}
