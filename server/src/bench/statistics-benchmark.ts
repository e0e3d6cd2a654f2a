// Step of `npm run bench:server -- --only=statistics`: the « Statistiques » dashboard with 1,000,000 events
// (`--events=N` for another size) generated in one statement over the last 365 days, every kind; then the whole
// dashboard over those 365 days per day and per month, read sequentially as the administrator: p50 / p95.
import type { Queryable } from '../db/database.ts';
import { writeBenchReport } from './bench-report-file.ts';
import { adminCookies } from './history-benchmark.ts';

export const DEFAULT_BENCH_EVENTS = 1_000_000;
const READS = 200;
const WARM_UP = 10;

/** `count` events in one statement: 80 % sign-ins (both methods, 10 % failed), accounts, double auth, locks. */
export async function seedEvents(db: Queryable, count: number): Promise<void> {
  await db.query(
    `INSERT INTO events (kind, member_id, at, attributes)
     SELECT CASE WHEN g % 100 < 80 THEN 'sign-in' WHEN g % 100 < 86 THEN 'account-requested'
                 WHEN g % 100 < 91 THEN 'account-activated' WHEN g % 100 < 93 THEN 'account-deleted'
                 WHEN g % 100 < 96 THEN 'two-factor-on' WHEN g % 100 < 98 THEN 'two-factor-off'
                 ELSE 'account-locked' END,
            'M' || (g % 500000),
            now() - (g::bigint * 31536000 / $1) * interval '1 second',
            CASE WHEN g % 100 < 80 THEN jsonb_build_object('method', CASE WHEN g % 7 = 0 THEN 'oidc' ELSE 'local' END,
                                                             'success', g % 10 <> 0)
                 WHEN g % 100 < 86 THEN jsonb_build_object('origin', CASE WHEN g % 5 = 0 THEN 'admin' ELSE 'member' END)
                 WHEN g % 100 < 91 THEN jsonb_build_object('delaySeconds', g % 604800)
                 ELSE '{}'::jsonb END
       FROM generate_series(1, $1::integer) AS g`,
    [count],
  );
  // What autovacuum does on PostgreSQL after a bulk insert (PGlite has none): the visibility map lets the
  // median read its index alone.
  await db.exec('VACUUM ANALYZE events');
  await db.query('ANALYZE event_day_counts');
}

export interface StatisticsFigures {
  readonly events: number;
  readonly rollupRows: number;
  readonly seedSeconds: number;
  readonly dayP50: number;
  readonly dayP95: number;
  readonly monthP50: number;
  readonly monthP95: number;
  readonly non2xx: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10;

/** Reads `path` WARM_UP then READS times in a row: the sorted durations (ms) and the non-2xx answers. */
async function measure(base: string, path: string, cookie: string) {
  const durations: number[] = [];
  let non2xx = 0;
  for (let i = 0; i < WARM_UP + READS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) non2xx += 1;
    if (i >= WARM_UP) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), non2xx };
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export async function benchStatistics(
  db: Queryable,
  base: string,
  csrf: string,
  count: number,
): Promise<StatisticsFigures> {
  const started = performance.now();
  await seedEvents(db, count);
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const { rows } = await db.query<{ events: string; rollup: string }>(
    'SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM event_day_counts) AS rollup',
  );
  const cookie = await adminCookies(db, base, csrf);
  const today = new Date();
  const range = `du=${isoDay(new Date(today.getTime() - 364 * 86_400_000))}&au=${isoDay(today)}`;
  const day = await measure(base, `/api/admin/statistiques?${range}&granularite=jour`, cookie);
  const month = await measure(base, `/api/admin/statistiques?${range}&granularite=mois`, cookie);
  return {
    events: Number(rows[0]?.events ?? 0),
    rollupRows: Number(rows[0]?.rollup ?? 0),
    seedSeconds,
    dayP50: day.p50,
    dayP95: day.p95,
    monthP50: month.p50,
    monthP95: month.p95,
    non2xx: day.non2xx + month.non2xx,
  };
}

/** `npm run bench:server -- --only=statistics`: the step alone, its own report (server-statistics.json). */
export async function benchStatisticsAlone(options: {
  readonly db: Queryable;
  readonly base: string;
  readonly repoRoot: string;
  readonly events: number;
  readonly load: readonly number[];
}): Promise<boolean> {
  const anonymous = await fetch(`${options.base}/api/config/portal`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(anonymous.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const f = await benchStatistics(options.db, options.base, csrf, options.events);
  const ok = f.dayP95 <= 300 && f.monthP95 <= 300 && f.non2xx === 0;
  console.table({
    'statistics: events (rollup rows, seed s)': `${String(f.events)} (${String(f.rollupRows)}, ${String(f.seedSeconds)})`,
    'statistics 365 days per day p50 / p95 ms': `${String(f.dayP50)} / ${String(f.dayP95)}`,
    'statistics 365 days per month p50 / p95 ms': `${String(f.monthP50)} / ${String(f.monthP95)}`,
    'statistics non-2xx': String(f.non2xx),
  });
  const path = await writeBenchReport(options.repoRoot, {
    suite: 'server-statistics',
    title: '« Statistiques » du back office : tableau de bord avec un million d’événements',
    figures: [
      {
        label: 'Statistiques : événements (générés par generate_series)',
        value: f.events,
        unit: 'événements',
      },
      {
        label: `« Statistiques », 365 jours par jour (${String(READS)} lectures en série, p50 ${String(f.dayP50)} ms) — p95`,
        value: f.dayP95,
        unit: 'ms',
        goal: '≤ 300 ms',
        ok: f.dayP95 <= 300,
      },
      {
        label: `« Statistiques », 365 jours par mois (p50 ${String(f.monthP50)} ms) — p95`,
        value: f.monthP95,
        unit: 'ms',
        goal: '≤ 300 ms',
        ok: f.monthP95 <= 300,
      },
      {
        label: '« Statistiques » — réponses non-2xx',
        value: f.non2xx,
        unit: 'requêtes',
        goal: '0',
        ok: f.non2xx === 0,
      },
    ],
    notes:
      'Application réelle, lectures en série par fetch ; compteurs par jour tenus à l’insertion (event_day_counts). ' +
      `Charge de la machine au début : ${options.load.map((value) => value.toFixed(1)).join(' / ')} (2 cœurs partagés).`,
  });
  console.log(`report: ${path}`);
  return ok;
}
