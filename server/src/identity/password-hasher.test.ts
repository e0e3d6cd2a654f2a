import { describe, expect, it } from 'vitest';
import { OWASP_ARGON2ID, createArgon2idHasher } from './password-hasher.ts';

describe('argon2id password hasher', () => {
  const hasher = createArgon2idHasher();

  it('encodes OWASP parameters in a PHC string and verifies the right password only', async () => {
    const encoded = await hasher.hash('Secret#2025');
    expect(encoded).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${OWASP_ARGON2ID.memory},t=${OWASP_ARGON2ID.passes},p=1\\$`),
    );
    expect(await hasher.verify(encoded, 'Secret#2025')).toBe(true);
    expect(await hasher.verify(encoded, 'Secret#2026')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Same#Pass1')).not.toBe(await hasher.hash('Same#Pass1'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await hasher.verify('plain-text', 'plain-text')).toBe(false);
  });
});
