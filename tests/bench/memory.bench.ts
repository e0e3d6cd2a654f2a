// `npm run bench:memory`: the resident memory (RSS) of one server process (server/src/main.ts) after start and
// after 1,000 mixed requests (sign-ins with argon2id, CMS, FAQ, the member's contracts; 8 clients at once), on
// the embedded PGlite and on a real PostgreSQL (Debian's, a throwaway cluster: scripts/postgres.mjs installs it).
// Goals (issue 14): ≤ 250 MiB on PGlite, ≤ 150 MiB on PostgreSQL. PGlite is measured on a restart (its first
// start also runs initdb, a one-time cost printed apart). Then the graceful stop: SIGTERM while a sign-in is in
// flight — the sign-in is answered, the process exits 0, and the figure is the time from the signal to the exit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../server/src/db/seeds/core.seed.ts';
import { startPostgres } from '../../server/src/testing/postgres-cluster.ts';
import { printFigures, writeSuiteReport } from './support/bench-report.ts';
import type { ReportFigure } from './support/bench-report.ts';
import { BrowserLikeClient } from './support/browser-like-client.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';

const REQUESTS = Number(process.env['MEMORY_REQUESTS'] ?? 1000);
const CLIENTS = 8;
const PATHS = [
  '/api/cms/blocklists?name=Footer',
  '/api/faq/popular?userType=public',
  '/api/cms/blocklists?name=Register_Help',
  '/api/faq/categories?userType=public',
  `/api/faq/search?userType=public&query=${encodeURIComponent('mot de passe')}&getPopular=true`,
  '/api/faq/content?id=faq-connexion-premiere&userType=public',
  '/api/cms/blocklists?name=Popup_Cms',
];
const mib = (kib: number) => Math.round(kib / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(client: BrowserLikeClient): Promise<number> {
  await client.get('/api/identity/login');
  const answer = await client.postForm('/api/identity/login', {
    userName: DEMO_MEMBER_LOGIN,
    password: DEMO_PASSWORD,
    callbackUrl: '/',
    _csrf: client.csrfToken,
  });
  if (answer.status !== 303) throw new Error(`sign-in answered ${String(answer.status)}`);
  return 2;
}

/** 1,000 requests from 8 clients: every 25th operation a sign-in, every 4th the contracts, else CMS/FAQ. */
async function mixedRequests(server: ServerProcess): Promise<{ errors: number; peakKiB: number }> {
  let sent = 0;
  let errors = 0;
  let peakKiB = 0;
  const sampler = setInterval(() => {
    void server.rssKiB().then((kib) => (peakKiB = Math.max(peakKiB, kib)));
  }, 200);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      const client = new BrowserLikeClient(server.baseUrl, { timeoutMs: 30_000 });
      sent += await signIn(client);
      for (let n = worker; sent < REQUESTS; n += CLIENTS) {
        if (n % 25 === 0) {
          const fresh = new BrowserLikeClient(server.baseUrl, { timeoutMs: 30_000 });
          sent += await signIn(fresh).catch(() => ((errors += 1), 1));
          fresh.close();
          continue;
        }
        sent += 1;
        const path = n % 4 === 0 ? '/api/adherent/contrats' : (PATHS[n % PATHS.length] ?? '/');
        const answer = await client.get(path).catch(() => undefined);
        if (answer?.status !== 200) errors += 1;
      }
      client.close();
    }),
  );
  clearInterval(sampler);
  return { errors, peakKiB };
}

/** SIGTERM while a sign-in (argon2id, tens of ms) is in flight: drain time, its answer, the exit code. */
async function drain(label: string, server: ServerProcess): Promise<ReportFigure[]> {
  const client = new BrowserLikeClient(server.baseUrl, { timeoutMs: 30_000 });
  await client.get('/api/identity/login');
  const inFlight = client
    .postForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
      _csrf: client.csrfToken,
    })
    .then(
      (answer) => answer.status,
      () => 0,
    );
  await sleep(15);
  const signalled = performance.now();
  await server.kill('SIGTERM');
  const drainMs = Math.round(performance.now() - signalled);
  const status = await inFlight;
  client.close();
  return [
    {
      label: `${label} — arrêt sur SIGTERM, une connexion en cours : durée jusqu'à la sortie`,
      value: drainMs,
      unit: 'ms',
      goal: '≤ 10 000',
      ok: drainMs <= 10_000,
    },
    {
      label: `${label} — connexion en cours pendant l'arrêt : réponse (303 attendu)`,
      value: status,
      unit: 'statut HTTP',
      goal: '303',
      ok: status === 303,
    },
    {
      label: `${label} — code de sortie après SIGTERM`,
      value: server.exitCode() ?? -1,
      unit: '',
      goal: '0',
      ok: server.exitCode() === 0,
    },
  ];
}

async function measure(label: string, env: Record<string, string>, dataDir: string): Promise<ReportFigure[]> {
  const server = await startServerProcess({ dataDir, env });
  try {
    await sleep(2_000);
    const started = await server.rssKiB();
    const { errors, peakKiB } = await mixedRequests(server);
    await sleep(2_000);
    const after = await server.rssKiB();
    const stopFigures = await drain(label, server);
    return [
      { label: `${label} — RSS après le démarrage`, value: mib(started), unit: 'Mio' },
      {
        label: `${label} — RSS maximale pendant les requêtes`,
        value: mib(Math.max(peakKiB, after)),
        unit: 'Mio',
      },
      {
        label: `${label} — RSS après ${String(REQUESTS)} requêtes`,
        value: mib(after),
        unit: 'Mio',
        goal: label === 'PGlite' ? '≤ 250' : '≤ 150',
        ok: mib(after) <= (label === 'PGlite' ? 250 : 150),
      },
      { label: `${label} — erreurs`, value: errors, unit: 'requêtes', goal: '0', ok: errors === 0 },
      ...stopFigures,
    ];
  } finally {
    await server.stop();
  }
}

const figures: ReportFigure[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'portail-memory-'));
try {
  const first = await startServerProcess({ dataDir });
  await sleep(2_000);
  figures.push({
    label: 'PGlite — RSS au premier démarrage (initdb)',
    value: mib(await first.rssKiB()),
    unit: 'Mio',
  });
  await first.stop();
  figures.push(...(await measure('PGlite', {}, dataDir)));
  const postgres = await startPostgres();
  if ('skipReason' in postgres) console.warn(`PostgreSQL non mesuré : ${postgres.skipReason}`);
  else {
    try {
      figures.push(...(await measure('PostgreSQL', { DATABASE_URL: postgres.url }, join(dataDir, 'pg'))));
    } finally {
      postgres.stop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const report = {
  suite: 'memory',
  title: `Mémoire d'un processus serveur (RSS) : démarrage puis ${String(REQUESTS)} requêtes mixtes ; arrêt sur SIGTERM`,
  figures,
  notes: `${String(CLIENTS)} clients à la fois ; une connexion sur 25 opérations (page + formulaire, argon2id), les contrats une sur 4, sinon CMS et FAQ.`,
};
printFigures(report);
console.log(`→ ${await writeSuiteReport(report)}`);
if (figures.some((figure) => figure.ok === false)) process.exitCode = 1;
