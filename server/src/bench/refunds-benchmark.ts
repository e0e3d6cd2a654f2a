// Step of `npm run bench:server`: latency of « Mes remboursements » for the large member (≥ 20,000 care acts):
// the first page (keyset on the contract's index) and a filtered first page, 10 s each at a fixed rate.
import { loadPage } from './page-load.ts';
import type { Queryable } from '../db/database.ts';
import { LARGE_MEMBER, seedLargeMember } from '../db/seeds/care-acts.seed.ts';
import { DEMO_PASSWORD } from '../db/seeds/core.seed.ts';

const PATH = '/api/v1/adherent/remboursements';

/** Signs the large member in through the login form and returns the session + anti-forgery cookies. */
export async function largeMemberCookies(base: string, csrf: string): Promise<string> {
  const login = await fetch(`${base}/api/identity/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${csrf}` },
    body: new URLSearchParams({
      userName: LARGE_MEMBER.login,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
      _csrf: csrf,
    }).toString(),
  });
  const pairs = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const session = pairs.find((cookie) => cookie.includes('session'));
  if (session === undefined) throw new Error(`large member not signed in (${String(login.status)})`);
  // The token issued again for the new session, as a browser keeps it (the anonymous one is not valid with it).
  const token = pairs.find((cookie) => cookie.startsWith('XSRF-TOKEN=')) ?? `XSRF-TOKEN=${csrf}`;
  return `${session}; ${token}`;
}

/** What the refunds step measured (10 s each at 200 requests per second). */
export interface RefundsFigures {
  readonly acts: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly filteredP50: number;
  readonly filteredP99: number;
}

/** Seeds the large member, then measures its refunds list. */
export async function benchRefunds(db: Queryable, base: string, csrf: string): Promise<RefundsFigures> {
  await seedLargeMember(db);
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM care_acts WHERE numero_contrat_individuel = $1',
    [LARGE_MEMBER.contract],
  );
  const cookie = await largeMemberCookies(base, csrf);
  const first = await fetch(`${base}${PATH}`, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`refunds list answered ${String(first.status)}`);
  const run = (path: string) => loadPage(`${base}${path}`, { cookie });
  const page = await run(PATH);
  const filtered = await run(`${PATH}?typeSoin=optique&beneficiaire=${LARGE_MEMBER.persons[2] ?? ''}`);
  return {
    acts: Number(rows[0]?.n ?? 0),
    perSecond: Math.round(page.requests.average),
    p50: page.latency.p50,
    p99: page.latency.p99,
    non2xx: page.non2xx,
    filteredP50: filtered.latency.p50,
    filteredP99: filtered.latency.p99,
  };
}
