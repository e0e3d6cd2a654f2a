/**
 * « Demandes » of the back office (issue 25 §2) in Chromium against its own reference server: Marie Dupont sends a
 * hospital coverage request with a quote through the member API; `gestionnaire@mutuelle.fr` (password + mailed code)
 * finds it at the top of the queue and, with the keyboard only, opens it, takes it, asks for a complement, then
 * accepts it; axe on the queue, the request page and each dialog. Marie's message on « Cotisations » is answered from
 * « Messages » and Marie reads the answer. `consultant@mutuelle.fr` reads the request without any action button.
 * One browser, one page per staff member.
 */
import { readFileSync } from 'node:fs';
import { request } from 'playwright-core';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissStartupDialogs,
  pdfFile,
  removePdfFiles,
  signInStaff,
  signInThroughApi,
  uploadLines,
} from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';

const PASSWORD = 'Portail#2025';
const QUOTE = readFileSync(new URL('../contract/fixtures/rib.pdf', import.meta.url));

let server: ReferenceServer;
let browser: Browser;
let manager: OpenedPage;
let marie: OpenedPage;
let sent: { id: string; reference: string };

/** Runs `act` with Marie Dupont signed in through the member API (anti-forgery and contract headers given). */
async function asMarie<T>(
  baseUrl: string,
  act: (api: APIRequestContext, headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    const form = await api.get('/api/identity/login');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
    const signedIn = await api.post('/api/identity/login', {
      form: { userName: 'demo@mutuelle.fr', password: PASSWORD, _csrf: csrf, callbackUrl: '/' },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(303);
    const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return await act(api, { 'X-XSRF-TOKEN': token, 'X-Contrat-Courant': '1000001-01' });
  } finally {
    await api.dispose();
  }
}

/** Marie Dupont sends a hospital coverage request with a quote, as the portal's form does (member API). */
function marieSendsHospitalCoverage(baseUrl: string): Promise<{ id: string; reference: string }> {
  return asMarie(baseUrl, async (api, headers) => {
    const uploaded = await api.post('/api/upload', {
      headers,
      multipart: { file: { name: 'devis.pdf', mimeType: 'application/pdf', buffer: QUOTE } },
    });
    expect(uploaded.status()).toBe(200);
    const { fileNames } = (await uploaded.json()) as { fileNames: { remoteFileName: string }[] };
    const admission = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const answer = await api.post('/api/adherent/demandes/form', {
      headers,
      data: {
        data: {
          type: 'prise-en-charge-hospitaliere',
          beneficiaire: 'P0010001',
          etablissement: {
            nom: 'Hôpital de la Pitié-Salpêtrière',
            finess: '750100125',
            codePostal: '75013',
            email: 'admissions@hopital.example',
          },
          dateAdmission: admission,
          typeHospitalisation: 'complete',
          devis: fileNames.map((f) => f.remoteFileName),
        },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const { demande } = (await answer.json()) as { demande: { id: string; numero: string } };
    return { id: demande.id, reference: demande.numero };
  });
}

/** Marie Dupont writes to the insurer on « Cotisations » (« Mes demandes » › new message, member API). */
function marieStartsThread(baseUrl: string, texte: string): Promise<string> {
  return asMarie(baseUrl, async (api, headers) => {
    const started = await api.post('/api/adherent/messages/form', {
      headers,
      data: { data: { sujet: 'cotisations', texte, pieces: [] } },
    });
    expect(started.status(), await started.text()).toBe(200);
    return ((await started.json()) as { id: string }).id;
  });
}

/** Presses Tab until `target` has the focus (keyboard only: never a click). */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}

const statusLine = (page: Page) => page.getByLabel('Traitement de la demande');

beforeAll(async () => {
  server = await startReferenceServer();
  sent = await marieSendsHospitalCoverage(server.baseUrl);
  browser = await launchChromium();
  manager = await openPage(browser);
  await signInStaff(manager.page, server.baseUrl, {
    userName: 'gestionnaire@mutuelle.fr',
    password: PASSWORD,
  });
  await manager.page.goto(`${server.baseUrl}/admin/#/demandes`);
  await manager.page.getByRole('heading', { level: 1, name: 'Demandes' }).waitFor();
});

afterAll(async () => {
  await marie?.close();
  await removePdfFiles();
  await manager?.close();
  await browser?.close();
  await server?.stop();
});

describe('back office « Demandes »: the Gestionnaire processes Marie Dupont’s request', () => {
  it('finds it at the top of the queue, with the counts per status, axe-clean', async () => {
    const { page } = manager;
    const first = page.getByTestId('demande-row').first();
    await first.waitFor();
    expect(await first.innerText()).toContain(sent.reference);
    expect(await first.innerText()).toContain('Marie Dupont');
    await page.getByRole('button', { name: /^Envoyée : \d+/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'back-office-demandes-queue');
  });

  it('opens it, takes it, asks for a complement, then accepts it — keyboard only, axe on the page and each dialog', async () => {
    const { page } = manager;
    await tabTo(page, page.getByRole('link', { name: sent.reference }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: new RegExp(sent.reference) }).waitFor();
    const viewer = page
      .getByRole('region', { name: 'Pièces jointes' })
      .getByRole('button', { name: /^Ouvrir .* \(nouvel onglet\)$/ })
      .first();
    await viewer.waitFor();
    const shown = await page.request.get(
      new URL((await viewer.getAttribute('href')) ?? '', server.baseUrl).href,
    );
    expect([shown.status(), shown.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'back-office-demande');

    await tabTo(page, page.getByRole('button', { name: 'Prendre en charge' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => statusLine(page).innerText()).toContain('En cours de traitement');

    await tabTo(page, page.getByRole('button', { name: 'Refuser' }));
    await page.keyboard.press('Enter');
    const refuse = page.getByRole('dialog', { name: 'Refuser la demande ?' });
    await refuse.waitFor();
    await tabTo(page, refuse.getByRole('button', { name: 'Refuser' }));
    await page.keyboard.press('Enter');
    await refuse.getByText('Indiquez le motif du refus', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await refuse.waitFor({ state: 'detached' });

    await tabTo(page, page.getByRole('button', { name: 'Demander un complément' }));
    await page.keyboard.press('Enter');
    const complement = page.getByRole('dialog', { name: "Demander un complément à l'adhérent ?" });
    await complement.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, complement.getByLabel("Message à l'adhérent"));
    await page.keyboard.type('Merci de joindre le devis signé par l’établissement.');
    await tabTo(page, complement.getByRole('button', { name: 'Envoyer la demande de complément' }));
    await page.keyboard.press('Enter');
    await complement.waitFor({ state: 'detached' });
    await expect.poll(() => statusLine(page).innerText()).toContain('Complément demandé');
    await page.getByText('Merci de joindre le devis signé', { exact: false }).first().waitFor();
  });

  it('Marie sees the status, the message and a notification (and a mail), and answers with a document', async () => {
    marie = await openPage(browser);
    const { page } = marie;
    await signInThroughApi(page, server.baseUrl, undefined, `#/espace/demandes/${sent.id}`);
    await dismissStartupDialogs(page);
    await expect
      .poll(() => page.getByTestId('notification-bell').getAttribute('aria-label'))
      .toMatch(/^Notifications, [1-9]\d* notifications? non lues?$/);
    const summary = page.getByTestId('demande-resume');
    await expect.poll(() => summary.innerText()).toContain('Complément demandé');
    await page.getByText('Merci de joindre le devis signé', { exact: false }).first().waitFor();
    const mails = await (
      await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent('demo@mutuelle.fr')}`)
    ).json();
    expect((mails as { subject: string }[]).map((mail) => mail.subject).join('\n')).toContain(
      'votre demande a évolué',
    );

    await page.getByRole('heading', { name: 'Envoyer le complément demandé' }).waitFor();
    await page.getByLabel('Votre message').fill('Voici le devis signé.');
    await page
      .locator(
        '#demande-message-documents input[type=file], [data-testid="demande-message-documents-dropzone"] input[type=file]',
      )
      .first()
      .setInputFiles(await pdfFile('devis-signe.pdf', 30_000));
    await expect
      .poll(() => uploadLines(page, 'demande-message-documents'), { timeout: 10_000 })
      .toMatchObject([{ name: 'devis-signe.pdf', status: 'success' }]);
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect.poll(() => summary.innerText()).toContain('En cours de traitement');
    expect(await axeViolations(page)).toEqual([]);
    // Another member never opens it: tests/security/requests-authorization.security.test.ts.
  });

  it('the manager sees the answer and accepts; Marie downloads the « prise en charge » PDF', async () => {
    const { page } = manager;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: new RegExp(sent.reference) }).waitFor();
    await page.getByText('Voici le devis signé.').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Accepter' }));
    await page.keyboard.press('Enter');
    const accept = page.getByRole('dialog', { name: 'Accepter la demande ?' });
    await accept.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, accept.getByRole('button', { name: 'Accepter' }));
    await page.keyboard.press('Enter');
    await accept.waitFor({ state: 'detached' });
    await expect.poll(() => statusLine(page).innerText()).toContain('Acceptée');

    const member = marie.page;
    await member.reload();
    await expect.poll(() => member.getByTestId('demande-resume').innerText()).toContain('Acceptée');
    const agreement = member.getByRole('link', { name: /prise en charge/i }).first();
    await agreement.waitFor();
    const pdf = await member
      .context()
      .request.get(new URL((await agreement.getAttribute('href')) ?? '', server.baseUrl).href);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(member, 'member-demande-acceptee');

    await tabTo(page, page.getByRole('button', { name: 'Clôturer' }));
    await page.keyboard.press('Enter');
    const close = page.getByRole('dialog', { name: 'Clôturer la demande ?' });
    await close.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await close.waitFor({ state: 'detached' });
    expect(manager.problems).toEqual([]);
  });

  it('answers Marie’s message on « Cotisations » from « Messages »; Marie reads the answer', async () => {
    const question = 'Pourquoi ma cotisation a-t-elle augmenté cette année ?';
    const answer = 'Votre cotisation suit l’indice annuel de votre offre.';
    const threadId = await marieStartsThread(server.baseUrl, question);
    const { page } = manager;
    await page.goto(`${server.baseUrl}/admin/#/demandes/messages`);
    await page.getByRole('heading', { level: 1, name: 'Messages des adhérents' }).waitFor();
    const row = page.getByTestId('discussion-row').first();
    await expect.poll(() => row.innerText()).toContain('En attente de réponse');
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: 'Cotisations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message « Cotisations » de Marie Dupont' }).waitFor();
    await page.getByText(question).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Réponse à l'adhérent").fill(answer);
    await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByRole('region', { name: 'Conversation' }).getByText(answer).waitFor();
    expect(manager.problems).toEqual([]);

    const member = marie.page;
    await member.goto(`${server.baseUrl}/#/espace/demandes/messages/${threadId}`);
    await member.getByText(answer).waitFor();
    expect(await axeViolations(member)).toEqual([]);
  });
});

describe('back office « Demandes »: the Consultant', () => {
  it('reads the request without any action button', async () => {
    const consultant = await openPage(browser);
    try {
      const { page } = consultant;
      await signInStaff(page, server.baseUrl, { userName: 'consultant@mutuelle.fr', password: PASSWORD });
      await page.goto(`${server.baseUrl}/admin/#/demandes/${sent.id}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(sent.reference) }).waitFor();
      expect(await page.getByRole('group', { name: 'Actions' }).count()).toBe(0);
      for (const name of ['Prendre en charge', 'Demander un complément', 'Accepter', 'Refuser', 'Clôturer'])
        expect(await page.getByRole('button', { name }).count()).toBe(0);
    } finally {
      await consultant.close();
    }
  });
});
