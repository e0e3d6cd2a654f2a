// Step of `npm run bench:server -- --only=cotisations`: latency of « Mes cotisations » for the large member (a monthly
// schedule since 2020): the first page of the earlier years' history (keyset on the contract's primary key) and the
// schedule itself, 10 s each at 200 requests per second.
import { loadavg } from 'node:os';
import { loadPage } from './page-load.ts';
import type { Queryable } from '../db/database.ts';
import { LARGE_MEMBER, seedLargeMember } from '../db/seeds/care-acts.seed.ts';
import { seedLargeMemberContributions } from '../db/seeds/contributions.seed.ts';
import { largeMemberCookies } from './refunds-benchmark.ts';

const HISTORY = '/api/adherent/cotisations/historique';
const SCHEDULE = '/api/adherent/cotisations';

export interface CotisationsFigures {
  readonly dueDates: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly scheduleP50: number;
  readonly scheduleP99: number;
}

/** Seeds the large member and his schedule, then measures the history's first page and the schedule. */
export async function benchCotisations(db: Queryable, base: string): Promise<CotisationsFigures> {
  await seedLargeMember(db, 2_000);
  await seedLargeMemberContributions(db);
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM contribution_due_dates WHERE numero_contrat_individuel = $1',
    [LARGE_MEMBER.contract],
  );
  const anonymous = await fetch(`${base}/api/config/portal`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(anonymous.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const cookie = await largeMemberCookies(base, csrf);
  const headers = { cookie, 'x-contrat-courant': LARGE_MEMBER.contract };
  const first = await fetch(`${base}${HISTORY}`, { headers });
  if (first.status !== 200) throw new Error(`cotisations history answered ${String(first.status)}`);
  const run = (path: string) => loadPage(`${base}${path}`, headers);
  const page = await run(HISTORY);
  const schedule = await run(SCHEDULE);
  return {
    dueDates: Number(rows[0]?.n ?? 0),
    perSecond: Math.round(page.requests.average),
    p50: page.latency.p50,
    p99: page.latency.p99,
    non2xx: page.non2xx + schedule.non2xx,
    scheduleP50: schedule.latency.p50,
    scheduleP99: schedule.latency.p99,
  };
}

/** `--only=cotisations`: the step alone, its figures printed; false when the history's p99 misses 50 ms. */
export async function benchCotisationsAlone(db: Queryable, base: string): Promise<boolean> {
  const figures = await benchCotisations(db, base);
  console.table({
    'cotisations: due dates of the large member': String(figures.dueDates),
    'history first page req/s': String(figures.perSecond),
    'history first page p50 / p99 ms': `${String(figures.p50)} / ${String(figures.p99)}`,
    'schedule p50 / p99 ms': `${String(figures.scheduleP50)} / ${String(figures.scheduleP99)}`,
    'non-2xx': String(figures.non2xx),
    'load average at the end (1 min)': loadavg()[0]?.toFixed(1) ?? '',
  });
  return figures.p99 <= 50 && figures.non2xx === 0;
}
