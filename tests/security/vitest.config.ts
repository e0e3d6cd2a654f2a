import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const suites = relative(root, dirname(fileURLToPath(import.meta.url)));

/** Security suites (`npm test` step "security", scripts/security.mjs): one file at a time on the small machine. */
export default defineConfig({
  root,
  test: {
    name: 'security',
    environment: 'node',
    include: [`${suites}/**/*.security.test.ts`],
    pool: 'forks',
    fileParallelism: false,
    // The files run one after the other in one worker that loads the harness (Playwright, axe-core, the
    // server's modules) once; each file still starts its own servers and browser.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
