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
          // One module graph for every file: Pact's native core and the adapters load once, not once per
          // file (the files run one after the other; each has its own PactV4 and mock servers).
          isolate: false,
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
