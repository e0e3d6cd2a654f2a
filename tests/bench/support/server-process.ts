import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (tests/bench/support → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcessOptions {
  /** Data directory (database, outbox, uploads); kept across restarts. */
  readonly dataDir: string;
  /** Port to listen on; a free one when absent. */
  readonly port?: number;
  /** Tenant file relative to the repository (e.g. server/config/tenant.features-off.json). */
  readonly tenantConfig?: string;
  /** Extra environment (PORTAIL_FAULTS, PORTAIL_UPLOAD_MAX_FILE_MB…). */
  readonly env?: Readonly<Record<string, string>>;
  readonly startTimeoutMs?: number;
}

/** The reference server (`server/src/main.ts`) running as a separate OS process. */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly port: number;
  readonly pid: number;
  readonly dataDir: string;
  /** stdout + stderr so far (for failure messages). */
  output(): string;
  /** Resident set size of the server process, in KiB (from /proc). */
  rssKiB(): Promise<number>;
  /** CPU time (user + system) the server process has used so far, in ms (from /proc). */
  cpuMs(): Promise<number>;
  /** Sends the signal and waits for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The exit code once the process has exited (null while it runs or when a signal killed it). */
  exitCode(): number | null;
  /** Graceful stop (SIGTERM), waiting for the exit. */
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 at the time of the call. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  deadline: number,
  output: () => string,
): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `reference server exited (${String(child.exitCode ?? child.signalCode)}):\n${output()}`,
      );
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch (error: unknown) {
      if (!(error instanceof TypeError)) throw error; // connection refused while starting: retry
    }
    await sleep(100);
  }
  throw new Error(`reference server not serving ${url} in time:\n${output()}`);
}

/** Reads VmRSS (KiB) of a process from /proc. */
export async function rssOfPid(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${String(pid)}`);
  return Number(match[1]);
}

/** User + system CPU time of a process, in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks). */
export async function cpuMsOfPid(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ: 100 on every Linux build this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Starts the reference backend as its own process (same Node as this script), serving the built UI,
 * and resolves once `GET /api/config/portal` answers 200.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    UI_DIST: join(REPO_ROOT, 'ui', 'dist'),
    LOG_LEVEL: 'warn',
    // As npm start (scripts/start.mjs): freed large blocks go back to the system.
    MALLOC_MMAP_THRESHOLD_: '131072',
    // The large member (24,000 care acts) only where a bench asks for it.
    SEED_LARGE_MEMBER: '0',
    ...options.env,
  };
  delete env['NODE_ENV'];
  if (options.tenantConfig !== undefined) env['TENANT_CONFIG'] = join(REPO_ROOT, options.tenantConfig);
  // As npm start (scripts/start.mjs): a 2 MB young generation.
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=2', join(REPO_ROOT, 'server', 'src', 'main.ts')],
    {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await waitUntilServing(
      `${baseUrl}/api/config/portal`,
      child,
      Date.now() + (options.startTimeoutMs ?? 90_000),
      () => log,
    );
  } catch (error: unknown) {
    await kill('SIGKILL');
    throw error;
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('server process has no pid');
  return {
    baseUrl,
    port,
    pid,
    dataDir: options.dataDir,
    output: () => log,
    rssKiB: () => rssOfPid(pid),
    cpuMs: () => cpuMsOfPid(pid),
    kill,
    exitCode: () => child.exitCode,
    stop: () => kill('SIGTERM'),
  };
}
