// Runs the accessibility suites (tests/a11y), or with `--faults` the UI-under-faults suite
// (tests/bench/*.faults.test.ts), in Debian's Chromium against the reference server, serving the UI build that
// scripts/e2e.mjs makes (E2E_UI_DIST, a private directory); builds it first unless `--no-build` is given and
// the build exists.
// Usage: node tests/a11y/run-browser-suites.ts [--no-build] [--faults] [vitest filters…]
// (`npm test` step "a11y" runs it with --no-build right after the e2e step; `npm run bench:ui-faults` runs
// it with --faults.)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
// The faults bench builds into its own directory: an `npm test` running meanwhile rebuilds the e2e one.
const cache = args.includes('--faults') ? 'portail-bench-faults' : 'portail-e2e';
const uiDist = process.env['E2E_UI_DIST'] ?? join(repoRoot, 'node_modules', '.cache', cache, 'ui-dist');
const vitestArgs = args.filter((arg) => arg !== '--no-build' && arg !== '--faults');
const config = args.includes('--faults') ? 'tests/bench/vitest.config.ts' : 'tests/a11y/vitest.config.ts';

function run(commandArgs: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  // Same Node as this script: the npm scripts run on Node 24, which the reference server needs.
  const result = spawnSync(process.execPath, commandArgs, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (!args.includes('--no-build') || !existsSync(join(uiDist, 'index.html'))) {
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  // Same two builds as scripts/e2e.mjs (portal, then the widget gallery), so either runner can reuse the other's.
  for (const mode of ['production', 'gallery', 'back-office']) {
    const status = run([vite, 'build', 'ui', '--mode', mode, '--outDir', uiDist, '--logLevel', 'warn']);
    if (status !== 0) process.exit(status);
  }
}

const vitest = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
process.exit(
  run([vitest, 'run', '--config', config, ...vitestArgs], {
    ...process.env,
    E2E_UI_DIST: uiDist,
  }),
);
