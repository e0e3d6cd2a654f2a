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
    // One browser and one reference server at a time: the machine is small and shared.
    fileParallelism: false,
    // The files run one after the other in one worker that loads the harness (Playwright, axe-core, the
    // server's modules) once; each file starts its own browser, and its own servers unless it only reads data.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
