// `npm run bench:load`: 60 s of mixed traffic at a fixed arrival rate (open loop) against the reference
// server running as its own process on loopback: sign-ins (login page + form post, argon2id), CMS blocks,
// FAQ reads and the member's contracts (signed-in sessions). Latency is measured from each request's
// scheduled time (no coordinated omission). Errors, p50/p99 and the server's RSS growth between the end
// of the warm-up and the end of the run. Bounded: duration × rate requests, at most MAX_IN_FLIGHT at once.
// Env: LOAD_RATE (req/s, default 100), LOAD_SECONDS (60), LOAD_WARMUP_SECONDS (5).
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../server/src/db/seeds/core.seed.ts';
import { BrowserLikeClient } from './support/browser-like-client.ts';
import type { ClientResponse } from './support/browser-like-client.ts';
import { percentile, printFigures, writeSuiteReport } from './support/bench-report.ts';
import { startServerProcess } from './support/server-process.ts';

const RATE = Number(process.env['LOAD_RATE'] ?? 100);
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
const WARMUP_SECONDS = Number(process.env['LOAD_WARMUP_SECONDS'] ?? 5);
const MAX_IN_FLIGHT = 400;
const TIMEOUT_MS = 10_000;

type Kind = 'login' | 'cms' | 'faq' | 'contracts';

/** One scheduled operation: its requests and the check of each answer. */
interface Operation {
  readonly kind: Kind;
  run(): Promise<readonly ClientResponse[]>;
}

const CMS_PATHS = [
  '/api/cms/blocklists?name=Footer',
  '/api/cms/blocklists?name=Register_Help',
  '/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales',
  '/api/cms/blocklists?name=Popup_Cms',
];
const FAQ_PATHS = [
  '/api/faq/popular?userType=public',
  '/api/faq/categories?userType=public',
  `/api/faq/search?userType=public&query=${encodeURIComponent('mot de passe')}&getPopular=true`,
  '/api/faq/content?id=faq-connexion-premiere&userType=public',
  '/api/faq/popular?userType=adherent',
];

/** Per 100 operations: 2 sign-ins (2 requests each), 34 CMS, 40 FAQ, 24 contract lists. */
const MIX: readonly [Kind, number][] = [
  ['login', 2],
  ['cms', 34],
  ['faq', 40],
  ['contracts', 24],
];
const PATTERN: Kind[] = [];
for (let slot = 0; slot < 100; slot += 1) {
  // Spread each kind evenly over the 100 slots (largest remainder first).
  let best: Kind = 'faq';
  let bestScore = -Infinity;
  for (const [kind, weight] of MIX) {
    const score = ((slot + 1) * weight) / 100 - PATTERN.filter((k) => k === kind).length;
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  PATTERN.push(best);
}

async function signIn(baseUrl: string): Promise<readonly ClientResponse[]> {
  const client = new BrowserLikeClient(baseUrl, { timeoutMs: TIMEOUT_MS });
  try {
    const page = await client.get('/api/identity/login?callbackUrl=%2F');
    const form = await client.postForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
      _csrf: client.csrfToken,
    });
    return [page, form];
  } finally {
    client.close();
  }
}

function expectedStatus(kind: Kind, index: number): number {
  return kind === 'login' && index === 1 ? 303 : 200;
}

const dataDir = await mkdtemp(join(tmpdir(), 'portail-load-'));
const server = await startServerProcess({ dataDir });
const loadBefore = loadavg();
try {
  const anonymous = Array.from(
    { length: 16 },
    () => new BrowserLikeClient(server.baseUrl, { maxSockets: 16, timeoutMs: TIMEOUT_MS }),
  );
  const members: BrowserLikeClient[] = [];
  for (let i = 0; i < 8; i += 1) {
    const client = new BrowserLikeClient(server.baseUrl, { maxSockets: 16, timeoutMs: TIMEOUT_MS });
    await client.get('/api/identity/login');
    const answer = await client.postForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
      _csrf: client.csrfToken,
    });
    if (answer.status !== 303)
      throw new Error(`sign-in for the contract sessions answered ${String(answer.status)}`);
    members.push(client);
  }
  const pick = <T>(list: readonly T[], n: number): T => {
    const item = list[n % list.length];
    if (item === undefined) throw new Error('empty list');
    return item;
  };
  const operation = (n: number): Operation => {
    const kind = pick(PATTERN, n);
    switch (kind) {
      case 'login':
        return { kind, run: () => signIn(server.baseUrl) };
      case 'cms':
        return { kind, run: async () => [await pick(anonymous, n).get(pick(CMS_PATHS, n))] };
      case 'faq':
        return { kind, run: async () => [await pick(anonymous, n).get(pick(FAQ_PATHS, n))] };
      case 'contracts':
        return { kind, run: async () => [await pick(members, n).get('/api/adherent/contrats')] };
    }
  };

  const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
  const errors = new Map<string, number>();
  const countError = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  let requests = 0;
  let inFlight = 0;
  let dropped = 0;
  const rss: { at: number; kib: number }[] = [];
  let rssAfterWarmup = Number.NaN;

  const total = Math.round((WARMUP_SECONDS + SECONDS) * RATE);
  const warmupOps = Math.round(WARMUP_SECONDS * RATE);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const sampler = setInterval(() => {
    void server.rssKiB().then((kib) => rss.push({ at: performance.now() - started, kib }));
  }, 1000);
  let measuredStart = Number.NaN;
  let cpuAtStart = Number.NaN;
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (n === warmupOps) {
      measuredStart = performance.now();
      rssAfterWarmup = await server.rssKiB();
      cpuAtStart = await server.cpuMs();
    }
    const measured = n >= warmupOps;
    if (inFlight >= MAX_IN_FLIGHT) {
      if (measured) {
        dropped += 1;
        countError('saturation (requête non envoyée)');
      }
      continue;
    }
    const op = operation(n);
    inFlight += 1;
    pending.push(
      op
        .run()
        .then((responses) => {
          const elapsed = performance.now() - due;
          if (!measured) return;
          requests += responses.length;
          latencies.get(op.kind)?.push(elapsed);
          responses.forEach((response, index) => {
            if (response.status !== expectedStatus(op.kind, index))
              countError(`${op.kind} HTTP ${String(response.status)}`);
          });
        })
        .catch((error: unknown) => {
          if (measured) countError(`${op.kind}: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  await Promise.all(pending);
  const measuredSeconds = (performance.now() - measuredStart) / 1000;
  clearInterval(sampler);
  const rssEnd = await server.rssKiB();
  const serverCpuMs = (await server.cpuMs()) - cpuAtStart;
  for (const client of [...anonymous, ...members]) client.close();
  const loadAfter = loadavg();

  const all = [...latencies.values()].flat();
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const growth = ((rssEnd - rssAfterWarmup) / rssAfterWarmup) * 100;
  const peak = Math.max(rssAfterWarmup, rssEnd, ...rss.map((s) => s.kib));
  const ms = (value: number) => Math.round(value * 10) / 10;
  const perKind = (kind: Kind) => latencies.get(kind) ?? [];
  const report = {
    suite: 'load',
    title: `Charge mixte ${String(SECONDS)} s à ${String(RATE)} opérations/s (boucle locale)`,
    figures: [
      { label: 'Débit demandé (arrivées à cadence fixe)', value: RATE, unit: 'opérations/s' },
      { label: 'Opérations mesurées', value: all.length, unit: 'opérations' },
      { label: 'Requêtes HTTP mesurées', value: requests, unit: 'requêtes' },
      {
        label: 'Débit obtenu',
        value: Math.round((requests / measuredSeconds) * 10) / 10,
        unit: 'requêtes/s',
      },
      { label: 'Erreurs', value: errorCount, unit: 'requêtes', goal: '0', ok: errorCount === 0 },
      { label: 'Latence p50 (toutes opérations)', value: ms(percentile(all, 50)), unit: 'ms' },
      { label: 'Latence p99 (toutes opérations)', value: ms(percentile(all, 99)), unit: 'ms' },
      ...(['cms', 'faq', 'contracts', 'login'] as const).flatMap((kind) => [
        {
          label: `p50 / p99 ${kind === 'login' ? 'connexion (page + formulaire, argon2id)' : kind === 'cms' ? 'CMS' : kind === 'faq' ? 'FAQ' : 'contrats'}`,
          value: `${String(ms(percentile(perKind(kind), 50)))} / ${String(ms(percentile(perKind(kind), 99)))}`,
          unit: `ms (${String(perKind(kind).length)} op.)`,
        },
      ]),
      {
        label: 'CPU du serveur pendant la mesure',
        value: Math.round((serverCpuMs / 1000 / measuredSeconds) * 100),
        unit: "% d'un cœur",
      },
      { label: 'CPU du serveur par requête', value: ms(serverCpuMs / requests), unit: 'ms' },
      { label: 'RSS du serveur après la chauffe', value: Math.round(rssAfterWarmup / 1024), unit: 'Mio' },
      { label: 'RSS du serveur en fin de charge', value: Math.round(rssEnd / 1024), unit: 'Mio' },
      { label: 'RSS maximale', value: Math.round(peak / 1024), unit: 'Mio' },
      {
        label: 'Croissance de la RSS',
        value: Math.round(growth * 10) / 10,
        unit: '%',
        goal: '< 20 %',
        ok: growth < 20,
      },
    ],
    notes:
      `Opérations : ${MIX.map(([kind, weight]) => `${kind} ${String(weight)} %`).join(', ')} ; une connexion = GET de la page + POST du formulaire (2 requêtes). ` +
      `Latence comptée depuis l'instant prévu de chaque opération ; ${String(WARMUP_SECONDS)} s de chauffe non mesurées ; ${String(dropped)} opérations non envoyées (plus de ${String(MAX_IN_FLIGHT)} en cours). ` +
      `Machine : ${String(cpus().length)} cœurs partagés, charge moyenne ${loadBefore[0]?.toFixed(1) ?? '?'} avant, ${loadAfter[0]?.toFixed(1) ?? '?'} après.` +
      (errorCount > 0
        ? ` Erreurs : ${[...errors].map(([what, n]) => `${what} × ${String(n)}`).join(' ; ')}.`
        : ''),
  };
  printFigures(report);
  console.log(`→ ${await writeSuiteReport(report)}`);
  if (errorCount > 0 || growth >= 20) process.exitCode = 1;
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
