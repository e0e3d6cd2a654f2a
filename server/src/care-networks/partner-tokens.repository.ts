import type { Queryable } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import { type RandomSource, sha256Hex } from '../platform/random.ts';

export type PartnerTokenKind = 'sctoken' | 'sso';

/** A care-network or SSO token is short-lived: the partner site exchanges it at once. */
export const PARTNER_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Issues a random 256-bit token for the account; only its SHA-256 is stored. */
export async function issuePartnerToken(
  db: Queryable,
  clock: Clock,
  random: RandomSource,
  kind: PartnerTokenKind,
  accountId: string,
  memberId: string | null,
): Promise<string> {
  const token = random.token(32);
  const now = clock.now();
  await db.query(
    `INSERT INTO partner_tokens (token_hash, kind, account_id, member_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256Hex(token), kind, accountId, memberId, now, new Date(now.getTime() + PARTNER_TOKEN_TTL_MS)],
  );
  return token;
}

export interface RedeemedToken {
  readonly accountId: string;
  readonly memberId: string | null;
}

/** Spends a token once: null when unknown, of another kind, expired or already used. */
export async function redeemPartnerToken(
  db: Queryable,
  clock: Clock,
  kind: PartnerTokenKind,
  token: string,
): Promise<RedeemedToken | null> {
  const now = clock.now();
  const { rows } = await db.query<{ account_id: string; member_id: string | null }>(
    `UPDATE partner_tokens SET used_at = $3
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING account_id, member_id`,
    [sha256Hex(token), kind, now],
  );
  const row = rows[0];
  return row ? { accountId: row.account_id, memberId: row.member_id } : null;
}
