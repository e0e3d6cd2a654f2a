import type { Queryable } from '../db/database.ts';
import { sha256Hex } from '../platform/random.ts';
import type { ServerDeps } from '../server-deps.ts';

export type AccountTokenPurpose = 'Confirmation' | 'ResetPassword';

/** Activation / e-mail confirmation links live 24 h, reset links 1 h (issue 4). */
export const TOKEN_TTL_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  Confirmation: 24 * 3600_000,
  ResetPassword: 3600_000,
};

/**
 * Creates a single-use token (256 random bits, base64url) for the account; only its SHA-256 is stored.
 * Earlier unused tokens of the same purpose are revoked: only the latest link works.
 * Returns the clear token, to put in the mailed link.
 */
export async function issueAccountToken(
  deps: Pick<ServerDeps, 'clock' | 'random'>,
  db: Queryable,
  accountId: string,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = deps.random.token(32);
  const now = deps.clock.now();
  await revokeAccountTokens(db, accountId, purpose, now);
  await db.query(
    `INSERT INTO account_tokens (token_hash, account_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [sha256Hex(token), accountId, purpose, now, new Date(now.getTime() + TOKEN_TTL_MS[purpose])],
  );
  return token;
}

/** Marks every unused token of that purpose as used (links already sent stop working). */
export async function revokeAccountTokens(
  db: Queryable,
  accountId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE account_tokens SET used_at = $3 WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL',
    [accountId, purpose, now],
  );
}

/** True when `code` is an unused, unexpired token of that purpose for that account. */
export async function isAccountTokenValid(
  db: Queryable,
  accountId: string,
  purpose: AccountTokenPurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM account_tokens
      WHERE token_hash = $1 AND account_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4`,
    [sha256Hex(code), accountId, purpose, now],
  );
  return rows.length > 0;
}

/**
 * Uses the token: atomically marks it used if it is valid. True when this call consumed it (a second
 * call, or a concurrent one, gets false): the single-use guarantee.
 */
export async function consumeAccountToken(
  db: Queryable,
  accountId: string,
  purpose: AccountTokenPurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE account_tokens SET used_at = $4
      WHERE token_hash = $1 AND account_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING token_hash`,
    [sha256Hex(code), accountId, purpose, now],
  );
  return rows.length > 0;
}
