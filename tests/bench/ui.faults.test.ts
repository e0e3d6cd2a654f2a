/**
 * The UI under faults, in Debian's Chromium against the reference server running as its own process (so it
 * can be killed and restarted on the same port and data directory while the page stays open):
 * 1. the registration form is submitted while the backend dies (SIGKILL as the request leaves): every typed
 *    value is kept and 'Impossible de se connecter au serveur' is shown; backend back → the same form is
 *    resubmitted and the activation mail is in the outbox;
 * 2. uploads: the server's fault switch fails every attempt (first try + the automatic retries) → the error
 *    and 'Téléverser à nouveau' → success; then an upload cut mid-flight by killing the backend → error →
 *    backend back → retry succeeds, and the supporting documents are sent.
 * Figures: .data/reports/ui-faults.json. Run alone with `npm run bench:ui-faults`, and in `npm test` (a11y step).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from '../e2e/support/browser.ts';
import type { OpenedPage } from '../e2e/support/browser.ts';
import { e2eUiDist } from '../e2e/support/reference-server.ts';
import { writeSuiteReport } from './support/bench-report.ts';
import { announced, label, registerValues } from './support/register-form.ts';
import type { ReportFigure } from './support/bench-report.ts';
import { startServerProcess } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';
import {
  armUploadFault,
  dismissStartupDialogs,
  pdfFile,
  signIn,
  throttleUploads,
  uploadLines,
} from '../e2e/member-area.support.ts';

const OFFLINE_MESSAGE = 'Impossible de se connecter au serveur';
/** Seeded member M002 without an account (server/src/db/seeds/core.seed.ts). */
const JEAN = {
  numeroContrat: '1000002',
  nom: 'Martin',
  prenom: 'Jean',
  naissance: '14021979',
  naissanceAffichee: '14/02/1979',
  codePostal: '69003',
  email: 'jean.martin@example.fr',
  iban: '4521',
  password: 'Portail#2026',
};

let dataDir: string;
let server: ServerProcess;
let browser: Browser;
const figures: ReportFigure[] = [];
const notes: string[] = [];

async function start(port?: number): Promise<ServerProcess> {
  return startServerProcess({
    dataDir,
    ...(port === undefined ? {} : { port }),
    env: { UI_DIST: e2eUiDist() },
  });
}

/** Brings the (killed) backend back on the same port and data directory; resolves with the time it took. */
async function restart(): Promise<number> {
  const startedAt = performance.now();
  server = await start(server.port);
  return performance.now() - startedAt;
}

async function serving(): Promise<boolean> {
  try {
    return (await fetch(`${server.baseUrl}/api/config/portal`)).ok;
  } catch (error: unknown) {
    if (error instanceof TypeError) return false; // connection refused
    throw error;
  }
}

async function outboxTemplates(recipient: string): Promise<string[]> {
  const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
  const messages: unknown = await response.json();
  if (!Array.isArray(messages)) throw new Error('outbox.json is not a list');
  return messages.map((message: unknown) =>
    typeof message === 'object' && message !== null && 'template' in message ? String(message.template) : '',
  );
}

async function partialUploads(): Promise<string[]> {
  const names = await readdir(join(dataDir, 'uploads')).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => name.endsWith('.part'));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portail-ui-faults-'));
  server = await start();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await writeSuiteReport({
    suite: 'ui-faults',
    title: 'Interface sous pannes (Chromium) : serveur arrêté pendant un envoi, téléversement coupé',
    figures,
    notes: notes.join(' '),
  });
});

describe('UI under faults in Chromium', () => {
  it('keeps every typed value when the backend dies during a registration, and resubmits once it is back', async () => {
    const opened: OpenedPage = await openPage(browser);
    const { page } = opened;
    try {
      await page.goto(`${server.baseUrl}/#/register`);
      await page.getByLabel("Numéro d'adhérent").fill(JEAN.numeroContrat);
      await page.getByLabel(label('Nom')).fill(JEAN.nom);
      await page.getByLabel(label('Prénom')).fill(JEAN.prenom);
      await page.getByLabel('Date de naissance').pressSequentially(JEAN.naissance);
      await page.getByLabel('Code postal').fill(JEAN.codePostal);
      await page.getByLabel('Identifiant (adresse e-mail)').fill(JEAN.email);
      await page.getByLabel('4 derniers caractères de votre IBAN').fill(JEAN.iban);
      await page.getByLabel(label('Mot de passe')).fill(JEAN.password);
      await page.getByLabel('Confirmation du mot de passe').fill(JEAN.password);
      const terms = page.getByRole('checkbox', { name: /conditions générales d'utilisation/ });
      await terms.focus();
      await page.keyboard.press('Space');
      const typed = await registerValues(page);
      expect(typed).toEqual({
        numeroContrat: JEAN.numeroContrat,
        nom: JEAN.nom,
        prenom: JEAN.prenom,
        dateNaissance: JEAN.naissanceAffichee,
        codePostal: JEAN.codePostal,
        email: JEAN.email,
        iban: JEAN.iban,
        password: JEAN.password,
        confirmPassword: JEAN.password,
        cgu: true,
      });

      // The backend dies as the registration leaves the browser.
      let killing: Promise<void> | undefined;
      page.on('request', (request) => {
        if (killing === undefined && request.url().endsWith('/api/identity/register')) {
          killing = server.kill('SIGKILL');
        }
      });
      await page.getByRole('button', { name: 'Valider' }).click();
      await expect.poll(() => killing !== undefined).toBe(true);
      await killing;
      await expect.poll(() => announced(page), { timeout: 15_000 }).toContain(OFFLINE_MESSAGE);
      const kept = await registerValues(page);
      expect(kept).toEqual(typed);
      expect(await page.locator('main h1').textContent()).toBe('Créer mon espace');
      const keptCount = Object.keys(typed).filter((key) => kept[key] === typed[key]).length;

      const restartMs = await restart();
      const registered = page.waitForResponse((response) =>
        response.url().endsWith('/api/identity/register'),
      );
      await page.getByRole('button', { name: 'Valider' }).click();
      expect((await registered).status()).toBe(202);
      const demat = page.getByRole('dialog', { name: 'Passez au zéro papier' });
      await demat.waitFor();
      await demat.getByRole('button', { name: 'Continuer' }).click();
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Consultez votre messagerie');
      await expect.poll(() => outboxTemplates(JEAN.email), { timeout: 15_000 }).toContain('activation');

      figures.push(
        {
          label: 'Formulaire d’inscription : valeurs conservées après la coupure',
          value: `${String(keptCount)} / ${String(Object.keys(typed).length)}`,
          unit: 'champs',
          goal: 'toutes',
          ok: keptCount === Object.keys(typed).length,
        },
        { label: `Message « ${OFFLINE_MESSAGE} » affiché`, value: 'oui', unit: '', goal: 'oui', ok: true },
        {
          label: 'Nouvel envoi après le retour du serveur',
          value: 'réussi (202, courriel d’activation)',
          unit: '',
          goal: 'réussi',
          ok: true,
        },
        { label: 'Redémarrage du serveur (kill -9 puis service)', value: Math.round(restartMs), unit: 'ms' },
      );
    } finally {
      await opened.close();
    }
  });

  it('shows an upload failed by the fault switch, then a mid-flight cut, and retries both successfully', async () => {
    if (!(await serving())) await restart(); // the previous test may have failed with the backend down
    const opened = await openPage(browser);
    const { page, context } = opened;
    try {
      await signIn(page, server.baseUrl);
      await dismissStartupDialogs(page);
      await page.goto(`${server.baseUrl}/#/espace/justificatifs`);
      await page.getByRole('heading', { name: 'Envoyer des justificatifs' }).waitFor();
      const input = page.locator('input[type=file]');
      const rows = () => uploadLines(page, 'justificatifs');

      // 1. Fault switch: the first try and its 3 automatic retries answer 500.
      await armUploadFault(server.baseUrl, 4);
      await input.setInputFiles(await pdfFile('attestation.pdf', 60_000));
      await expect
        .poll(rows, { timeout: 30_000 })
        .toEqual([{ name: 'attestation.pdf', status: 'error', progress: null }]);
      const failureShown = await page.locator('.portal-upload-item-failure').innerText();
      expect(failureShown).toContain("Une erreur s'est produite");
      const retry = page.getByRole('button', { name: 'Téléverser à nouveau attestation.pdf' });
      await retry.click();
      await expect
        .poll(rows, { timeout: 15_000 })
        .toEqual([{ name: 'attestation.pdf', status: 'success', progress: null }]);

      // 2. A 3 Mo upload throttled to 256 ko/s, cut by killing the backend once it is under way.
      await throttleUploads(context, page, 256 * 1024);
      await input.setInputFiles(await pdfFile('facture.pdf', 3 * 1024 * 1024));
      await expect
        .poll(async () => (await rows()).find((row) => row.name === 'facture.pdf')?.progress ?? 0, {
          timeout: 20_000,
        })
        .toBeGreaterThanOrEqual(10);
      await server.kill('SIGKILL');
      await expect
        .poll(async () => (await rows()).find((row) => row.name === 'facture.pdf')?.status, {
          timeout: 30_000,
        })
        .toBe('error');
      const partialsAfterCut = await partialUploads();
      const restartMs = await restart();
      await throttleUploads(context, page, -1);
      await page.getByRole('button', { name: 'Téléverser à nouveau facture.pdf' }).click();
      await expect
        .poll(async () => (await rows()).find((row) => row.name === 'facture.pdf')?.status, {
          timeout: 30_000,
        })
        .toBe('success');

      const sent = page.waitForResponse((response) => response.url().includes('/api/forms/'));
      await page.getByRole('button', { name: 'Valider' }).click();
      expect((await sent).ok()).toBe(true);
      const body: unknown = (await sent).request().postDataJSON();
      expect(JSON.stringify(body)).toContain('facture.pdf');
      expect(JSON.stringify(body)).toContain('attestation.pdf');

      figures.push(
        {
          label: 'Téléversement en échec par l’interrupteur de panne (1 essai + 3 reprises automatiques)',
          value: 'erreur affichée, puis « Téléverser à nouveau » réussi',
          unit: '',
          goal: 'reprise réussie',
          ok: true,
        },
        {
          label: 'Téléversement coupé en vol (kill -9 du serveur à ≥ 10 %)',
          value: 'erreur affichée, puis reprise réussie après redémarrage',
          unit: '',
          goal: 'reprise réussie',
          ok: true,
        },
        {
          label: 'Fichiers partiels (.part) laissés dans uploads/ par la coupure',
          value: partialsAfterCut.length,
          unit: 'fichiers',
        },
        { label: 'Redémarrage du serveur après la coupure', value: Math.round(restartMs), unit: 'ms' },
      );
      notes.push(
        `Message d’échec montré pour l’interrupteur de panne : « ${failureShown.trim()} ».`,
        'Le serveur est un processus à part (tests/bench/support/server-process.ts), tué par SIGKILL et relancé sur le même port et le même répertoire de données, la page restant ouverte.',
      );
    } finally {
      await opened.close();
    }
  });
});
