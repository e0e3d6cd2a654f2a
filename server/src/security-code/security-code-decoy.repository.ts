import { createHmac } from 'node:crypto';
import type { SecurityCodeOperationType } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import {
  checkSecurityCode,
  SECURITY_CODE_MAX_ATTEMPTS,
  SECURITY_CODE_TTL_MS,
  type SecurityCodeCheck,
} from './security-code.ts';

/**
 * Decoy codes (no enumeration): an unauthenticated username that matches no account gets, at each send, the same
 * lifecycle as a real code — replaced by the next send, `expired` after 10 min, `locked` at the fifth wrong try —
 * so the verify answers cannot tell an existing login from an unknown one. A decoy has no code at all.
 */

interface DecoyRow extends Record<string, unknown> {
  attempts: number;
  expires_at: Date;
}

/** The stored key of an unknown username: an HMAC with the server pepper, never the typed value. */
export function decoySubjectHash(subjectKey: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`decoy:${subjectKey}`).digest('hex');
}

/** A send for an unknown username: a fresh decoy replaces the previous one of that operation. */
export async function storeDecoyCode(
  db: Queryable,
  subjectHash: string,
  operation: SecurityCodeOperationType,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO security_code_decoys (subject_hash, operation, attempts, created_at, expires_at)
     VALUES ($1, $2, 0, $3, $4)
     ON CONFLICT (subject_hash, operation) DO UPDATE SET attempts = 0, created_at = $3, expires_at = $4`,
    [subjectHash, operation, now, new Date(now.getTime() + SECURITY_CODE_TTL_MS)],
  );
}

/**
 * The verify step for an unknown username, by the rules of `checkSecurityCode` (locked, then expired, then
 * compared): the decoy's hash is empty, so no submitted code ever matches and every live try is counted as wrong.
 */
export async function verifyDecoyCode(
  db: Queryable,
  subjectHash: string,
  operation: SecurityCodeOperationType,
  submitted: string,
  now: Date,
  pepper: string,
): Promise<SecurityCodeCheck> {
  const { rows } = await db.query<DecoyRow>(
    'SELECT attempts, expires_at FROM security_code_decoys WHERE subject_hash = $1 AND operation = $2',
    [subjectHash, operation],
  );
  const row = rows[0];
  if (row === undefined) return 'wrong';
  const stored = { salt: '', hash: '', expiresAt: row.expires_at, attempts: row.attempts, usedAt: null };
  const result = checkSecurityCode(stored, submitted, now, pepper);
  if (result === 'ok') throw new Error('a decoy security code cannot match');
  if (result !== 'wrong' && result !== 'malformed') return result;
  const counted = await db.query<{ attempts: number }>(
    `UPDATE security_code_decoys SET attempts = attempts + 1 WHERE subject_hash = $1 AND operation = $2
     RETURNING attempts`,
    [subjectHash, operation],
  );
  return (counted.rows[0]?.attempts ?? 0) >= SECURITY_CODE_MAX_ATTEMPTS ? 'locked' : 'wrong';
}
