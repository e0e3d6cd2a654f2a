// `npm run bench:kill9`: the reference server (its own process, fresh data directory) takes a burst of
// 200 concurrent registrations, each from its own "browser" (cookie jar, anti-forgery token, loopback
// source address so the per-IP registration limit does not hide the writes); it is killed with SIGKILL
// mid-burst, then restarted on the same data directory. Every registration answered 2xx must be there,
// complete (pending account + one live activation token + the activation mail whose link carries that
// token), and nothing half-written may exist. Figures: .data/reports/kill9.json.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../server/src/db/migrate.ts';
import { openDatabase } from '../../server/src/db/open-database.ts';
import { runSeeds } from '../../server/src/features.ts';
import { BrowserLikeClient } from './support/browser-like-client.ts';
import { printFigures, writeSuiteReport } from './support/bench-report.ts';
import { startServerProcess } from './support/server-process.ts';
import { checkRegistrations } from './support/registration-invariants.ts';
import type { BenchMember } from './support/registration-invariants.ts';

const BURST = Number(process.env['KILL9_BURST'] ?? 200);
/** SIGKILL once this many registrations have been acknowledged. */
const KILL_AFTER_ACKS = Number(process.env['KILL9_KILL_AFTER'] ?? Math.floor(BURST / 2));
/**
 * Gap between two request starts. All 200 are in flight together either way, but the embedded database
 * runs on the server's event loop: sent in the very same millisecond, every transaction commits before
 * the first answer leaves (no kill could land between an answer and a write). A few milliseconds apart,
 * answers and writes interleave, so the kill lands with acknowledged, committed-unanswered and
 * not-yet-committed registrations all present.
 */
const STAGGER_MS = Number(process.env['KILL9_STAGGER_MS'] ?? 8);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const members: BenchMember[] = Array.from({ length: BURST }, (_, index) => {
  const n = String(index + 1).padStart(4, '0');
  return { id: `B${n}`, numeroContrat: `800${n}`, email: `banc-${n}@example.fr` };
});

/** A fresh data directory, migrated and seeded, plus one registrable member per request of the burst. */
async function prepareDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portail-kill9-'));
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await runSeeds(db);
    for (const member of members) {
      await db.query(
        `INSERT INTO members (id, numero_contrat, nir, civilite, nom, prenom, date_naissance, code_postal, iban_last4)
         VALUES ($1, $2, NULL, 'M', 'Banc', 'Essai', '1980-06-15', '75001', '1234')`,
        [member.id, member.numeroContrat],
      );
    }
  } finally {
    await db.close();
  }
  return dataDir;
}

function registration(member: BenchMember) {
  return {
    numeroContrat: member.numeroContrat,
    nir: '',
    nom: 'BANC',
    prenom: 'Essai',
    dateNaissance: '1980-06-15',
    codePostal: '75001',
    email: member.email,
    iban: '1234',
    password: 'Motdepasse#1',
    confirmPassword: 'Motdepasse#1',
    cgu: true,
    consentements: [],
    dematerialization: true,
  };
}

type Outcome =
  { kind: 'acked'; status: number } | { kind: 'refused'; status: number } | { kind: 'cut'; error: string };

const dataDir = await prepareDataDir();
try {
  const first = await startServerProcess({ dataDir });
  const clients = members.map(
    (_, index) =>
      new BrowserLikeClient(first.baseUrl, {
        localAddress: `127.0.${String(1 + Math.floor(index / 250))}.${String(1 + (index % 250))}`,
      }),
  );
  // Each "browser" loads the portal configuration first and receives its own anti-forgery cookie.
  await Promise.all(clients.map((client) => client.get('/api/config/portal')));
  const withoutToken = clients.filter((client) => client.csrfToken === '').length;
  if (withoutToken > 0) throw new Error(`${String(withoutToken)} clients received no XSRF-TOKEN cookie`);

  let acked = 0;
  let sent = 0;
  let settled = 0;
  let inFlightAtKill = 0;
  let killedAt = Number.NaN;
  const started = performance.now();
  let killing: Promise<void> | undefined;
  const outcomes = await Promise.all(
    members.map(async (member, index): Promise<Outcome> => {
      const client = clients[index];
      if (!client) throw new Error('missing client');
      await sleep(index * STAGGER_MS);
      sent += 1;
      try {
        const response = await client.postJson('/api/identity/register', registration(member));
        if (response.status >= 200 && response.status < 300) {
          acked += 1;
          if (acked >= KILL_AFTER_ACKS && killing === undefined) {
            killedAt = performance.now() - started;
            inFlightAtKill = sent - settled;
            killing = first.kill('SIGKILL');
          }
          return { kind: 'acked', status: response.status };
        }
        return { kind: 'refused', status: response.status };
      } catch (error: unknown) {
        const code = error instanceof Error && 'code' in error ? String(error.code) : '';
        return { kind: 'cut', error: code || (error instanceof Error ? error.message : String(error)) };
      } finally {
        settled += 1;
      }
    }),
  );
  await (killing ?? first.kill('SIGKILL'));
  for (const client of clients) client.close();
  const ackedEmails = members.filter((_, index) => outcomes[index]?.kind === 'acked').map((m) => m.email);
  const refused = outcomes.filter((o) => o.kind === 'refused');
  const cutOutcomes = outcomes.filter((o) => o.kind === 'cut');
  const cut = cutOutcomes.length;
  /** Sent after the process died: the connection was refused, nothing reached the server. */
  const refusedConnections = cutOutcomes.filter((o) => o.error === 'ECONNREFUSED').length;
  console.log(
    `burst: ${String(BURST)} sent, ${String(ackedEmails.length)} acknowledged, ${String(cut)} cut by the kill, ` +
      `${String(refused.length)} refused, SIGKILL at ${killedAt.toFixed(0)} ms`,
  );

  // Restart on the same data directory: it must recover and serve, and its outbox must list every mail.
  const restartStarted = performance.now();
  const second = await startServerProcess({ dataDir, port: first.port });
  const restartMs = performance.now() - restartStarted;
  const reader = new BrowserLikeClient(second.baseUrl);
  let mailsListed = 0;
  for (const email of ackedEmails) {
    const response = await reader.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    const entries: unknown = JSON.parse(response.body);
    if (
      Array.isArray(entries) &&
      entries.some(
        (entry: unknown) =>
          typeof entry === 'object' &&
          entry !== null &&
          'template' in entry &&
          entry.template === 'activation',
      )
    ) {
      mailsListed += 1;
    }
  }
  reader.close();
  await second.stop();

  const check = await checkRegistrations(dataDir, members, ackedEmails);
  const emlMissing = check.emlFiles.filter((file) => !existsSync(join(dataDir, 'outbox', file)));
  const report = {
    suite: 'kill9',
    title: 'kill -9 pendant une rafale de 200 inscriptions, puis redémarrage',
    figures: [
      { label: 'Inscriptions envoyées (simultanées)', value: BURST, unit: 'requêtes' },
      {
        label: 'Inscriptions acquittées (2xx) avant le kill -9',
        value: ackedEmails.length,
        unit: 'requêtes',
      },
      { label: 'Requêtes en cours au moment du kill -9', value: inFlightAtKill, unit: 'requêtes' },
      { label: 'Requêtes coupées par le kill -9', value: cut, unit: 'requêtes' },
      {
        label: '… dont connexion refusée (envoyées après la mort du serveur)',
        value: refusedConnections,
        unit: 'requêtes',
      },
      { label: 'Acquittées présentes après redémarrage', value: check.present, unit: 'comptes' },
      {
        label: 'Acquittées perdues',
        value: check.lost.length,
        unit: 'comptes',
        goal: '0',
        ok: check.lost.length === 0,
      },
      {
        label: 'Écritures à moitié faites',
        value: check.halfWritten.length,
        unit: 'comptes ou courriels',
        goal: '0',
        ok: check.halfWritten.length === 0,
      },
      {
        label: 'Jamais validées (coupées avant le commit)',
        value: BURST - check.present - check.committedUnacknowledged,
        unit: 'requêtes',
      },
      {
        label: '… dont reçues par le serveur (connexion établie) au moment du kill',
        value: BURST - check.present - check.committedUnacknowledged - refusedConnections - refused.length,
        unit: 'requêtes',
      },
      {
        label: 'Validées mais non acquittées (réponse coupée)',
        value: check.committedUnacknowledged,
        unit: 'comptes',
      },
      {
        label: "Courriels d'activation listés par /dev/outbox après redémarrage",
        value: mailsListed,
        unit: 'courriels',
      },
      {
        label: 'Fichiers .eml manquants après redémarrage',
        value: emlMissing.length,
        unit: 'fichiers',
        goal: '0',
        ok: emlMissing.length === 0,
      },
      { label: 'Redémarrage jusqu’au service', value: Math.round(restartMs), unit: 'ms' },
    ],
    notes:
      (Number.isNaN(killedAt)
        ? `SIGKILL envoyé après la rafale (seuil de ${String(KILL_AFTER_ACKS)} acquittements jamais atteint). `
        : `SIGKILL envoyé au ${String(KILL_AFTER_ACKS)}e acquittement, ${killedAt.toFixed(0)} ms après le début de la rafale, ${String(inFlightAtKill)} requêtes en cours (les réponses déjà parties arrivent encore). `) +
      `Départs espacés de ${String(STAGGER_MS)} ms (voir STAGGER_MS). ` +
      'Chaque requête vient de son propre client (cookie et jeton anti-falsification obtenus par un GET, adresse source 127.0.x.y distincte). ' +
      'Une écriture est « à moitié faite » quand un compte en attente n’a pas exactement un jeton d’activation valide, pas de courriel dont le lien porte ce jeton, ' +
      'ou quand un courriel d’activation ne correspond à aucun compte.' +
      (refused.length > 0 ? ` Réponses non 2xx : ${refused.map((o) => String(o.status)).join(', ')}.` : ''),
  };
  printFigures(report);
  console.log(`→ ${await writeSuiteReport(report)}`);
  for (const problem of [...check.lost.map((e) => `perdue : ${e}`), ...check.halfWritten, ...emlMissing])
    console.error(problem);
  if (
    mailsListed !== ackedEmails.length ||
    check.lost.length > 0 ||
    check.halfWritten.length > 0 ||
    emlMissing.length > 0
  ) {
    process.exitCode = 1;
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
