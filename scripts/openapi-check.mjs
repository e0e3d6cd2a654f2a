#!/usr/bin/env node
// `npm test` step "openapi": lints openapi/portal.openapi.yaml with Redocly (recommended ruleset,
// redocly.yaml) — any error or warning fails — then checks that the committed generated types
// (adapters/src/generated/portal-api.ts) are what openapi-typescript produces from the file now.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { renderApiTypes, SPEC_PATH, TYPES_PATH } from './generate-api-types.mjs';

const root = join(dirname(SPEC_PATH), '..');
const require = createRequire(import.meta.url);
const redoclyBin = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

const lint = spawnSync(process.execPath, [redoclyBin, 'lint', relative(root, SPEC_PATH), '--format=json'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
/** @type {{ totals?: { errors: number; warnings: number }; problems?: { ruleId: string; message: string; location?: { pointer?: string }[] }[] }} */
let report = {};
try {
  report = JSON.parse(lint.stdout);
} catch (error) {
  process.stderr.write(`${lint.stdout}${lint.stderr}`);
  console.error(`✖ redocly lint did not produce a JSON report (${String(error)})`);
  process.exit(1);
}
const { errors = 1, warnings = 1 } = report.totals ?? {};
if (lint.status !== 0 || errors > 0 || warnings > 0) {
  for (const problem of report.problems ?? []) {
    console.error(`  ${problem.ruleId}: ${problem.message} at ${problem.location?.[0]?.pointer ?? '?'}`);
  }
  console.error(`✖ redocly lint: ${errors} error(s), ${warnings} warning(s) in openapi/portal.openapi.yaml`);
  process.exit(1);
}
console.log('✔ redocly lint: 0 errors, 0 warnings');

const fresh = await renderApiTypes();
const committed = existsSync(TYPES_PATH) ? readFileSync(TYPES_PATH, 'utf8') : '';
if (fresh !== committed) {
  console.error('✖ stale generated types: run npm run openapi:generate');
  process.exit(1);
}
console.log('✔ generated types are up to date');
