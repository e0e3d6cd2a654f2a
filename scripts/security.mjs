#!/usr/bin/env node
// Security suites (`npm test` step "security", after e2e): XSS, open redirect, enumeration, brute force, CSRF, headers,
// uploads, the fuzz of every OpenAPI operation and the authorization walk against the reference server (started by the suites with a fresh data directory) and, where rendering
// matters, the built UI in Debian's Chromium. Figures go to .data/reports/security-*.json (see scripts/report.mjs).
// The UI is built first when ui/dist is missing or older than its sources; with --ui-dist=<dir> (npm test: the
// build its e2e step serves) the suites serve that build instead and nothing is built here.
// Usage: node scripts/security.mjs [--no-build] [--ui-dist=<built ui directory>] [vitest args…]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uiBuildState } from './ui-build-freshness.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const givenUiDist = args.find((arg) => arg.startsWith('--ui-dist='))?.slice('--ui-dist='.length);
const vitestArgs = args.filter((arg) => arg !== '--no-build' && !arg.startsWith('--ui-dist='));

function run(command, commandArgs, env = process.env) {
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`security: Chromium is missing at ${chromium} (run: node scripts/ensure-chromium.mjs)`);
  process.exit(1);
}

const uiDist = givenUiDist === undefined ? join(repoRoot, 'ui', 'dist') : resolve(repoRoot, givenUiDist);
const stale = uiBuildState(repoRoot, uiDist) !== 'fresh';
if (givenUiDist !== undefined) {
  if (stale) {
    console.error(
      `security: ${uiDist} is missing or older than its sources (build it, or leave out --ui-dist)`,
    );
    process.exit(1);
  }
} else if (stale && !skipBuild) {
  console.log('security: ui/dist is missing or older than its sources — building the UI');
  const status = run('npm', ['run', 'build', '-w', '@portail/ui']);
  if (status !== 0) process.exit(status);
} else if (stale) {
  console.warn(
    'security: ui/dist is older than its sources (--no-build given): the browser suites test the old build',
  );
}

// Figures of an earlier run must not survive a suite that no longer writes them.
const reports = process.env.PORTAIL_REPORTS_DIR ?? join(repoRoot, '.data', 'reports');
if (existsSync(reports) && !vitestArgs.some((arg) => !arg.startsWith('-'))) {
  for (const name of readdirSync(reports)) if (/^security-.*\.json$/.test(name)) rmSync(join(reports, name));
}

// Same Node as this script (the npm scripts run on Node 24, which the reference server needs).
const vitest = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
process.exit(
  run(process.execPath, [vitest, 'run', '--config', 'tests/security/vitest.config.ts', ...vitestArgs], {
    ...process.env,
    SECURITY_UI_DIST: uiDist,
  }),
);
