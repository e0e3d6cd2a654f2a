// `npm run bench:scale`: the same traffic against 1 and against 2 server processes behind Debian's nginx
// (round-robin) on one PostgreSQL (a throwaway Debian cluster, or DATABASE_URL): sign-ins alone (argon2id-bound)
// and the mix of load.bench.ts (2 % sign-ins, 34 % CMS, 40 % FAQ, 24 % contracts). Closed loop: SCALE_CLIENTS
// clients (default 8) each sending its next operation when the previous one answered, SCALE_SECONDS (15) per
// phase. Prints throughput and p99 for both and the ratio (goal on 2+ free cores: ≥ 1.7× for sign-ins).
import { availableParallelism, loadavg } from 'node:os';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../server/src/identity/core.seed.ts';
import { startCluster } from '../../server/src/testing/cluster.ts';
import { startPostgres } from '../../server/src/testing/postgres-cluster.ts';
import { percentile, printFigures, writeSuiteReport } from './support/bench-report.ts';
import type { ReportFigure } from './support/bench-report.ts';
import { BrowserLikeClient } from './support/browser-like-client.ts';

const CLIENTS = Number(process.env['SCALE_CLIENTS'] ?? 8);
const SECONDS = Number(process.env['SCALE_SECONDS'] ?? 15);
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

interface Phase {
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

async function measure(databaseUrl: string, instances: number): Promise<{ login: Phase; mix: Phase }> {
  const cluster = await startCluster({ databaseUrl, instances, port: 0, env: { LOG_LEVEL: 'warn' } });
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
    const login = await phase(() => signIn(cluster.url));
    const mix = await phase(async (worker, n) => {
      const slot = (n * 7 + worker * 13) % 100;
      if (slot < 2) return signIn(cluster.url);
      const client = members[worker] ?? members[0];
      if (!client) return false;
      const path = slot < 26 ? '/api/adherent/contrats' : (READS[slot % READS.length] ?? '/');
      return (await client.get(path)).status === 200;
    });
    for (const client of members) client.close();
    return { login, mix };
  } finally {
    await cluster.stop();
  }
}

const postgres = process.env['DATABASE_URL']
  ? { url: process.env['DATABASE_URL'], stop: () => undefined }
  : await startPostgres();
if ('skipReason' in postgres) throw new Error(postgres.skipReason);
const loadBefore = loadavg()[0] ?? 0;
try {
  const one = await measure(postgres.url, 1);
  const two = await measure(postgres.url, 2);
  const round = (value: number) => Math.round(value * 10) / 10;
  const figures: ReportFigure[] = (['login', 'mix'] as const).flatMap((kind) => {
    const label =
      kind === 'login'
        ? 'Connexions (page + formulaire, argon2id)'
        : 'Mélange (connexions, CMS, FAQ, contrats)';
    const ratio = two[kind].perSecond / one[kind].perSecond;
    return [
      {
        label: `${label} — 1 instance`,
        value: `${String(round(one[kind].perSecond))} op/s, p99 ${String(round(one[kind].p99))}`,
        unit: 'ms',
      },
      {
        label: `${label} — 2 instances`,
        value: `${String(round(two[kind].perSecond))} op/s, p99 ${String(round(two[kind].p99))}`,
        unit: 'ms',
      },
      {
        label: `${label} — rapport 2 / 1`,
        value: Math.round(ratio * 100) / 100,
        unit: '×',
        ...(kind === 'login' ? { goal: '≥ 1,7 (2 cœurs libres)', ok: ratio >= 1.7 } : {}),
      },
      {
        label: `${label} — erreurs (1 / 2 instances)`,
        value: `${String(one[kind].errors)} / ${String(two[kind].errors)}`,
        unit: 'op.',
      },
    ];
  });
  const report = {
    suite: 'scale',
    title: `Passage à l'échelle : 1 puis 2 instances derrière nginx sur un PostgreSQL (${String(CLIENTS)} clients, ${String(SECONDS)} s par phase)`,
    figures,
    notes: `Machine : ${String(availableParallelism())} cœurs (partagés avec le client de charge, nginx et PostgreSQL), charge moyenne ${loadBefore.toFixed(1)} au départ.`,
  };
  printFigures(report);
  console.log(`→ ${await writeSuiteReport(report)}`);
} finally {
  postgres.stop();
}
