import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Lifetime of a security code (spec: ≤ 10 minutes). */
export const SECURITY_CODE_TTL_MS = 10 * 60 * 1000;
/** A code is dead once this many wrong attempts were made. */
export const SECURITY_CODE_MAX_ATTEMPTS = 5;
export const SECURITY_CODE_LENGTH = 6;

/** A freshly issued code: the clear value (sent by SMS or mail, never stored) and what is stored. */
export interface IssuedSecurityCode {
  readonly code: string;
  readonly salt: string;
  readonly hash: string;
  readonly expiresAt: Date;
}

/** The stored state of a code, as read back from the database. */
export interface StoredSecurityCode {
  readonly salt: string;
  readonly hash: string;
  readonly expiresAt: Date;
  readonly attempts: number;
  readonly usedAt: Date | null;
}

export type SecurityCodeCheck = 'ok' | 'wrong' | 'expired' | 'used' | 'locked' | 'malformed';

export function hashSecurityCode(code: string, salt: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`${salt}:${code}`).digest('hex');
}

/** Six random digits (uniform, leading zeros kept), hashed with a random salt and the server pepper. */
export function issueSecurityCode(now: Date, pepper: string): IssuedSecurityCode {
  const code = String(randomInt(0, 10 ** SECURITY_CODE_LENGTH)).padStart(SECURITY_CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  return {
    code,
    salt,
    hash: hashSecurityCode(code, salt, pepper),
    expiresAt: new Date(now.getTime() + SECURITY_CODE_TTL_MS),
  };
}

export function isWellFormedSecurityCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * Checks a submitted code against the stored one. Order matters: a used, dead or expired code is refused
 * whatever was typed, so a correct guess cannot be confirmed after the fifth wrong try.
 */
export function checkSecurityCode(
  stored: StoredSecurityCode,
  submitted: string,
  now: Date,
  pepper: string,
): SecurityCodeCheck {
  if (stored.usedAt !== null) return 'used';
  if (stored.attempts >= SECURITY_CODE_MAX_ATTEMPTS) return 'locked';
  if (now.getTime() >= stored.expiresAt.getTime()) return 'expired';
  if (!isWellFormedSecurityCode(submitted)) return 'malformed';
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = Buffer.from(hashSecurityCode(submitted, stored.salt, pepper), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? 'ok' : 'wrong';
}
