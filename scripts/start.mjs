#!/usr/bin/env node
// `npm start`: builds the UI when it is missing or older than its sources (scripts/ui-build-freshness.mjs),
// then runs the backend (server/src/main.ts, Node native type stripping) serving the API, the outbox and the UI on
// http://127.0.0.1:8080 (PORT / HOST / DATA_DIR / DATABASE_URL / TENANT_CONFIG / SMTP_URL).
import { spawnSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { uiBuildState } from './ui-build-freshness.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 7)) {
  console.error(
    `Node ${process.versions.node} : le serveur demande Node ≥ 24.7 (argon2 natif, TypeScript sans compilation).\n` +
      'Lancez-le par « npm start » après « npm install » : npm utilise alors le Node 24 installé en dépendance.',
  );
  process.exit(1);
}

const uiPackage = JSON.parse(readFileSync('ui/package.json', 'utf8'));
const uiState = uiBuildState(process.cwd(), 'ui/dist');
if (uiState !== 'fresh' && uiPackage.scripts?.build && process.env.SKIP_UI_BUILD !== '1') {
  console.log(
    uiState === 'missing'
      ? "Construction de l'interface (ui/dist)…"
      : "Construction de l'interface (ui/dist est plus ancien que ses sources)…",
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'ui'], { stdio: 'inherit' });
  if (build.status !== 0)
    console.warn("La construction de l'interface a échoué : page provisoire servie à la place.");
}

// glibc keeps the memory of freed large blocks (argon2id's 19 MiB per sign-in, PGlite's start) in its per-thread
// arenas unless they are mmapped: with this threshold they always are, and go back to the system once freed
// (bench:memory: RSS after 1,000 requests 561 → 300 MiB on PGlite, 425 → 241 MiB on PostgreSQL).
const serverEnv = { MALLOC_MMAP_THRESHOLD_: '131072', ...process.env };
// A 2 MB young generation instead of V8's default 16 MB semi-spaces: the heap grown while the modules load
// (TypeScript stripped at import) is not kept (bench:memory: 237 → 132 MiB on PostgreSQL, 277 → 210 MiB on PGlite).
const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/src/main.ts'], {
  stdio: 'inherit',
  env: serverEnv,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
