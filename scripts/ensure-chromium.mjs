#!/usr/bin/env node
// Browser tests need Debian's chromium. Install it when we can (root + apt-get), otherwise fail with the
// exact command to run. Never skip silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) {
  console.log(`chromium found at ${path}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const command = 'apt-get update && apt-get install -y chromium';
if (!isRoot || !hasApt) {
  console.error(
    `Chromium is required for the browser tests and is missing at ${path}.\nInstall it with: sudo ${command}`,
  );
  process.exit(1);
}
console.log(`chromium missing: running "${command}"`);
execFileSync(
  'sh',
  [
    '-c',
    `DEBIAN_FRONTEND=noninteractive ${command} >/tmp/apt-chromium.log 2>&1 || (tail -20 /tmp/apt-chromium.log; exit 1)`,
  ],
  { stdio: 'inherit' },
);
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing`);
  process.exit(1);
}
console.log(`chromium installed at ${path}`);
