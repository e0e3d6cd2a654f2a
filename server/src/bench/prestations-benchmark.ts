// Step of `npm run bench:server` (alone: `-- --only=prestations`): latency of « Mes prestations » for the large
// member (≥ 2,000 tiers-payant payments): the first page (keyset on the contract's index) and a page deep in the
// list (cursor after 1,000 payments), 10 s each at a fixed 200 requests per second. Goal: first page p99 ≤ 50 ms.
import { loadPage } from './page-load.ts';
import type { Queryable } from '../db/database.ts';
import { LARGE_MEMBER, seedLargeMember } from '../db/seeds/care-acts.seed.ts';
import { seedLargeMemberPrestations } from '../db/seeds/prestations.seed.ts';
import { largeMemberCookies } from './refunds-benchmark.ts';

const PATH = '/api/v2/adherent/prestations/tiers-payant';

/** What the prestations step measured. */
export interface PrestationsFigures {
  readonly payments: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly deepP50: number;
  readonly deepP99: number;
}

/** Seeds the large member and its tiers-payant payments, then measures the list. */
export async function benchPrestations(
  db: Queryable,
  base: string,
  csrf: string,
): Promise<PrestationsFigures> {
  await seedLargeMember(db);
  await seedLargeMemberPrestations(db);
  await db.query('ANALYZE prestations_tiers_payant');
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM prestations_tiers_payant WHERE numero_contrat_individuel = $1',
    [LARGE_MEMBER.contract],
  );
  const cookie = await largeMemberCookies(base, csrf);
  // The cursor after 1,000 payments (10 pages of 100), for the deep page.
  let cursor: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const query: string = cursor === null ? '?taille=100' : `?taille=100&apres=${cursor}`;
    const answer = await fetch(`${base}${PATH}${query}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`tiers-payant list answered ${String(answer.status)}`);
    cursor = ((await answer.json()) as { suivant: string | null }).suivant;
  }
  if (cursor === null) throw new Error('the large member has fewer than 1,000 tiers-payant payments');
  const run = (path: string) => loadPage(`${base}${path}`, { cookie });
  const first = await run(PATH);
  const deep = await run(`${PATH}?apres=${cursor}`);
  return {
    payments: Number(rows[0]?.n ?? 0),
    perSecond: Math.round(first.requests.average),
    p50: first.latency.p50,
    p99: first.latency.p99,
    non2xx: first.non2xx + deep.non2xx,
    deepP50: deep.latency.p50,
    deepP99: deep.latency.p99,
  };
}

/** The figures as console.table rows. */
export function prestationsTable(figures: PrestationsFigures): Record<string, string> {
  return {
    'prestations: tiers-payant payments of the large member': String(figures.payments),
    'prestations first page req/s': String(figures.perSecond),
    'prestations first page p50 / p99 ms': `${String(figures.p50)} / ${String(figures.p99)}`,
    'prestations page after 1,000 p50 / p99 ms': `${String(figures.deepP50)} / ${String(figures.deepP99)}`,
    'prestations non-2xx': String(figures.non2xx),
  };
}
