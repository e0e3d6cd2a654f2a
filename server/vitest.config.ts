import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Integration tests: real PGlite and real argon2id hashes (≈ 60 ms each, more on a loaded 2-core CI box);
    // a throttling test alone verifies a dozen passwords. Correctness is asserted, never speed.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
