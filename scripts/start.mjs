#!/usr/bin/env node
// `npm start`: builds the UI when it is missing or older than its sources (ui and the packages it bundles),
// then runs the
// backend (server/src/main.ts, Node native type stripping) serving the API, the outbox and the UI on
// http://127.0.0.1:8080 (PORT / HOST / DATA_DIR / DATABASE_URL / TENANT_CONFIG / SMTP_URL).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 7)) {
  console.error(
    `Node ${process.versions.node} : le serveur demande Node ≥ 24.7 (argon2 natif, TypeScript sans compilation).\n` +
      'Lancez-le par « npm start » après « npm install » : npm utilise alors le Node 24 installé en dépendance.',
  );
  process.exit(1);
}

/** Newest modification time of the files under `path` (0 when absent). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules' && entry !== 'dist') latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const UI_SOURCES = [
  'ui/src',
  'ui/public',
  'ui/index.html',
  'ui/vite.config.ts',
  'ui/vite-plugins',
  'ui/package.json',
  'domain/src',
  'application/src',
  'adapters/src',
];
const builtIndex = 'ui/dist/index.html';
const uiPackage = JSON.parse(readFileSync('ui/package.json', 'utf8'));
const missing = !existsSync(builtIndex);
const stale = !missing && Math.max(...UI_SOURCES.map(newest)) > statSync(builtIndex).mtimeMs;
if ((missing || stale) && uiPackage.scripts?.build && process.env.SKIP_UI_BUILD !== '1') {
  console.log(
    missing
      ? "Construction de l'interface (ui/dist)…"
      : "Construction de l'interface (ui/dist est plus ancien que ses sources)…",
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'ui'], { stdio: 'inherit' });
  if (build.status !== 0)
    console.warn("La construction de l'interface a échoué : page provisoire servie à la place.");
}

const server = spawn(process.execPath, ['server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
