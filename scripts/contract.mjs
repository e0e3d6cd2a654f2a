#!/usr/bin/env node
// The contract gate (`npm test` step "contract"), one step after the other, never in parallel:
//   consumer  regenerate pacts/ from the Pact consumer tests (tests/contract/consumer)
//   drift     pacts/ must be exactly the committed files (backend teams read them from the repo)
//   openapi   every interaction of pacts/ conforms to openapi/portal.openapi.yaml (bi-directional check)
//   provider  the reference server (server/) verifies every pact of pacts/
// Usage: node scripts/contract.mjs [--only=consumer,drift,openapi,provider]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pactDir = join(root, 'pacts');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const config = join('tests', 'contract', 'vitest.config.ts');
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
// The project's Node (the `node` devDependency, 24): the server needs it (node:crypto argon2), even when
// this script was started by another node.
const projectNode = join(root, 'node_modules', '.bin', 'node');
const node = existsSync(projectNode) ? projectNode : process.execPath;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

function vitestProject(project) {
  return () => run(node, [vitest, 'run', '--config', config, '--project', project]);
}

/** Pact merges into an existing file: start from an empty pacts/ so it holds exactly what the tests write. */
function consumer() {
  for (const name of readdirSync(pactDir).filter((n) => n.endsWith('.json'))) {
    rmSync(join(pactDir, name));
  }
  return vitestProject('consumer')();
}

function git(args) {
  return spawnSync('git', args, { cwd: root, encoding: 'utf8', env });
}

function drift() {
  if (git(['rev-parse', '--is-inside-work-tree']).status !== 0) {
    console.log('pacts/ drift check skipped: not a git work tree.');
    return true;
  }
  const status = git(['status', '--porcelain', '--untracked-files=all', '--', 'pacts']);
  if (status.status !== 0) {
    console.error(status.stderr);
    return false;
  }
  if (status.stdout.trim() === '') {
    console.log('pacts/ is what the consumer tests produce.');
    return true;
  }
  console.error('pacts/ differs from the committed pact files:\n' + status.stdout);
  git(['--no-pager', 'diff', '--stat', '--', 'pacts']);
  spawnSync('git', ['--no-pager', 'diff', '--', 'pacts'], { cwd: root, stdio: 'inherit', env });
  console.error('Commit the regenerated pacts/ (they are the contract backend teams verify).');
  return false;
}

const steps = [
  { name: 'consumer', run: consumer },
  { name: 'drift', run: drift },
  { name: 'openapi', run: vitestProject('openapi') },
  { name: 'provider', run: vitestProject('provider') },
];

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  console.log(`\n▶ contract/${step.name}`);
  if (!step.run()) {
    console.error(`\n✖ contract/${step.name} failed`);
    process.exit(1);
  }
}
