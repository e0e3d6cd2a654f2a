import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/** Hashes and verifies passwords. Hashes are self-describing strings (PHC format). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(encoded: string, password: string): Promise<boolean>;
  /**
   * Spends the same time as a real verification against a hash that cannot match: called for an
   * unknown account so that the response time does not reveal whether the account exists.
   */
  verifyDummy(password: string): Promise<void>;
}

export interface Argon2idParameters {
  /** Memory cost in KiB. */
  readonly memory: number;
  readonly passes: number;
  readonly parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1. */
export const OWASP_ARGON2ID: Argon2idParameters = { memory: 19_456, passes: 2, parallelism: 1 };

const TAG_LENGTH = 32;
const SALT_LENGTH = 16;
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * Hashes running at once: one per core. More would not finish sooner (argon2 is CPU-bound) but would each
 * hold their 19 MiB at the same time on libuv's threads, memory the allocator then keeps (bench:memory).
 */
const MAX_CONCURRENT = Math.max(1, Math.min(4, availableParallelism()));
let running = 0;
const waiting: (() => void)[] = [];

async function derive(
  password: string,
  salt: Buffer,
  parameters: Argon2idParameters,
  tagLength: number,
): Promise<Buffer> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await new Promise((resolve, reject) => {
      argon2('argon2id', { message: password, nonce: salt, tagLength, ...parameters }, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    });
  } finally {
    // The slot passes to the next waiter (running unchanged) or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const b64 = (buffer: Buffer): string => buffer.toString('base64').replace(/=+$/, '');

function encode(parameters: Argon2idParameters, salt: Buffer, tag: Buffer): string {
  const { memory, passes, parallelism } = parameters;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(tag)}`;
}

/**
 * argon2id through `node:crypto`: no native addon, runs on libuv's thread pool — from Node 24.21 (package.json's
 * `node` dev dependency): up to 24.9 at least, the asynchronous call derived the key on the calling thread
 * (nodejs/node#62861), so each sign-in blocked the event loop and an instance hashed on one core only.
 */
export function createArgon2idHasher(parameters: Argon2idParameters = OWASP_ARGON2ID): PasswordHasher {
  const dummySalt = randomBytes(SALT_LENGTH);
  return {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      return encode(parameters, salt, await derive(password, salt, parameters, TAG_LENGTH));
    },
    async verify(encoded, password) {
      const match = PHC.exec(encoded);
      if (!match) return false;
      const [, memory, passes, parallelism, salt, tag] = match;
      const expected = Buffer.from(tag ?? '', 'base64');
      const actual = await derive(
        password,
        Buffer.from(salt ?? '', 'base64'),
        { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) },
        expected.length,
      );
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    async verifyDummy(password) {
      await derive(password, dummySalt, parameters, TAG_LENGTH);
    },
  };
}
