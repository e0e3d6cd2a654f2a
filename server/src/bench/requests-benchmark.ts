// Step of `npm run bench:server -- --only=requests`: the back office's « Demandes » queue with 200,000 requests
// (`--requests=N` for another size): the first page unfiltered (newest first), by due date, and filtered (late
// requests waiting on the insurer; one member's requests), 10 s each at 200 requests per second, as the
// administrator (password + mailed security code).
import autocannon from 'autocannon';
import type { Queryable } from '../db/database.ts';
import { DEMO_ADMIN_ACCOUNT_ID, DEMO_GESTIONNAIRE_ACCOUNT_ID } from '../db/seeds/core.seed.ts';
import { writeBenchReport } from './bench-report-file.ts';
import { adminCookies } from './history-benchmark.ts';

const PATH = '/api/admin/demandes';
export const DEFAULT_BENCH_REQUESTS = 200_000;

/**
 * Inserts `count` requests in one statement (generate_series) spread over the seeded contracts, newest every two
 * minutes back: every kind, a realistic mix of statuses (half closed), the open ones half taken by the two demo
 * managers, due dates from each kind's delay. References `DEM-2000-…` (never a year the portal numbers).
 */
export async function seedBenchRequests(db: Queryable, count: number): Promise<void> {
  await db.query(
    `WITH cs AS (
       SELECT (row_number() OVER (ORDER BY c.numero_contrat_individuel)) - 1 AS k, c.numero_contrat_individuel,
              c.member_id, m.numero_contrat AS member_number, c.nom_offre
         FROM contracts c JOIN members m ON m.id = c.member_id),
     n AS (SELECT count(*) AS total FROM cs),
     g AS (
       SELECT s, now() - s * interval '2 minutes' AS submitted,
              (ARRAY['prise-en-charge-hospitaliere','remboursement','declaration-sinistre','ajout-beneficiaire',
                     'radiation-beneficiaire','devis'])[1 + s % 6] AS kind,
              (ARRAY[48, 120, 240, 120, 120, 72])[1 + s % 6] AS hours,
              (ARRAY['envoyee','en-cours','complement-demande','acceptee','refusee','cloturee','cloturee',
                     'cloturee','cloturee','cloturee'])[1 + (s / 7) % 10] AS status
         FROM generate_series(1, $1::integer) AS s)
     INSERT INTO member_requests (id, reference, member_id, account_id, numero_contrat_individuel, member_number,
                                  nom_offre, kind, status, payload, mode_gestion, submitted_at, due_at,
                                  status_changed_at, version, assigned_to, assigned_at)
     SELECT 'bench-' || g.s, 'DEM-2000-' || lpad(g.s::text, 7, '0'), cs.member_id, NULL, cs.numero_contrat_individuel,
            cs.member_number, cs.nom_offre, g.kind, g.status, '{}'::jsonb, 'automatique', g.submitted,
            g.submitted + g.hours * interval '1 hour', g.submitted, 1,
            CASE WHEN g.status = 'envoyee' THEN NULL WHEN g.s % 2 = 0 THEN $2 ELSE $3 END,
            CASE WHEN g.status = 'envoyee' THEN NULL ELSE g.submitted END
       FROM g, n, cs WHERE cs.k = g.s % n.total`,
    [count, DEMO_ADMIN_ACCOUNT_ID, DEMO_GESTIONNAIRE_ACCOUNT_ID],
  );
  await db.query('ANALYZE member_requests');
}

interface Latency {
  readonly p50: number;
  readonly p99: number;
  readonly perSecond: number;
  readonly non2xx: number;
}

export interface RequestsFigures {
  readonly requests: number;
  readonly seedSeconds: number;
  readonly pages: readonly (Latency & { readonly label: string; readonly query: string })[];
}

/** The first pages measured: the default view, then the sorts and filters a manager uses most. */
const QUERIES: readonly (readonly [string, string])[] = [
  ['première page (plus récentes)', ''],
  ['tri par échéance', '?tri=echeance'],
  ['en retard, envoyées', '?retard=oui&statut=envoyee'],
  ['non attribuées, hospitalisation', '?attribueeA=personne&type=prise-en-charge-hospitaliere'],
];

/** Seeds the requests, then measures the queue's first page. */
export async function benchRequestsQueue(
  db: Queryable,
  base: string,
  csrf: string,
  count = DEFAULT_BENCH_REQUESTS,
): Promise<RequestsFigures> {
  const started = performance.now();
  await seedBenchRequests(db, count);
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM member_requests');
  const cookie = await adminCookies(db, base, csrf);
  const member = await db.query<{ member_number: string }>(
    "SELECT member_number FROM member_requests WHERE id = 'bench-1'",
  );
  const queries = [
    ...QUERIES,
    ['un adhérent', `?numeroAdherent=${member.rows[0]?.member_number ?? ''}`] as const,
  ];
  const pages = [];
  for (const [label, query] of queries) {
    const first = await fetch(`${base}${PATH}${query}`, { headers: { cookie } });
    if (first.status !== 200) throw new Error(`${PATH}${query} answered ${String(first.status)}`);
    const run = await autocannon({
      url: `${base}${PATH}${query}`,
      connections: 10,
      overallRate: 200,
      duration: 10,
      headers: { cookie },
    });
    pages.push({
      label,
      query,
      p50: run.latency.p50,
      p99: run.latency.p99,
      perSecond: Math.round(run.requests.average),
      non2xx: run.non2xx,
    });
  }
  return { requests: Number(rows[0]?.n ?? 0), seedSeconds, pages };
}

export function requestsReportFigures(figures: RequestsFigures) {
  return [
    { label: 'Demandes : lignes (générées par generate_series)', value: figures.requests, unit: 'demandes' },
    ...figures.pages.map((page, index) => ({
      label: `« Demandes », ${page.label} à 200 req/s (${String(page.perSecond)} req/s obtenues, p50 ${String(page.p50)} ms) — p99`,
      value: page.p99,
      unit: 'ms',
      ...(index === 0 ? { goal: '≤ 50 ms', ok: page.p99 <= 50 } : {}),
    })),
    {
      label: '« Demandes » — réponses non-2xx',
      value: figures.pages.reduce((sum, page) => sum + page.non2xx, 0),
      unit: 'requêtes',
      goal: '0',
      ok: figures.pages.every((page) => page.non2xx === 0),
    },
  ];
}

/** `npm run bench:server -- --only=requests`: the step alone, its own report (server-requests.json). */
export async function benchRequestsAlone(options: {
  readonly db: Queryable;
  readonly base: string;
  readonly repoRoot: string;
  readonly requests: number;
  readonly load: readonly number[];
}): Promise<void> {
  const anonymous = await fetch(`${options.base}/api/config/portal`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(anonymous.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const figures = await benchRequestsQueue(options.db, options.base, csrf, options.requests);
  console.log(`requests: ${String(figures.requests)} (seeded in ${String(figures.seedSeconds)} s)`);
  console.table(
    figures.pages.map(({ label, p50, p99, perSecond, non2xx }) => ({ label, p50, p99, perSecond, non2xx })),
  );
  const path = await writeBenchReport(options.repoRoot, {
    suite: 'server-requests',
    title: '« Demandes » du back office : première page de la file avec 200 000 demandes',
    figures: requestsReportFigures(figures),
    notes:
      'Application réelle (PGlite), client autocannon dans le même processus ; charge de la machine au début : ' +
      `${options.load.map((value) => value.toFixed(1)).join(' / ')} (2 cœurs partagés).`,
  });
  console.log(`report: ${path}`);
}
