import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Randomness used for ids, tokens and codes (cryptographically secure). */
export interface RandomSource {
  /** A URL-safe random token carrying `bytes` × 8 bits of entropy (default 32 bytes = 256 bits). */
  token(bytes?: number): string;
  uuid(): string;
  /** A random string of `length` decimal digits (security codes). */
  digits(length: number): string;
}

export const cryptoRandom: RandomSource = {
  token: (bytes = 32) => randomBytes(bytes).toString('base64url'),
  uuid: () => randomUUID(),
  digits: (length) => Array.from({ length }, () => String(randomInt(10))).join(''),
};

/** SHA-256 hex of a token: what is stored instead of the token itself. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
