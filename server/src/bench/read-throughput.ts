// Issue 15, `npm run bench:server`: the portal's reads at full speed next to a bare Fastify route of the same
// process (the limit of this machine and runtime), measured one after the other in the same run. Goal: each
// read ≥ 0.5× the bare route's requests per second, p99 ≤ 10 ms at that load, 0 errors.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { writeBenchReport } from './bench-report-file.ts';

export interface ReadFigure {
  readonly name: string;
  readonly path: string;
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly errors: number;
  /** Portal reads: the bare route's requests per second around this read (mean of the runs before and after). */
  readonly bareRequestsPerSecond?: number;
}

/** The reads of the portal that a bench run compares with the bare route. */
export const PORTAL_READS: readonly {
  readonly name: string;
  readonly path: string;
  readonly member?: true;
}[] = [
  { name: 'Bloc CMS (Register_Help)', path: '/api/cms/blocklists?name=Register_Help' },
  { name: 'FAQ — questions populaires', path: '/api/faq/popular?userType=public' },
  { name: 'FAQ — recherche', path: '/api/faq/search?query=mot%20de%20passe&userType=public' },
  { name: 'Contrats de l’adhérent (session)', path: '/api/adherent/contrats', member: true },
];

const CONNECTIONS = 10;
const DURATION_S = Number(process.env['BENCH_READ_SECONDS'] ?? 5);
/**
 * BENCH_READ_WORKERS=1: autocannon in a worker thread instead of the server's thread (by default the load client
 * shares the event loop with the server, bare route included, as the figures of issue 15 were defined).
 */
const WORKERS = Number(process.env['BENCH_READ_WORKERS'] ?? 0);

async function blast(url: string, cookie: string): Promise<Omit<ReadFigure, 'name' | 'path'>> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A Fastify instance with one JSON route, as small as a route can be: the machine's limit. */
async function bareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/bare`, close: () => bare.close() };
}

/**
 * Measures every portal read (`memberCookie` for the member ones) between two runs of the bare route: the machine
 * is shared, so each read is compared with the mean of the bare runs just before and just after it (a load
 * change during the run moves both). The bare figure reported is the median of its runs.
 */
export async function measureReads(
  base: string,
  anonymousCookie: string,
  memberCookie: string,
): Promise<{ bare: ReadFigure; reads: ReadFigure[] }> {
  const server = await bareRoute();
  try {
    await blast(server.url, ''); // warm-up of the runtime
    const bareRuns = [await blast(server.url, '')];
    const reads: ReadFigure[] = [];
    for (const read of PORTAL_READS) {
      const cookie = read.member ? memberCookie : anonymousCookie;
      await autocannon({
        url: `${base}${read.path}`,
        connections: CONNECTIONS,
        amount: 500,
        headers: { cookie },
      });
      const measured = await blast(`${base}${read.path}`, cookie);
      bareRuns.push(await blast(server.url, ''));
      const around = bareRuns.slice(-2);
      reads.push({
        name: read.name,
        path: read.path,
        ...measured,
        bareRequestsPerSecond: Math.round(
          around.reduce((sum, run) => sum + run.requestsPerSecond, 0) / around.length,
        ),
      });
    }
    const sorted = [...bareRuns].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    const median = sorted[Math.floor(sorted.length / 2)] ?? bareRuns[0];
    if (median === undefined) throw new Error('no bare run');
    return { bare: { name: 'Route Fastify nue', path: '/bare', ...median }, reads };
  } finally {
    await server.close();
  }
}

/** The bare route's throughput a read is compared with (the runs around it; the median when not known). */
export function bareAround(read: ReadFigure, bare: ReadFigure): number {
  return read.bareRequestsPerSecond ?? bare.requestsPerSecond;
}

/** .data/reports/server-reads.json (or PORTAIL_REPORTS_DIR), rendered by `npm run report`. */
export async function writeReadReport(
  repoRoot: string,
  figures: { bare: ReadFigure; reads: readonly ReadFigure[] },
  load: readonly number[],
): Promise<void> {
  const { bare, reads } = figures;
  const report = {
    suite: 'server-reads',
    title: 'Lectures du serveur à pleine charge, comparées à une route Fastify nue',
    figures: [
      {
        label: `${bare.name} — débit (p99 ${String(bare.p99Ms)} ms)`,
        value: bare.requestsPerSecond,
        unit: 'req/s',
      },
      ...reads.flatMap((read) => [
        {
          label: `${read.name} — débit / route nue (${String(read.requestsPerSecond)} / ${String(bareAround(read, bare))} req/s)`,
          value: Math.round((read.requestsPerSecond / bareAround(read, bare)) * 100) / 100,
          unit: '×',
          goal: '≥ 0,5',
          ok: read.requestsPerSecond >= bareAround(read, bare) * 0.5,
        },
        { label: `${read.name} — p99`, value: read.p99Ms, unit: 'ms', goal: '≤ 10 ms', ok: read.p99Ms <= 10 },
        {
          label: `${read.name} — erreurs`,
          value: read.errors,
          unit: 'requêtes',
          goal: '0',
          ok: read.errors === 0,
        },
      ]),
    ],
    notes:
      `autocannon, ${String(CONNECTIONS)} connexions, ${String(DURATION_S)} s par route, ${WORKERS > 0 ? `dans ${String(WORKERS)} thread(s) à part` : 'dans le même thread que le serveur'} (route nue sur un second serveur Fastify du même processus) ; ` +
      'chaque lecture est mesurée entre deux passages de la route nue et comparée à leur moyenne (la machine est partagée) ; ' +
      'le serveur journalise comme en production (pino JSON au niveau info, une ligne par requête, vers /dev/null). ' +
      `Charge de la machine (1/5/15 min) au départ : ${load.map((value) => value.toFixed(1)).join(' / ')} (2 cœurs partagés).`,
  };
  await writeBenchReport(repoRoot, report);
}
