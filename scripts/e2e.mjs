#!/usr/bin/env node
// Browser end-to-end suites: builds the UI (portal + widget gallery + back office) into a private directory, then runs
// tests/e2e with Vitest in Debian's Chromium (playwright-core). The suites start the reference server
// themselves, with a fresh data directory, serving that build (E2E_UI_DIST); those that only read data share
// one started once for the run (tests/e2e/support/shared-server.global-setup.ts). Screenshots land in
// tests/e2e/screenshots (git-ignored, kept as CI artifacts).
// Usage: node scripts/e2e.mjs [--no-build] [vitest args…]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const uiDist = process.env.E2E_UI_DIST ?? join(repoRoot, 'node_modules', '.cache', 'portail-e2e', 'ui-dist');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const vitestArgs = args.filter((arg) => arg !== '--no-build');

function run(commandArgs, env = process.env) {
  // Same Node as this script: the npm scripts run on Node 24, which the reference server needs.
  const result = spawnSync(process.execPath, commandArgs, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`e2e: Chromium is missing at ${chromium} (run: node scripts/ensure-chromium.mjs)`);
  process.exit(1);
}

if (!skipBuild) {
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const mode of ['production', 'gallery', 'back-office']) {
    const status = run([vite, 'build', 'ui', '--mode', mode, '--outDir', uiDist, '--logLevel', 'warn']);
    if (status !== 0) process.exit(status);
  }
}

const vitest = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
process.exit(
  run([vitest, 'run', '--config', 'tests/e2e/vitest.config.ts', ...vitestArgs], {
    ...process.env,
    E2E_UI_DIST: uiDist,
  }),
);
