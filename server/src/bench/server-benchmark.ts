// `npm run bench:server`: password sign-ins per second on one core with the production argon2id
// parameters, CMS / FAQ read latency (p50 / p99) at a fixed 2,000 requests per second, and the first page
// of « Mes remboursements » for the large member (≥ 20,000 care acts) at 200 requests per second.
// Runs the real app (PGlite on a temporary data directory) on a loopback port; bounded in time.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { loadSecrets } from '../db/secrets.ts';
import { runSeeds } from '../db/seeds.ts';
import { benchRefunds } from './refunds-benchmark.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../identity/core.seed.ts';
import { OWASP_ARGON2ID, createArgon2idHasher } from '../identity/password-hasher.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { systemClock } from '../platform/clock.ts';
import { silentLogger } from '../platform/logger.ts';
import { createLogger } from '../platform/pino-logger.ts';
import { cryptoRandom } from '../platform/random.ts';
import { loadTenantConfig } from '../tenant/load-tenant-config.ts';
import { bareAround, measureReads, writeReadReport } from './read-throughput.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'portail-bench-'));
const db = await openDatabase({ dataDir });
await migrate(db);
await runSeeds(db);
const hasher = createArgon2idHasher();
const mailer = createOutboxMailer({
  db,
  clock: systemClock,
  random: cryptoRandom,
  logger: silentLogger,
  outboxDir: join(dataDir, 'outbox'),
  from: 'bench@example.fr',
});
// The app logs as in production (pino JSON lines at info, redacted: one line per request), to /dev/null.
const appLogger = createLogger('info', pino.destination({ dest: '/dev/null', sync: true }));
const app = await buildApp(
  {
    db,
    tenant: await loadTenantConfig(),
    clock: systemClock,
    random: cryptoRandom,
    hasher,
    mailer,
    logger: appLogger,
    dataDir,
    secrets: await loadSecrets(db, cryptoRandom),
    config: {
      production: true,
      secureCookies: false,
      publicBaseUrl: 'http://127.0.0.1',
      uiDistDir: null,
      sessionTtlMs: 3600_000,
      loginThrottle: { maxFailures: 10, windowMs: 900_000, lockMs: 900_000 },
      validateResponses: false,
    },
  },
  { loggerInstance: appLogger },
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `Serveur de mesure : ${base} (argon2id m=${OWASP_ARGON2ID.memory} KiB, t=${OWASP_ARGON2ID.passes}, p=1)`,
);

// 1. argon2id verifications back to back: what one core sustains.
const stored = await hasher.hash(DEMO_PASSWORD);
const rounds = 40;
const started = performance.now();
for (let i = 0; i < rounds; i += 1) await hasher.verify(stored, DEMO_PASSWORD);
const verifyPerSecond = rounds / ((performance.now() - started) / 1000);

// 2. Full sign-in requests over HTTP, one at a time (one core of hashing), with a valid anti-forgery pair.
const first = await fetch(`${base}/api/config/portal`);
const csrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const form = new URLSearchParams({
  userName: DEMO_MEMBER_LOGIN,
  password: DEMO_PASSWORD,
  callbackUrl: '/',
  _csrf: csrf,
});
const logins = await autocannon({
  url: `${base}/api/identity/login`,
  method: 'POST',
  connections: 1,
  amount: 60,
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${csrf}` },
  body: form.toString(),
});

// 3. Enumeration timing: median answer time for a known and an unknown account (bounded: below the
// registration rate limit and the login lock).
const json = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf };
/** Median answer times of two calls, measured alternately (A, B, A, B…) so load drift hits both. */
async function medians(
  runs: number,
  a: () => Promise<Response>,
  b: () => Promise<Response>,
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs * 2; i += 1) {
    const t0 = performance.now();
    await (await (i % 2 === 0 ? a : b)()).arrayBuffer();
    times[i % 2]?.push(performance.now() - t0);
  }
  const mid = (list: number[]): number => list.sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? 0;
  return [mid(times[0]), mid(times[1])];
}
const register = (numeroContrat: string, email: string) => () =>
  fetch(`${base}/api/identity/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      numeroContrat,
      nom: 'Martin',
      prenom: 'Jean',
      dateNaissance: '1979-02-14',
      codePostal: '69003',
      email,
      iban: '4521',
      password: 'Motdepasse#1',
      confirmPassword: 'Motdepasse#1',
      cgu: true,
      consentements: [],
      dematerialization: true,
    }),
  });
const forgot = (userName: string) => () =>
  fetch(`${base}/api/identity/forgot-password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ userName, dateNaissance: '1985-05-12' }),
  });
const badLogin = (userName: string) => () =>
  fetch(`${base}/api/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${csrf}` },
    body: new URLSearchParams({ userName, password: 'Mauvais#1', _csrf: csrf }).toString(),
  });
const parity: Record<string, string> = {};
for (const [name, known, unknown, runs] of [
  ['register', register('1000002', 'jean.martin@example.fr'), register('9999999', 'inconnu@example.fr'), 12],
  ['forgot-password', forgot(DEMO_MEMBER_LOGIN), forgot('inconnu@example.fr'), 12],
  ['login (wrong password)', badLogin(DEMO_MEMBER_LOGIN), badLogin('inconnu@example.fr'), 4],
] as const) {
  const [a, b] = await medians(runs, known, unknown);
  parity[`${name} known / unknown ms`] =
    `${a.toFixed(1)} / ${b.toFixed(1)} (${((Math.abs(a - b) / Math.max(a, b)) * 100).toFixed(1)} %)`;
}

// 4. CMS and FAQ reads at a fixed overall rate.
const reads = await autocannon({
  url: base,
  connections: 20,
  overallRate: 2000,
  duration: 10,
  headers: { cookie: `XSRF-TOKEN=${csrf}` },
  requests: [
    { method: 'GET', path: '/api/cms/blocklists?name=Register_Help' },
    { method: 'GET', path: '/api/faq/popular?userType=public' },
    { method: 'GET', path: '/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales' },
    { method: 'GET', path: '/api/faq/categories?userType=public' },
  ],
});

// 5. Issue 15: each read at full speed against a bare Fastify route (the limit), in the same run.
const loadAtReads = loadavg();
const signIn = await fetch(`${base}/api/identity/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${csrf}` },
  body: form.toString(),
});
// As a browser's cookie jar: the sign-in's cookies replace those of the same name (the anti-forgery token is
// issued again for the new session; sending the anonymous one made every read mint a fresh token).
const memberCookies = new Map([['XSRF-TOKEN', csrf]]);
for (const cookie of signIn.headers.getSetCookie()) {
  const [pair = ''] = cookie.split(';');
  const separator = pair.indexOf('=');
  memberCookies.set(pair.slice(0, separator), pair.slice(separator + 1));
}
const memberCookie = [...memberCookies].map(([name, value]) => `${name}=${value}`).join('; ');
const readFigures = await measureReads(base, `XSRF-TOKEN=${csrf}`, memberCookie);
await writeReadReport(join(import.meta.dirname, '..', '..', '..'), readFigures, loadAtReads);
const readTable = Object.fromEntries(
  [readFigures.bare, ...readFigures.reads].map((read) => [
    `${read.name} req/s · p99 ms · errors`,
    `${String(read.requestsPerSecond)} · ${String(read.p99Ms)} · ${String(read.errors)}` +
      (read === readFigures.bare
        ? ''
        : ` (${(read.requestsPerSecond / bareAround(read, readFigures.bare)).toFixed(2)}× bare around it)`),
  ]),
);
// 5. « Mes remboursements » of the large member (≥ 20,000 acts): first page, goal p99 ≤ 50 ms.
const refunds = await benchRefunds(db, base, csrf);

console.table({
  'argon2id verify / s (1 core)': verifyPerSecond.toFixed(1),
  'POST login / s (1 connection)': logins.requests.average.toFixed(1),
  'POST login 303 answers': String(logins['3xx']),
  'POST login p50 / p99 ms': `${logins.latency.p50} / ${logins.latency.p99}`,
  'CMS+FAQ GET req/s': reads.requests.average.toFixed(0),
  'CMS+FAQ GET p50 / p99 ms': `${reads.latency.p50} / ${reads.latency.p99}`,
  'CMS+FAQ GET non-2xx': String(reads.non2xx),
  ...parity,
  ...readTable,
  ...refunds,
});

await app.close();
await mailer.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
