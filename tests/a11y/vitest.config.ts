import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm test` step "a11y" (after e2e, which builds the UI): axe-core on every route and dialog in the demo and
 * the features-off tenants, and the keyboard-only journey (Debian Chromium through playwright-core), against
 * the two reference servers the global setup starts once. One file at a time.
 */
export default defineConfig({
  root,
  test: {
    name: 'a11y',
    environment: 'node',
    include: ['tests/a11y/**/*.a11y.test.ts'],
    globalSetup: ['tests/a11y/support/servers.global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    // The files run one after the other in one worker that loads the harness (Playwright, axe-core, the
    // server's modules) once; each file still starts its own servers and browser.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
