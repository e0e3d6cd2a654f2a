import type { SecurityCodeOperationType, SecurityCodeSendType } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import {
  checkSecurityCode,
  type IssuedSecurityCode,
  SECURITY_CODE_MAX_ATTEMPTS,
  type SecurityCodeCheck,
  type StoredSecurityCode,
} from './security-code.ts';

export interface CodeRow extends Record<string, unknown> {
  id: string;
  send_type: SecurityCodeSendType;
  salt: string;
  code_hash: string;
  /** The new mobile the code was sent for (ACTIVATE_AMF, MODIFY_TEL_AMF), normalized; null otherwise. */
  new_phone: string | null;
  expires_at: Date;
  attempts: number;
  verified_at: Date | null;
  consumed_at: Date | null;
}

/**
 * Stores a new code for (account, operation); earlier unused codes of that operation stop working. `newPhone`
 * binds the code to the new mobile it was sent for.
 */
/** A stored code as the domain check reads it (`usedAt`: when it was verified). */
export function storedCodeOf(row: CodeRow): StoredSecurityCode {
  return {
    salt: row.salt,
    hash: row.code_hash,
    expiresAt: row.expires_at,
    attempts: row.attempts,
    usedAt: row.verified_at,
  };
}

export async function storeSecurityCode(
  db: Queryable,
  code: IssuedSecurityCode & { readonly id: string },
  accountId: string,
  operation: SecurityCodeOperationType,
  sendType: SecurityCodeSendType,
  now: Date,
  newPhone: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE security_codes SET consumed_at = $3 WHERE account_id = $1 AND operation = $2 AND consumed_at IS NULL`,
    [accountId, operation, now],
  );
  await db.query(
    `INSERT INTO security_codes (id, account_id, operation, send_type, salt, code_hash, created_at, expires_at, new_phone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [code.id, accountId, operation, sendType, code.salt, code.hash, now, code.expiresAt, newPhone],
  );
}

/** The latest live code of (account, operation), or null. */
export async function latestCode(
  db: Queryable,
  accountId: string,
  operations: readonly string[],
): Promise<CodeRow | null> {
  const { rows } = await db.query<CodeRow>(
    `SELECT id, send_type, salt, code_hash, new_phone, expires_at, attempts, verified_at, consumed_at
       FROM security_codes
      WHERE account_id = $1 AND operation = ANY($2::text[]) AND consumed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [accountId, [...operations]],
  );
  return rows[0] ?? null;
}

/** Counts a wrong try of the code `id`: 'locked' at the fifth, else 'wrong'. */
export async function countWrongTry(db: Queryable, id: string): Promise<'wrong' | 'locked'> {
  const { rows } = await db.query<{ attempts: number }>(
    'UPDATE security_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [id],
  );
  return (rows[0]?.attempts ?? 0) >= SECURITY_CODE_MAX_ATTEMPTS ? 'locked' : 'wrong';
}

/** Marks the code `id` verified once: 'ok', or 'used' when a concurrent verify got there first. */
export async function markVerified(db: Queryable, id: string, now: Date): Promise<'ok' | 'used'> {
  const { rowCount } = await db.query(
    'UPDATE security_codes SET verified_at = $2 WHERE id = $1 AND verified_at IS NULL',
    [id, now],
  );
  return rowCount === 1 ? 'ok' : 'used';
}

/**
 * The verify step: checks the submitted code against the latest code of (account, operation). A wrong
 * guess is counted (the fifth kills the code); success marks the code verified, so a second verify of the
 * same code is refused ('used') while the operation it authorises can still consume it once.
 */
export async function verifySecurityCode(
  db: Queryable,
  accountId: string,
  operation: SecurityCodeOperationType,
  submitted: string,
  now: Date,
  pepper: string,
): Promise<SecurityCodeCheck> {
  const row = await latestCode(db, accountId, [operation]);
  if (row === null) return 'wrong';
  const stored = storedCodeOf(row);
  const result = checkSecurityCode(stored, submitted, now, pepper);
  if (result === 'wrong' || result === 'malformed') return countWrongTry(db, row.id);
  if (result === 'ok') return markVerified(db, row.id, now);
  return result;
}

/**
 * The follow-up operation (forgot-username, change of login): spends a code that was verified, is not
 * expired and matches, exactly once. False otherwise (nothing is counted: the verify step counted tries).
 */
export async function consumeVerifiedCode(
  db: Queryable,
  accountId: string,
  operations: readonly SecurityCodeOperationType[],
  submitted: string,
  now: Date,
  pepper: string,
): Promise<boolean> {
  const row = await latestCode(db, accountId, operations);
  if (row === null || row.verified_at === null) return false;
  const stored = { ...storedCodeOf(row), usedAt: null };
  if (checkSecurityCode(stored, submitted, now, pepper) !== 'ok') return false;
  const { rowCount } = await db.query(
    'UPDATE security_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL',
    [row.id, now],
  );
  return rowCount === 1;
}
