import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run bench:ui-faults`: the UI-under-faults suite (Debian Chromium, reference server as its own process,
 * killed and restarted). Kept out of `npm test`: it needs more than a minute on the shared 2-core machine
 * (two server restarts and the upload client's automatic retries).
 */
export default defineConfig({
  root,
  test: {
    name: 'ui-faults',
    environment: 'node',
    include: ['tests/bench/**/*.faults.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 120_000,
  },
});
