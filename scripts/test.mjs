#!/usr/bin/env node
// The one test command (README, .ci/run): every gate, in order, failing fast.
// Usage: npm test            — everything
//        npm test -- --only=unit,lint  — a subset (names below)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  { name: 'chromium', cmd: ['node', 'scripts/ensure-chromium.mjs'] },
  { name: 'typecheck', cmd: ['tsc', '-b'] },
  { name: 'lint', cmd: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: ['prettier', '--check', '.', '--log-level', 'warn'] },
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
  },
  {
    name: 'openapi',
    cmd: ['node', 'scripts/openapi-check.mjs'],
    when: () => existsSync('openapi/portal.openapi.yaml'),
  },
  { name: 'unit', cmd: ['vitest', 'run', '--coverage'] },
  { name: 'bundle', cmd: ['node', 'scripts/bundle-budget.mjs'] },
  { name: 'contract', cmd: ['node', 'scripts/contract.mjs'], when: () => existsSync('tests/contract') },
  { name: 'e2e', cmd: ['node', 'scripts/e2e.mjs'], when: () => existsSync('tests/e2e') },
  // Accessibility (axe-core on every route and dialog, two tenants; keyboard-only journey) on the e2e build.
  {
    name: 'a11y',
    cmd: ['node', 'tests/a11y/run-browser-suites.ts', '--no-build'],
    when: () => existsSync('tests/a11y'),
  },
  { name: 'security', cmd: ['node', 'scripts/security.mjs'], when: () => existsSync('tests/security') },
];

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const started = Date.now();
const timings = [];
for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  if (step.when && !step.when()) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const [bin, ...args] = step.cmd;
  const result = spawnSync(bin, args, {
    stdio: 'inherit',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push(`${step.name} ${seconds}s`);
  if (result.status !== 0) {
    console.error(
      `\n✖ step "${step.name}" failed (exit ${result.status ?? result.signal}) after ${seconds}s`,
    );
    process.exit(result.status || 1);
  }
}
console.log(`\n✔ all gates green in ${((Date.now() - started) / 1000).toFixed(1)}s (${timings.join(', ')})`);
