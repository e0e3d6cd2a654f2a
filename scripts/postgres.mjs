#!/usr/bin/env node
// The PostgreSQL gate (`npm test` step "postgres"): the server's integration suites, the Pact provider
// verification and the cross-instance suite, on a real PostgreSQL server (Debian's `postgresql`, ≥ 15).
// A throwaway cluster is started in a temporary directory (fsync off) and removed at the end; set
// TEST_DATABASE_URL to use an existing server instead (a disposable one: databases are created and dropped).
// Debian's `postgresql` is installed with apt-get when run as root, otherwise the exact command is printed.
// Usage: node scripts/postgres.mjs [--only=server,provider,cluster]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBinDir, startPostgres } from '../server/src/testing/postgres-cluster.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const projectNode = join(root, 'node_modules', '.bin', 'node');
const node = existsSync(projectNode) ? projectNode : process.execPath;
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');

function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL || findPostgresBinDir()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const command = 'apt-get update && apt-get install -y postgresql';
  if (!isRoot || !hasApt) {
    console.error(
      `PostgreSQL (server binaries initdb, pg_ctl) is required for the PostgreSQL suites.\nInstall it with: sudo ${command}\nor set TEST_DATABASE_URL to a disposable PostgreSQL ≥ 15.`,
    );
    process.exit(1);
  }
  console.log(`postgresql missing: running "${command}"`);
  execFileSync(
    'sh',
    [
      '-c',
      `DEBIAN_FRONTEND=noninteractive ${command} >/tmp/apt-postgresql.log 2>&1 || (tail -20 /tmp/apt-postgresql.log; exit 1)`,
    ],
    { stdio: 'inherit' },
  );
  if (!findPostgresBinDir()) {
    console.error('apt-get finished but initdb/pg_ctl are still missing under /usr/lib/postgresql');
    process.exit(1);
  }
}

ensurePostgres();
const server = await startPostgres();
if ('skipReason' in server) {
  console.error(server.skipReason);
  process.exit(1);
}
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  PORTAIL_TEST_DB: 'postgres',
  TEST_DATABASE_URL: server.url,
};
const steps = [
  { name: 'server', args: [vitest, 'run', '--project', 'server'] },
  {
    name: 'provider',
    args: [vitest, 'run', '--config', join('tests', 'contract', 'vitest.config.ts'), '--project', 'provider'],
  },
  {
    name: 'cluster',
    args: [vitest, 'run', '--config', join('tests', 'cluster', 'vitest.config.ts')],
    when: () => existsSync(join(root, 'tests', 'cluster')),
  },
];
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
let failed;
try {
  for (const step of steps) {
    if ((only && !only.includes(step.name)) || (step.when && !step.when())) continue;
    console.log(`\n▶ postgres/${step.name} (PostgreSQL at ${server.url})`);
    const result = spawnSync(node, step.args, { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) {
      failed = step.name;
      break;
    }
  }
} finally {
  server.stop();
}
if (failed) {
  console.error(`\n✖ postgres/${failed} failed`);
  process.exit(1);
}
