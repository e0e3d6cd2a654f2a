// Measurements of `npm run bench:scale` (tests/bench/scale.bench.ts): a cluster of 1 or 2 instances behind nginx,
// pinned to their own cores or not, driven in a closed loop; throughput, p99 and CPU per sign-in by component.
import { loadavg } from 'node:os';
import pg from 'pg';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../../server/src/db/seeds/core.seed.ts';
import { startCluster } from '../../../server/src/testing/cluster.ts';
import { percentile } from './bench-report.ts';
import { BrowserLikeClient } from './browser-like-client.ts';
import { treeCpuMs } from './process-cpu.ts';

export const CLIENTS = Number(process.env['SCALE_CLIENTS'] ?? 8);
export const SECONDS = Number(process.env['SCALE_SECONDS'] ?? 15);
const READS = [
  '/api/cms/blocklists?name=Footer',
  '/api/faq/popular?userType=public',
  '/api/cms/blocklists?name=Register_Help',
  '/api/faq/categories?userType=public',
  `/api/faq/search?userType=public&query=${encodeURIComponent('mot de passe')}&getPopular=true`,
];

async function signIn(url: string): Promise<boolean> {
  const client = new BrowserLikeClient(url, { timeoutMs: 30_000 });
  try {
    await client.get('/api/identity/login');
    const answer = await client.postForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
      _csrf: client.csrfToken,
    });
    return answer.status === 303;
  } finally {
    client.close();
  }
}

export interface Phase {
  readonly perSecond: number;
  readonly p99: number;
  readonly errors: number;
}

/** Runs `operation` in a closed loop from CLIENTS workers for SECONDS; operations per second and p99 (ms). */
async function phase(operation: (worker: number, n: number) => Promise<boolean>): Promise<Phase> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      for (let n = 0; performance.now() < end; n += 1) {
        const started = performance.now();
        const ok = await operation(worker, n).catch(() => false);
        latencies.push(performance.now() - started);
        if (!ok) errors += 1;
      }
    }),
  );
  return { perSecond: latencies.length / SECONDS, p99: percentile(latencies, 99), errors };
}

/** CPU (ms) used per sign-in during the sign-in phase, by component. */
export interface SignInCpu {
  readonly instances: number;
  readonly postgres: number;
  readonly nginx: number;
  readonly client: number;
}

export interface Measure {
  readonly login: Phase;
  /** CPU the instances obtained during the sign-in phase, in cores (CPU seconds per second). */
  readonly loginCores: number;
  readonly mix: Phase;
  readonly cpu: SignInCpu;
  /** Client connections open on the PostgreSQL server after the mix (the instances' pools), and its maximum. */
  readonly connections: { readonly open: number; readonly max: number };
  readonly load: string;
}

export const placements = {
  pinned: (instances: number) => Array.from({ length: instances }, (_, n) => String(n)),
  unpinned: (instances: number) => Array.from({ length: instances }, () => undefined),
} as const;
export type Placement = keyof typeof placements;

/** Client backends of the server (not counting the one asking) and `max_connections`. */
async function serverConnections(databaseUrl: string): Promise<{ open: number; max: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ open: number; max: number }>(
      `SELECT (SELECT count(*)::int FROM pg_stat_activity
                WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()) AS open,
              current_setting('max_connections')::int AS max`,
    );
    return rows[0] ?? { open: 0, max: 0 };
  } finally {
    await client.end();
  }
}

const load1 = () => (loadavg()[0] ?? 0).toFixed(1);

export async function measure(
  databaseUrl: string,
  postmaster: number | undefined,
  placement: Placement,
  instances: number,
): Promise<Measure> {
  const cluster = await startCluster({
    databaseUrl,
    instances,
    port: 0,
    env: { LOG_LEVEL: 'warn' },
    cpus: placements[placement](instances),
  });
  const loadBefore = load1();
  try {
    const members = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const client = new BrowserLikeClient(cluster.url, { timeoutMs: 30_000 });
        await client.get('/api/identity/login');
        await client.postForm('/api/identity/login', {
          userName: DEMO_MEMBER_LOGIN,
          password: DEMO_PASSWORD,
          callbackUrl: '/',
          _csrf: client.csrfToken,
        });
        return client;
      }),
    );
    const cpuNow = async () => ({
      instances: (
        await Promise.all(cluster.instances.map((instance) => treeCpuMs(instance.child.pid ?? 0)))
      ).reduce((sum, ms) => sum + ms, 0),
      postgres: postmaster === undefined ? 0 : await treeCpuMs(postmaster),
      nginx: cluster.nginxPid === undefined ? 0 : await treeCpuMs(cluster.nginxPid),
      client: ((usage) => (usage.user + usage.system) / 1000)(process.cpuUsage()),
    });
    const before = await cpuNow();
    const login = await phase(() => signIn(cluster.url));
    const after = await cpuNow();
    const signIns = Math.max(1, login.perSecond * SECONDS);
    const per = (key: keyof SignInCpu) => (after[key] - before[key]) / signIns;
    const cpu = {
      instances: per('instances'),
      postgres: per('postgres'),
      nginx: per('nginx'),
      client: per('client'),
    };
    const mix = await phase(async (worker, n) => {
      const slot = (n * 7 + worker * 13) % 100;
      if (slot < 2) return signIn(cluster.url);
      const client = members[worker] ?? members[0];
      if (!client) return false;
      const path = slot < 26 ? '/api/adherent/contrats' : (READS[slot % READS.length] ?? '/');
      return (await client.get(path)).status === 200;
    });
    for (const client of members) client.close();
    const connections = await serverConnections(databaseUrl);
    const loginCores = (after.instances - before.instances) / (SECONDS * 1000);
    return { login, loginCores, mix, cpu, connections, load: `${loadBefore} → ${load1()}` };
  } finally {
    await cluster.stop();
  }
}
