// `npm run bench:server`: password sign-ins per second on one core with the production argon2id
// parameters, CMS / FAQ read latency (p50 / p99) at a fixed 2,000 requests per second, and the first page
// of « Mes remboursements » for the large member (≥ 20,000 care acts) at 200 requests per second.
// Real app (PGlite) on a loopback port; last, « Historique » (1,000,000 entries). One step: `-- --only=<step>`.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { loadSecrets } from '../db/secrets.ts';
import { runSeeds } from '../features.ts';
import { writeBenchReport } from './bench-report-file.ts';
import { benchEnumerationParity } from './parity-benchmark.ts';
import { benchRefunds } from './refunds-benchmark.ts';
import { benchPrestations, prestationsTable } from './prestations-benchmark.ts';
import { runStepAlone } from './bench-steps-alone.ts';
import {
  DEFAULT_HISTORY_ENTRIES,
  benchHistory,
  historyReportFigures,
  historyTable,
} from './history-benchmark.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { OWASP_ARGON2ID, createArgon2idHasher } from '../platform/password-hasher.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { systemClock } from '../platform/clock.ts';
import { silentLogger } from '../platform/logger.ts';
import { createPgBossJobQueue } from '../platform/pg-boss-job-queue.ts';
import { createLogger } from '../platform/pino-logger.ts';
import { cryptoRandom } from '../platform/random.ts';
import { loadTenantConfig } from '../tenant/load-tenant-config.ts';
import { bareAround, measureReads, writeReadReport } from './read-throughput.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const loadAtStart = loadavg();
const dataDir = await mkdtemp(join(tmpdir(), 'portail-bench-'));
const db = await openDatabase({ dataDir });
await migrate(db);
await runSeeds(db);
const hasher = createArgon2idHasher();
const jobs = createPgBossJobQueue({ db, logger: silentLogger, workers: true });
const mailer = createOutboxMailer({
  db,
  clock: systemClock,
  random: cryptoRandom,
  logger: silentLogger,
  jobs,
  outboxDir: join(dataDir, 'outbox'),
  from: 'bench@example.fr',
});
// The app logs as in production (pino JSON lines at info, redacted: one line per request) to /dev/null, through
// the same asynchronous SonicBoom pino opens on stdout by default (sync: false).
const appLogger = createLogger('info', pino.destination({ dest: '/dev/null', sync: false }));
const app = await buildApp(
  {
    db,
    tenant: await loadTenantConfig(),
    clock: systemClock,
    random: cryptoRandom,
    hasher,
    mailer,
    jobs,
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
await jobs.start();
const base = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `Serveur de mesure : ${base} (argon2id m=${OWASP_ARGON2ID.memory} KiB, t=${OWASP_ARGON2ID.passes}, p=1)`,
);

const historyEntries = Number(
  process.argv.find((arg) => arg.startsWith('--history-entries='))?.slice('--history-entries='.length) ??
    DEFAULT_HISTORY_ENTRIES,
);
const closeAll = async (): Promise<void> => {
  await app.close();
  await jobs.close();
  await mailer.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
};
const alone = await runStepAlone(process.argv, { db, base, repoRoot, historyEntries, load: loadAtStart });
if (alone !== undefined) {
  await closeAll();
  process.exit(alone ? 0 : 1);
}

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

// 3. Enumeration timing (known / unknown account).
const parity = await benchEnumerationParity(base, csrf);

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
await writeReadReport(repoRoot, readFigures, loadAtReads);
const readTable = Object.fromEntries(
  [readFigures.bare, ...readFigures.reads].map((read) => [
    `${read.name} req/s · p99 ms · errors`,
    `${String(read.requestsPerSecond)} · ${String(read.p99Ms)} · ${String(read.errors)}` +
      (read === readFigures.bare
        ? ''
        : ` (${(read.requestsPerSecond / bareAround(read, readFigures.bare)).toFixed(2)}× bare around it)`),
  ]),
);
// 6. « Mes remboursements » of the large member (≥ 20,000 acts): first page, goal p99 ≤ 50 ms (issue 16).
const loadAtRefunds = loadavg();
const refunds = await benchRefunds(db, base, csrf);
// « Mes prestations » of the large member (≥ 2,000 tiers-payant payments): goal p99 ≤ 50 ms (issue 26).
const prestations = await benchPrestations(db, base, csrf);
// 7. « Historique » of the back office with 1,000,000 entries: first page, goal p99 ≤ 50 ms (issue 24).
const history = await benchHistory(db, base, csrf, historyEntries);

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
  'refunds: acts of the large member': String(refunds.acts),
  'refunds first page req/s': String(refunds.perSecond),
  'refunds first page p50 / p99 ms': `${String(refunds.p50)} / ${String(refunds.p99)}`,
  'refunds first page non-2xx': String(refunds.non2xx),
  'refunds filtered page p50 / p99 ms': `${String(refunds.filteredP50)} / ${String(refunds.filteredP99)}`,
  ...prestationsTable(prestations),
  ...historyTable(history),
});
console.log(
  `report: ${await writeBenchReport(repoRoot, {
    suite: 'server',
    title: 'Serveur de référence : connexions, lectures à débit fixe, « Mes remboursements » du grand compte',
    figures: [
      {
        label: 'Vérifications argon2id par seconde (1 cœur)',
        value: Number(verifyPerSecond.toFixed(1)),
        unit: '/s',
      },
      {
        label: 'Connexions (POST) par seconde, une à la fois — p50 / p99',
        value: `${logins.requests.average.toFixed(1)} /s — ${String(logins.latency.p50)} / ${String(logins.latency.p99)}`,
        unit: 'ms',
      },
      {
        label: 'CMS + FAQ à 2 000 req/s demandées — débit, p50 / p99, non-2xx',
        value: `${reads.requests.average.toFixed(0)} req/s, ${String(reads.latency.p50)} / ${String(reads.latency.p99)}, ${String(reads.non2xx)}`,
        unit: 'ms',
      },
      ...Object.entries(parity).map(([label, value]) => ({
        label: `Temps connu / inconnu — ${label}`,
        value,
        unit: '',
      })),
      { label: 'Grand compte : actes de soins', value: refunds.acts, unit: 'actes' },
      {
        label: `« Mes remboursements », première page à 200 req/s (${String(refunds.perSecond)} req/s obtenues, p50 ${String(refunds.p50)} ms) — p99`,
        value: refunds.p99,
        unit: 'ms',
        goal: '≤ 50 ms',
        ok: refunds.p99 <= 50,
      },
      {
        label: '« Mes remboursements », première page — réponses non-2xx',
        value: refunds.non2xx,
        unit: 'requêtes',
        goal: '0',
        ok: refunds.non2xx === 0,
      },
      {
        label: '« Mes remboursements », page filtrée (optique, un bénéficiaire) — p50 / p99',
        value: `${String(refunds.filteredP50)} / ${String(refunds.filteredP99)}`,
        unit: 'ms',
      },
      ...historyReportFigures(history),
    ],
    notes:
      'Application réelle (PGlite sur un répertoire temporaire, journalisation de production vers /dev/null) dans le processus du banc, ' +
      'client autocannon dans le même processus. Charge de la machine (1/5/15 min) au début : ' +
      `${loadAtStart.map((value) => value.toFixed(1)).join(' / ')}, aux lectures : ${loadAtReads.map((value) => value.toFixed(1)).join(' / ')}, ` +
      `aux remboursements : ${loadAtRefunds.map((value) => value.toFixed(1)).join(' / ')} (2 cœurs partagés).`,
  })}`,
);

await closeAll();
