import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TestApp, type TestAppOptions, buildTestApp } from '../../../server/src/testing/test-app.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The built UI: `ui/dist`, or the build scripts/security.mjs names (SECURITY_UI_DIST, e.g. npm test's e2e build). */
export const UI_DIST_DIR = process.env['SECURITY_UI_DIST'] ?? join(REPO_ROOT, 'ui', 'dist');

export interface SecurityServer {
  /** The reference app (Fastify `inject`, DB handle, fake clock, outbox, fresh data directory). */
  readonly t: TestApp;
  /** Loopback origin the browser talks to, e.g. `http://127.0.0.1:41234`. */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * The reference server (`buildApp` through the server's own test harness: fresh in-memory PGlite with every
 * migration and seed, fresh temporary data directory) serving the built UI (`ui/dist`) on a free loopback
 * port, so a suite can both seed hostile data through the DB handle and drive Chromium against it.
 * The UI is served from a private copy of `ui/dist`. The fake clock is set to the real time so that dates shown in the browser look current.
 */
export async function startSecurityServer(options: TestAppOptions = {}): Promise<SecurityServer> {
  const uiDir = await snapshotUi();
  const t = await buildTestApp({ ...options, config: { uiDistDir: uiDir, ...options.config } });
  t.clock.set(new Date());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') {
    await t.close();
    throw new Error('the reference server is not listening on TCP');
  }
  return {
    t,
    baseUrl: `http://127.0.0.1:${String(address.port)}`,
    async close() {
      await t.close();
      await rm(uiDir, { recursive: true, force: true });
    },
  };
}

/** Files the built index.html loads (so a copy taken in the middle of someone's rebuild is noticed). */
async function referencedAssets(dir: string): Promise<string[]> {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * A private copy of `ui/dist` (other suites may rebuild it while this one runs), checked for completeness.
 */
async function snapshotUi(): Promise<string> {
  if (!existsSync(join(UI_DIST_DIR, 'index.html')))
    throw new Error(`UI not built: ${UI_DIST_DIR} (run npm run build -w @portail/ui)`);
  for (let attempt = 1; ; attempt += 1) {
    const dir = await mkdtemp(join(tmpdir(), 'portail-security-ui-'));
    await cp(UI_DIST_DIR, dir, { recursive: true });
    const assets = await referencedAssets(dir);
    if (assets.every((asset) => existsSync(join(dir, asset)))) return dir;
    await rm(dir, { recursive: true, force: true });
    if (attempt === 5) throw new Error(`ui/dist is incomplete (a build in progress?): ${assets.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
