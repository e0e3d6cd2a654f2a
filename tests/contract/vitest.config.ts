import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * The contract suite, run step by step by scripts/contract.mjs (never in parallel):
 * consumer (writes pacts/), openapi (pacts/ ↔ openapi/), provider (pacts/ against server/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'consumer',
          root,
          environment: 'node',
          include: ['consumer/**/*.pact.test.ts'],
          pool: 'forks',
          fileParallelism: false,
          // Each file in its own process (isolate, the default): with one shared process, a consumer test once
          // failed on a fresh-clone CI run under load (its request never reached its mock server — the
          // process-wide fetch pool is shared by every file's mock servers); the ~30 s saved is not worth it.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'openapi',
          root,
          environment: 'node',
          include: ['openapi/**/*.check.test.ts'],
        },
      },
      {
        test: {
          name: 'provider',
          root,
          environment: 'node',
          include: ['provider/**/*.verify.test.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
