import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { provisionPgdata } from './pgdata-template.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ReferenceServer {
  readonly baseUrl: string;
  /** The fresh data directory (database, outbox) of this server. */
  readonly dataDir: string;
  /** Server output so far, for failure messages. */
  readonly output: () => string;
  stop(): Promise<void>;
}

/**
 * The built UI the server serves: scripts/e2e.mjs builds it into its own directory (E2E_UI_DIST) so that
 * a concurrent `vite build` of ui/dist cannot change it under the tests; ui/dist otherwise.
 */
export function e2eUiDist(): string {
  return process.env['E2E_UI_DIST'] ?? join(REPO_ROOT, 'ui', 'dist');
}

export interface ReferenceServerOptions {
  /** Tenant file (e.g. server/config/tenant.features-off.json); the demo tenant by default. */
  readonly tenantConfig?: string;
  readonly startTimeoutMs?: number;
  /** Extra environment (e.g. OIDC_ISSUER…). */
  readonly env?: Readonly<Record<string, string>>;
  /** A fixed port (default: a free one). */
  readonly port?: number;
  /** Seed the large member (≥ 20,000 care acts, ~2 s at start); left out by default. */
  readonly largeMember?: boolean;
}

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  deadline: number,
  output: () => string,
): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`reference server exited (${String(child.exitCode)}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch (error: unknown) {
      if (!(error instanceof TypeError)) throw error; // connection refused while starting: retry
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`reference server not serving ${url} in time:\n${output()}`);
}

/**
 * Starts the reference backend (server/src/main.ts) on a free port with a fresh temporary data directory
 * (holding a copy of a migrated and seeded database cluster, support/pgdata-template.ts), serving the built
 * UI (ui/dist). Resolves once '/' answers.
 */
export async function startReferenceServer(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'portail-e2e-'));
  // A copy of a migrated and seeded PGlite cluster: the server skips initdb, finds its migrations and seeds done.
  await provisionPgdata(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    UI_DIST: e2eUiDist(),
    LOG_LEVEL: 'warn',
    SEED_LARGE_MEMBER: options.largeMember === true ? '1' : '0',
    ...options.env,
  };
  if (options.tenantConfig !== undefined) env['TENANT_CONFIG'] = join(REPO_ROOT, options.tenantConfig);
  const child = spawn(process.execPath, [join(REPO_ROOT, 'server', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseUrl}/`, child, Date.now() + (options.startTimeoutMs ?? 60_000), () => log);
  } catch (error: unknown) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, output: () => log, stop };
}
