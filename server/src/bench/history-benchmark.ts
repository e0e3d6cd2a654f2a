// Step of `npm run bench:server` (alone: `npm run bench:server -- --only=history`): « Historique » of the back office
// with 1,000,000 entries (`--history-entries=N` for another size): the first page, unfiltered and filtered by area,
// 10 s each at a fixed rate, as the administrator (password + mailed security code, as every staff sign-in).
import { loadPage } from './page-load.ts';
import type { Queryable } from '../db/database.ts';
import { DEMO_ADMIN_ACCOUNT_ID, DEMO_ADMIN_LOGIN, DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { listOutbox } from '../mail/outbox.repository.ts';
import { writeBenchReport } from './bench-report-file.ts';

const PATH = '/api/admin/history';
export const DEFAULT_HISTORY_ENTRIES = 1_000_000;

/** The cookies of a browser after `response`, on top of `jar`. */
function keepCookies(jar: Map<string, string>, response: Response): Map<string, string> {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const separator = pair.indexOf('=');
    jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return jar;
}

const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Signs the administrator in (password, then the code of the outbox) and returns the browser's cookies. */
export async function adminCookies(db: Queryable, base: string, csrf: string): Promise<string> {
  const jar = new Map([['XSRF-TOKEN', csrf]]);
  const post = async (path: string, fields: Record<string, string>) =>
    keepCookies(
      jar,
      await fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header(jar) },
        body: new URLSearchParams({ ...fields, _csrf: jar.get('XSRF-TOKEN') ?? csrf }).toString(),
      }),
    );
  await post('/api/identity/login', {
    userName: DEMO_ADMIN_LOGIN,
    password: DEMO_PASSWORD,
    callbackUrl: '/',
  });
  const [mail] = await listOutbox(db, DEMO_ADMIN_LOGIN);
  const securityCode = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  await post('/api/identity/login/code', { securityCode });
  if (![...jar.keys()].some((name) => name.includes('session')))
    throw new Error('administrator not signed in');
  return header(jar);
}

/** Appends `count` entries in one statement (generate_series): every area, 40 staff logins, one per second. */
export async function seedHistory(db: Queryable, count: number): Promise<void> {
  await db.query(
    `INSERT INTO admin_history (at, staff_account_id, staff_login, area, item, action, summary)
     SELECT now() - g * interval '1 second', $2, 'agent' || (g % 40) || '@mutuelle.fr',
            (ARRAY['connexion','contenus','faq','modeles-mails','demandes','adherents','statistiques',
                   'referentiels','habilitations','historique'])[1 + g % 10],
            'element-' || (g % 5000), 'update', jsonb_build_object('before', g - 1, 'after', g)
       FROM generate_series(1, $1::integer) AS g`,
    [count, DEMO_ADMIN_ACCOUNT_ID],
  );
  await db.query('ANALYZE admin_history');
}

/** What the history step measured (10 s each at 200 requests per second). */
export interface HistoryFigures {
  readonly entries: number;
  readonly seedSeconds: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly filteredP50: number;
  readonly filteredP99: number;
}

/** Seeds the history, then measures its first page. */
export async function benchHistory(
  db: Queryable,
  base: string,
  csrf: string,
  count = DEFAULT_HISTORY_ENTRIES,
): Promise<HistoryFigures> {
  const started = performance.now();
  await seedHistory(db, count);
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM admin_history');
  const cookie = await adminCookies(db, base, csrf);
  const first = await fetch(`${base}${PATH}`, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`history answered ${String(first.status)}`);
  const run = (path: string) => loadPage(`${base}${path}`, { cookie });
  const page = await run(PATH);
  // agent1's entries are all in « Contenus » (g % 40 = 1, so g % 10 = 1): a filter that matches, read on its index.
  const filtered = await run(`${PATH}?area=contenus&login=agent1%40mutuelle.fr`);
  return {
    entries: Number(rows[0]?.n ?? 0),
    seedSeconds,
    perSecond: Math.round(page.requests.average),
    p50: page.latency.p50,
    p99: page.latency.p99,
    non2xx: page.non2xx + filtered.non2xx,
    filteredP50: filtered.latency.p50,
    filteredP99: filtered.latency.p99,
  };
}

/** The figures of the step, in the report's format. */
export function historyReportFigures(history: HistoryFigures) {
  return [
    { label: 'Historique : entrées (générées par generate_series)', value: history.entries, unit: 'entrées' },
    {
      label: `« Historique », première page à 200 req/s (${String(history.perSecond)} req/s obtenues, p50 ${String(history.p50)} ms) — p99`,
      value: history.p99,
      unit: 'ms',
      goal: '≤ 50 ms',
      ok: history.p99 <= 50,
    },
    {
      label: '« Historique », première page filtrée (rubrique + collaborateur) — p50 / p99',
      value: `${String(history.filteredP50)} / ${String(history.filteredP99)}`,
      unit: 'ms',
    },
    {
      label: '« Historique » — réponses non-2xx',
      value: history.non2xx,
      unit: 'requêtes',
      goal: '0',
      ok: history.non2xx === 0,
    },
  ];
}

/** The console lines of the step. */
export function historyTable(history: HistoryFigures): Record<string, string> {
  return {
    'history: entries (seed s)': `${String(history.entries)} (${String(history.seedSeconds)})`,
    'history first page req/s': String(history.perSecond),
    'history first page p50 / p99 ms': `${String(history.p50)} / ${String(history.p99)}`,
    'history filtered page p50 / p99 ms': `${String(history.filteredP50)} / ${String(history.filteredP99)}`,
    'history non-2xx': String(history.non2xx),
  };
}

/** `npm run bench:server -- --only=history`: the step alone, its own report (server-history.json). */
export async function benchHistoryAlone(options: {
  readonly db: Queryable;
  readonly base: string;
  readonly repoRoot: string;
  readonly entries: number;
  readonly load: readonly number[];
}): Promise<void> {
  const anonymous = await fetch(`${options.base}/api/config/portal`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(anonymous.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const history = await benchHistory(options.db, options.base, csrf, options.entries);
  console.table(historyTable(history));
  const path = await writeBenchReport(options.repoRoot, {
    suite: 'server-history',
    title: '« Historique » du back office : première page avec un million d’entrées',
    figures: historyReportFigures(history),
    notes:
      'Application réelle (PGlite), client autocannon dans un thread à part ; charge de la machine au début : ' +
      `${options.load.map((value) => value.toFixed(1)).join(' / ')} (2 cœurs partagés).`,
  });
  console.log(`report: ${path}`);
}
