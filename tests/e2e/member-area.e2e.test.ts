/**
 * The logged-in area (issue 6) in Chromium against the reference server: the guard and the login round
 * trip, the consent dialog, the bank-details popup (invalid then valid IBAN, RIB uploaded in manual mode,
 * success toast, acknowledgement mail), the information popup and its cookie, the courriers list on the
 * generic resource layer (cache, export, print) with a contract switch carrying X-Contrat-Courant, the care
 * networks opened with a fresh token, the demat popup, logout, the no-contract notice of a back-end user and
 * the static error modal of a contracts 503. axe-core on the shell and every dialog; screenshots in
 * tests/e2e/screenshots.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  dismissStartupDialogs,
  openDialog,
  outboxSubjects,
  pdfFile,
  removePdfFiles,
  signIn,
  signInStaff,
  uploadLines,
} from './member-area.support.ts';

const VALID_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const WRONG_KEY_IBAN = 'FR76 3000 6000 0112 3456 7890 188';

let server: ReferenceServer;
let browser: Browser;
let member: OpenedPage;
/** Every API request the member's page sent, in order. */
const requests: Request[] = [];

function apiRequests(path: string): Request[] {
  return requests.filter((request) => new URL(request.url()).pathname === path);
}

function toast(page: Page, text: string) {
  return page.locator('.bp6-toast', { hasText: text });
}

async function dialogTitle(page: Page): Promise<string> {
  return (await openDialog(page).locator('h2').innerText()).trim();
}

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  member = await openPage(browser);
  member.page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request);
  });
});

afterAll(async () => {
  await member?.close();
  await browser?.close();
  await server?.stop();
  await removePdfFiles();
});

describe('member area: the demo member meets every dialog', () => {
  it('sends a visitor to the login page with the callback to the area, and back after sign-in', async () => {
    const { page } = member;
    await signIn(page, server.baseUrl);
    expect(new URL(page.url()).hash).toBe('#/espace');
    await expect.poll(() => page.getByTestId('member-name').textContent()).toBe('Marie Dupont');
    // Who is signed in comes with each page (nobody, then the member): the area never asks it as it opens.
    expect(apiRequests('/api/identity/current-user')).toEqual([]);
  });

  it('asks for the pending consents with Refuser / Accepter and its CMS block', async () => {
    const { page } = member;
    await expect.poll(() => dialogTitle(page)).toBe('Vos consentements');
    await expect.poll(() => openDialog(page).getByRole('button', { name: 'Accepter' }).count()).toBe(2);
    expect(await openDialog(page).innerText()).toContain('Nous souhaitons recueillir votre accord');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-area-consent-dialog');

    const first = page.waitForRequest('**/api/forms/consentement/form');
    await openDialog(page).getByRole('button', { name: 'Accepter' }).first().click();
    expect((await first).postDataJSON()).toEqual({
      data: { nomConsentement: 'newsletter', isAccepted: true },
    });
    await toast(page, 'Nous avons bien pris en compte votre consentement.').first().waitFor();
    const second = page.waitForRequest('**/api/forms/consentement/form');
    await openDialog(page).getByRole('button', { name: 'Refuser' }).click();
    expect((await second).postDataJSON()).toEqual({
      data: { nomConsentement: 'partage-reseaux-soins', isAccepted: false },
    });
  });

  it('refuses an invalid IBAN, then sends valid bank details with the RIB required in manual mode', async () => {
    const { page } = member;
    // One start-up dialog per sign-in (issue 22 #16): the consents came first; the home offers the bank details.
    await expect.poll(() => openDialog(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Renseigner mes coordonnées bancaires' }).click();
    await expect
      .poll(() => dialogTitle(page))
      .toBe('Vos coordonnées bancaires pour le versement de vos prestations');
    const dialog = openDialog(page);
    expect(await dialog.innerText()).toContain("Merci de saisir entièrement les 27 caractères de l'IBAN.");
    expect(await dialog.getByRole('button', { name: 'Annuler' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('Titulaire du compte').fill('Marie Dupont');
    await dialog.getByLabel('IBAN').fill(WRONG_KEY_IBAN.toLowerCase());
    await dialog.getByLabel('BIC').fill('agrifrpp');
    expect(await dialog.getByLabel('IBAN').inputValue()).toBe('FR7630006000011234567890188');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await dialog.getByText('Merci de renseigner toutes les données obligatoires.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('coordonnees-bancaires-iban');
    expect(await dialog.locator('.portal-field-error').allInnerTexts()).toEqual([
      "La clé de contrôle de l'IBAN est incorrecte. Merci de vérifier votre saisie.",
      'Merci de joindre le document demandé.',
    ]);
    expect(apiRequests('/api/adherent/modalite-paiement-prestation/form')).toHaveLength(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-area-bank-details-invalid-iban');

    await dialog.getByLabel('IBAN').fill(VALID_IBAN);
    await dialog.locator('input[type=file]').setInputFiles(await pdfFile('rib.pdf', 40_000));
    await expect
      .poll(() => uploadLines(page, 'coordonnees-bancaires-rib'))
      .toEqual([{ name: 'rib.pdf', status: 'success', progress: null }]);
    await screenshot(page, 'member-area-bank-details-rib-uploaded');
    const sent = page.waitForRequest('**/api/adherent/modalite-paiement-prestation/form');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    const body: unknown = (await sent).postDataJSON();
    expect(body).toMatchObject({
      data: {
        titulaire: 'Marie Dupont',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
        rib: [{ localFileName: 'rib.pdf', inputName: 'rib' }],
        contrat: { numContrat: '1000001-01', hadRib: false },
      },
    });
    await toast(
      page,
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Vous recevrez un e-mail de confirmation.',
    ).waitFor();
    await expect
      .poll(() => outboxSubjects(server.baseUrl, DEMO_MEMBER.userName))
      .toContain('Votre demande de modification de coordonnées bancaires');
  });

  it("shows the information popup until 'Ne plus afficher ce message.' is ticked (cookie for 365 days)", async () => {
    const { page, context } = member;
    // Nothing more important is due at the next start: the news popup is the start-up dialog.
    await page.reload();
    await expect.poll(() => dialogTitle(page)).toBe('Nouveau : vos remboursements en temps réel');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-area-information-popup');
    await openDialog(page).getByText('Ne plus afficher ce message.').click();
    await openDialog(page).getByRole('button', { name: 'Fermer' }).last().click();
    await expect.poll(() => openDialog(page).count()).toBe(0);
    const cookie = (await context.cookies()).find(
      (candidate) => candidate.name === 'portail_popup_cms_cms-popup-information',
    );
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  it('shows the shell: the member, the contract selector, no missing bank details any more', async () => {
    const { page } = member;
    expect(await page.locator('#contrat-courant option').allInnerTexts()).toEqual([
      '1000001-01 - Santé Essentielle Famille',
      '1000001-02 - Prévoyance Sérénité [En instance]',
      '1000001-03 - Hospitalisation Plus [Suspendu]',
      '1000001-04 - Santé Jeunes Actifs [Résilié]',
    ]);
    expect(await page.getByRole('button', { name: 'Renseigner mes coordonnées bancaires' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-area-home');
  });

  it('lists the letters of the current contract, and those of the new one after a switch', async () => {
    const { page } = member;
    await page.getByRole('link', { name: 'Mes courriers' }).first().click();
    await page.getByTestId('courriers-table').waitFor();
    // The home's unread count asks the same list (one request cache, 5 min): every ask so far is the current contract's.
    const firstList = apiRequests('/api/adherent/courriers');
    expect(firstList.length).toBeGreaterThanOrEqual(1);
    for (const request of firstList)
      expect(await request.headerValue('x-contrat-courant')).toBe('1000001-01');
    expect(await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).toContain(
      'Relevé de remboursements — février 2025',
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-area-courriers');

    const switched = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/adherent/courriers',
    );
    await page.locator('#contrat-courant').selectOption('1000001-02');
    expect(await (await switched).headerValue('x-contrat-courant')).toBe('1000001-02');
    await expect
      .poll(() => page.locator('tbody tr td:nth-child(2)').allInnerTexts())
      .toEqual(['Situation contractuelle — Prévoyance Sérénité']);
    await screenshot(page, 'member-area-courriers-after-switch');
  });

  it('keeps the list 5 minutes: back on the screen, no new request', async () => {
    const { page } = member;
    const before = apiRequests('/api/adherent/courriers').length;
    await page.getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('link', { name: 'Mes courriers' }).first().click();
    await page.getByTestId('courriers-table').waitFor();
    expect(apiRequests('/api/adherent/courriers')).toHaveLength(before);
  });

  it('exports the list under the Content-Disposition filename and prints it in a new tab', async () => {
    const { page, context } = member;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter la liste' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Relevé des courriers \d{4}-\d{2}-\d{2}\.pdf$/);
    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: /Imprimer la liste/ }).click();
    const printed = await tab;
    expect(printed.url()).toMatch(/^blob:/);
    await printed.close();
  });

  it('opens a care network with a fresh token (auto-submitted form with API_KEY and NUM_OMC)', async () => {
    const { page, context } = member;
    await page.getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('button', { name: 'Découvrir nos réseaux de soins' }).click();
    await expect.poll(() => dialogTitle(page)).toBe('Nos réseaux de soins partenaires');
    await openDialog(page)
      .getByRole('button', { name: /Optique Horizon/ })
      .waitFor();
    expect(await openDialog(page).locator('img.member-care-network-cover').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-area-care-networks');
    const partner = context.waitForEvent('page');
    await openDialog(page)
      .getByRole('button', { name: /Optique Horizon/ })
      .click();
    const partnerPage = await partner;
    await partnerPage.waitForLoadState();
    expect(partnerPage.url()).toBe(`${server.baseUrl}/dev/reseaux-soins/accueil`);
    expect(await partnerPage.locator('h1').innerText()).toBe('Bienvenue sur Optique Horizon');
    expect(apiRequests('/api/identity/sctoken/create')).toHaveLength(1);
    await partnerPage.close();
    await openDialog(page).getByRole('button', { name: 'Fermer' }).last().click();
  });

  it('shows the dematerialisation popup', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'En savoir plus sur le zéro papier' }).click();
    await expect.poll(() => dialogTitle(page)).toBe('Passez au zéro papier');
    expect(await openDialog(page).getByText('Ne plus afficher ce message.').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-area-demat-popup');
    await openDialog(page).getByRole('button', { name: 'Fermer' }).last().click();
  });

  it('logs out to the logoutUrl; the area asks for the login again', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    const response = await page.request.get(`${server.baseUrl}/api/identity/current-user`);
    expect(response.status()).toBe(401);
  });
});

describe('member area: failures', () => {
  it('sends a back-end user without contract to the admin area once the no-contract notice is closed', async () => {
    const admin = await openPage(browser);
    try {
      await signInStaff(admin.page, server.baseUrl, DEMO_ADMIN, '#/espace');
      await expect.poll(() => dialogTitle(admin.page)).toBe('0 contrat');
      expect(await openDialog(admin.page).innerText()).toContain("l'espace d'administration");
      expect(await axeViolations(admin.page)).toEqual([]);
      await screenshot(admin.page, 'member-area-no-contract-notice');
      await admin.page.waitForTimeout(4000);
      expect(await dialogTitle(admin.page)).toBe('0 contrat'); // no time limit: the notice waits for the user
      await openDialog(admin.page).getByRole('button', { name: 'Continuer' }).click();
      await admin.page.waitForURL(`${server.baseUrl}/admin/`);
      await admin.page.getByRole('heading', { name: 'Accueil du back office' }).waitFor();
      expect(await axeViolations(admin.page)).toEqual([]);
      await admin.page.getByRole('button', { name: 'Se déconnecter' }).click();
      await admin.page.waitForURL((url) => url.pathname === '/');
      const me = await admin.page.context().request.get(`${server.baseUrl}/api/identity/current-user`);
      expect(me.status()).toBe(401);
    } finally {
      await admin.close();
    }
  });

  it('shows the error body of a contracts 503 in the static error modal, and loads again on retry', async () => {
    const opened = await openPage(browser);
    const { page } = opened;
    try {
      await page.route('**/api/adherent/contrats', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Maintenance de la gestion des contrats jusqu’à 14 h.' }),
        }),
      );
      await signIn(page, server.baseUrl);
      await expect.poll(() => dialogTitle(page)).toBe('Vos contrats sont momentanément indisponibles');
      expect(await openDialog(page).innerText()).toContain(
        'Maintenance de la gestion des contrats jusqu’à 14 h.',
      );
      expect(new URL(page.url()).hash).toBe('#/espace');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'member-area-contracts-error');
      await page.unroute('**/api/adherent/contrats');
      await openDialog(page).getByRole('button', { name: 'Réessayer' }).click();
      await dismissStartupDialogs(page);
      expect(await page.locator('#contrat-courant option').count()).toBe(4);
    } finally {
      await opened.close();
    }
  });
});

describe('member area: small screens', () => {
  it('reflows at 360 px without horizontal scrolling, with no axe violation', async () => {
    const small = await openPage(browser, { width: 360, height: 780 });
    try {
      await signIn(small.page, server.baseUrl);
      await dismissStartupDialogs(small.page);
      for (const hash of ['#/espace', '#/espace/courriers', '#/espace/justificatifs']) {
        await small.page.goto(`${server.baseUrl}/${hash}`);
        await small.page.getByTestId('member-area').waitFor();
        await small.page.locator('main h1').waitFor();
        // The page never scrolls sideways; a wide table scrolls inside its own focusable region.
        expect(
          await small.page.evaluate(() => document.documentElement.scrollWidth),
          hash,
        ).toBeLessThanOrEqual(360);
        expect(await axeViolations(small.page)).toEqual([]);
        await screenshot(small.page, `member-area-360-${hash.split('/').at(-1) ?? 'espace'}`);
      }
    } finally {
      await small.close();
    }
  });
});
