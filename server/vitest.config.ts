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
    // One module graph per worker: Fastify, PGlite (its WebAssembly) and the OpenAPI document load once per
    // worker instead of once per file (each file still builds its own app on its own database). A file that
    // changes process.env gets it back afterwards (restore-env.setup.ts).
    isolate: false,
    setupFiles: ['src/testing/restore-env.setup.ts'],
  },
});
