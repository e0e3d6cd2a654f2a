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

  it('hashes off the event loop: the main thread spends almost none of the hashing CPU', async () => {
    // Node 24.9's "asynchronous" crypto.argon2 ran the derivation on the calling thread (nodejs/node#62861):
    // every sign-in froze the instance for the hash's ≈ 30-60 ms and one process could use one core only.
    // CPU time, not wall time: what the machine is doing meanwhile does not change it.
    const mainBefore = process.threadCpuUsage();
    const processBefore = process.cpuUsage();
    await Promise.all([hasher.hash('Secret#2025'), hasher.hash('Secret#2026')]);
    const main = process.threadCpuUsage(mainBefore);
    const all = process.cpuUsage(processBefore);
    const mainMs = (main.user + main.system) / 1000;
    const allMs = (all.user + all.system) / 1000;
    expect(allMs).toBeGreaterThan(20);
    expect(mainMs / allMs).toBeLessThan(0.25);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await hasher.verify('plain-text', 'plain-text')).toBe(false);
  });
});
