#!/usr/bin/env node
// The one test command (README, .ci/run): every gate, in order, failing fast.
// Usage: npm test            — everything
//        npm test -- --only=unit,lint  — a subset (names below)
// The static checks (typecheck, lint, format, layers, openapi) are independent and mostly single-threaded:
// they run side by side (each one's output is printed once it ends); so do the UI build (bundle) and the
// contract gate (no browser, no timing assertion). Every other step runs alone.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The UI is built once (portal, then the widget gallery) into the e2e runner's private directory, by the
// first step that needs it: the bundle budget measures that build, the e2e, a11y and security suites serve it.
// (Absolute: Vite resolves a relative outDir against ui/.)
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const uiDist = join(repoRoot, 'node_modules', '.cache', 'portail-e2e', 'ui-dist');
const vite = join('node_modules', 'vite', 'bin', 'vite.js');
const uiBuild = ['production', 'gallery', 'back-office'].map((mode) => [
  'node',
  vite,
  'build',
  'ui',
  '--mode',
  mode,
  '--outDir',
  uiDist,
  '--logLevel',
  'warn',
]);
let uiBuilt = false;
/** The commands of a step that serves the UI: the build first, unless done already in this run. */
const withUi =
  (...cmds) =>
  () => {
    const build = uiBuilt ? [] : uiBuild;
    uiBuilt = true;
    return [...build, ...cmds];
  };

const steps = [
  { name: 'chromium', cmd: ['node', 'scripts/ensure-chromium.mjs'] },
  { name: 'typecheck', cmd: ['tsc', '-b'], group: 'static' },
  { name: 'lint', cmd: ['eslint', '.', '--max-warnings', '0'], group: 'static' },
  { name: 'format', cmd: ['prettier', '--check', '.', '--log-level', 'warn'], group: 'static' },
  {
    name: 'layers',
    cmd: [
      'depcruise',
      'domain',
      'application',
      'adapters',
      'ui',
      'server',
      '--config',
      '.dependency-cruiser.cjs',
    ],
    group: 'static',
  },
  {
    name: 'openapi',
    cmd: ['node', 'scripts/openapi-check.mjs'],
    when: () => existsSync('openapi/portal.openapi.yaml'),
    group: 'static',
  },
  // Domain, application, adapters, UI and layer rules with coverage; of the server, only its PGlite engine suites
  // (server/src/db): every other server suite runs once, on the real PostgreSQL of the next step, while PGlite
  // (the default engine) serves the whole API again under the contract, e2e, a11y and security steps.
  {
    name: 'unit',
    cmds: () => [
      [
        'vitest',
        'run',
        '--coverage',
        ...['domain', 'application', 'adapters', 'ui', 'layers'].flatMap((p) => ['--project', p]),
      ],
      ['vitest', 'run', '--project', 'server', 'server/src/db/'],
    ],
  },
  // The server's integration suites and the Pact provider verification on a real PostgreSQL (Debian's
  // postgresql: installed when root, else the command is printed).
  { name: 'postgres', cmd: ['node', 'scripts/postgres.mjs', '--only=server,provider'] },
  // Two server processes on one PostgreSQL (tests/cluster): sessions, anti-forgery, lockouts, codes, outbox, uploads.
  { name: 'cluster', cmd: ['node', 'scripts/postgres.mjs', '--only=cluster'] },
  {
    name: 'bundle',
    cmds: withUi(['node', 'scripts/bundle-budget.mjs', '--no-build', `--dist=${uiDist}`]),
    group: 'build',
  },
  {
    name: 'contract',
    cmd: ['node', 'scripts/contract.mjs'],
    when: () => existsSync('tests/contract'),
    group: 'build',
  },
  {
    name: 'e2e',
    cmds: withUi(['node', 'scripts/e2e.mjs', '--no-build']),
    when: () => existsSync('tests/e2e'),
  },
  // Accessibility (axe-core on every route and dialog, two tenants; keyboard-only journey) on the e2e build.
  {
    name: 'a11y',
    cmds: withUi(['node', 'tests/a11y/run-browser-suites.ts', '--no-build']),
    when: () => existsSync('tests/a11y'),
  },
  {
    name: 'security',
    cmds: withUi(['node', 'scripts/security.mjs', `--ui-dist=${uiDist}`]),
    when: () => existsSync('tests/security'),
  },
];

const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };

/** Runs one command; `buffer` keeps its output (returned) instead of passing it through. */
function run(cmd, buffer) {
  return new Promise((resolve) => {
    const [bin, ...args] = cmd;
    const child = spawn(bin, args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.once('close', (status, signal) => resolve({ status: status ?? signal ?? 1, output }));
  });
}

/** Runs a step's commands one after the other; resolves with its outcome and duration. */
async function runStep(step, buffer) {
  const t0 = Date.now();
  const cmds = step.cmds ? step.cmds() : [step.cmd];
  let log = '';
  for (const cmd of cmds) {
    const header = `\n▶ ${step.name}: ${cmd.join(' ')}`;
    if (!buffer) console.log(header);
    const { status, output } = await run(cmd, buffer);
    log += `${header}\n${output}`;
    if (status !== 0) return { step, status, log, seconds: (Date.now() - t0) / 1000 };
  }
  return { step, status: 0, log, seconds: (Date.now() - t0) / 1000 };
}

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const selected = steps.filter((step) => (!only || only.includes(step.name)) && (!step.when || step.when()));

// Consecutive steps of one group form a batch run side by side; any other step is a batch of its own.
const batches = [];
for (const step of selected) {
  const last = batches.at(-1);
  if (step.group && last?.[0]?.group === step.group) last.push(step);
  else batches.push([step]);
}

const started = Date.now();
const timings = [];
for (const batch of batches) {
  const side = batch.length > 1;
  if (side) console.log(`\n▶ side by side: ${batch.map((step) => step.name).join(', ')}`);
  const outcomes = await Promise.all(
    batch.map((step) =>
      runStep(step, side).then((outcome) => {
        if (side) process.stdout.write(outcome.log);
        return outcome;
      }),
    ),
  );
  for (const { step, seconds } of outcomes) timings.push(`${step.name} ${seconds.toFixed(1)}s`);
  const failed = outcomes.find((outcome) => outcome.status !== 0);
  if (failed) {
    console.error(
      `\n✖ step "${failed.step.name}" failed (exit ${failed.status}) after ${failed.seconds.toFixed(1)}s`,
    );
    process.exit(typeof failed.status === 'number' ? failed.status : 1);
  }
}
console.log(`\n✔ all gates green in ${((Date.now() - started) / 1000).toFixed(1)}s (${timings.join(', ')})`);
