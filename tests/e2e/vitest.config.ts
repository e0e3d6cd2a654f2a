import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const suites = relative(root, dirname(fileURLToPath(import.meta.url)));

/** Browser end-to-end suites (Debian Chromium through playwright-core), run by scripts/e2e.mjs after the UI build. */
export default defineConfig({
  root,
  test: {
    name: 'e2e',
    environment: 'node',
    include: [`${suites}/**/*.e2e.test.ts`],
    // One demo-tenant server for the suites that only read its data (support/shared-server.ts).
    globalSetup: [`${suites}/support/shared-server.global-setup.ts`],
    // Two files at a time (two workers, each loading the harness — Playwright, axe-core, the server's modules —
    // once): a file waits on its browser and its server more than it computes, so a second one fills the 2 cores
    // (35 files: 687 s one at a time, 477 s two at a time). Each file starts its own browser, and its own server on a
    // free port and a temporary directory unless it only reads the shared one's data.
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
