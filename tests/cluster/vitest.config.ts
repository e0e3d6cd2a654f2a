import { defineConfig } from 'vitest/config';

/**
 * The cross-instance suite (scripts/postgres.mjs step "cluster"): two real server processes on one
 * PostgreSQL (PORTAIL_TEST_DB=postgres, TEST_DATABASE_URL). One file, one worker.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.cluster.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
