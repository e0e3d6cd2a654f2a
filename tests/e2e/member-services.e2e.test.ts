/**
 * The member services (issue 16: « Mes documents », « Mes garanties », « Mes bénéficiaires ») in Chromium
 * against the reference server, for the demo member: PDFs downloaded under their Content-Disposition name
 * and read back, printed in a tab, the beneficiary picker by scope, the accordion of guarantees, the
 * beneficiaries' table, a contract switch reloading each screen and hiding a tab whose feature is off for the
 * new contract, the failure toast. Keyboard only where the member acts; axe-core 0 violations on each screen.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page, Request } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';
import { dismissStartupDialogs, signInThroughApi } from './member-area.support.ts';

let server: ReferenceServer;
let browser: Browser;
let member: OpenedPage;
const requests: Request[] = [];

function apiRequests(path: string): Request[] {
  return requests.filter((request) => new URL(request.url()).pathname === path);
}

async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** Follows a tab of the area's navigation with the keyboard. */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Espace adhérent' }).getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
}

/** Switches contract; the bank-details popup offered for a contract without them is postponed. */
async function switchContract(page: Page, number: string): Promise<void> {
  await page.locator('#contrat-courant').selectOption(number);
  await dismissStartupDialogs(page);
}

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  member = await openPage(browser);
  member.page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request);
  });
  await signInThroughApi(member.page, server.baseUrl);
  await dismissStartupDialogs(member.page);
});

afterAll(async () => {
  await member?.close();
  await browser?.close();
  await server?.stop();
});

describe('member services of the demo member', () => {
  it('« Mes documents »: downloads the card of tiers payant, a real PDF naming the member and the contract', async () => {
    const { page } = member;
    await openTab(page, 'Mes documents');
    await page.getByTestId('member-documents').waitFor();
    expect(await apiRequests('/api/cgdm-svc/ged')[0]?.headerValue('x-contrat-courant')).toBe('1000001-01');
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
      expect.arrayContaining(['Carte de tiers payant', "Attestation d'adhésion", 'Situation contractuelle']),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-services-documents');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger Carte de tiers payant (PDF)' }).focus();
    await page.keyboard.press('Enter');
    const card = await download;
    expect(card.suggestedFilename()).toBe('Carte de tiers payant 1000001-01.pdf');
    const text = await pdfText(card);
    expect(text).toContain('Marie DUPONT'); // the card names each beneficiary by rank, without civility
    expect(text).toContain('1000001-01');
    expect(text).toMatch(/Valable du 01\/01\/\d{4} au 31\/12\/\d{4}/);
  });

  it('« Mes documents »: the attestation of one beneficiary, picked with the keyboard, and a print in a tab', async () => {
    const { page, context } = member;
    const picker = page.locator('#document-Attestation-beneficiaire');
    await picker.focus();
    await page.keyboard.press('End'); // the last option: Léa, youngest
    expect(await picker.inputValue()).toBe('P0010003');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const attestation = await download;
    expect(attestation.suggestedFilename()).toBe("Attestation d'adhésion 1000001-01 Léa Dupont.pdf");
    const text = await pdfText(attestation);
    expect(text).toContain('Mlle Léa DUPONT');
    expect(text).not.toContain('Thomas');

    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Imprimer Situation contractuelle (nouvel onglet)' }).click();
    const printed = await tab;
    expect(printed.url()).toMatch(/^blob:/);
    await printed.close();
  });

  it('« Mes documents »: a contract switch reloads the list (a terminated contract keeps only its situation)', async () => {
    const { page } = member;
    const reloaded = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/cgdm-svc/ged',
    );
    await switchContract(page, '1000001-04');
    expect(await (await reloaded).headerValue('x-contrat-courant')).toBe('1000001-04');
    await expect
      .poll(() => page.getByTestId('member-documents').getByRole('heading', { level: 2 }).allInnerTexts())
      .toEqual(['Situation contractuelle']);
    await switchContract(page, '1000001-01');
  });

  it('« Mes garanties »: one accordion per domain, opened with the keyboard, with formulas and the BR explanation', async () => {
    const { page } = member;
    await openTab(page, 'Mes garanties');
    await expect
      .poll(() => page.getByTestId('guarantees-offer').innerText())
      .toBe('Santé Essentielle Famille');
    const hospital = page.getByRole('button', { name: 'Hospitalisation' });
    const optics = page.getByRole('button', { name: 'Optique' });
    expect(await hospital.getAttribute('aria-expanded')).toBe('true');
    await optics.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => optics.getAttribute('aria-expanded')).toBe('true');
    expect(await hospital.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => page.getByRole('region', { name: 'Optique' }).innerText())
      .toContain('50 € par an');
    expect(await page.getByText('Base de remboursement (BR)').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-services-guarantees');

    // Within 5 minutes, coming back reads the request cache: no new request.
    const before = apiRequests('/api/adherent/garanties').length;
    await openTab(page, 'Mes documents');
    await page.getByTestId('member-documents').waitFor();
    await openTab(page, 'Mes garanties');
    await page.getByTestId('guarantees-offer').waitFor();
    expect(apiRequests('/api/adherent/garanties')).toHaveLength(before);

    await switchContract(page, '1000001-03');
    await expect.poll(() => page.getByTestId('guarantees-offer').innerText()).toBe('Hospitalisation Plus');
    expect(await page.locator('.portal-accordion').count()).toBe(1);
    await switchContract(page, '1000001-01');
  });

  it('« Mes bénéficiaires »: the covered people with the teletransmission refusal and how to add someone', async () => {
    const { page } = member;
    await openTab(page, 'Mes bénéficiaires');
    const table = page.getByTestId('beneficiaries-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    expect(await table.locator('tbody').innerText()).toContain(
      'Refusée : Rattaché à un autre organisme complémentaire',
    );
    expect(await page.getByText(/formulaire d'inscription des bénéficiaires/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'member-services-beneficiaries');
  });

  it('hides « Mes bénéficiaires » for a contract without the feature and leaves its screen', async () => {
    const { page } = member;
    await switchContract(page, '1000001-02');
    const nav = page.getByRole('navigation', { name: 'Espace adhérent' });
    await expect.poll(() => nav.getByRole('link', { name: 'Mes bénéficiaires' }).count()).toBe(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('#/espace');
    expect(await nav.getByRole('link', { name: 'Mes garanties' }).count()).toBe(1);
    await switchContract(page, '1000001-01');
    await expect.poll(() => nav.getByRole('link', { name: 'Mes bénéficiaires' }).count()).toBe(1);
  });

  it("toasts 'Le chargement d'une source de données à échoué (garanties)' when the guarantees fail", async () => {
    const { page } = member;
    await page.route('**/api/adherent/garanties', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await switchContract(page, '1000001-03'); // a contract whose guarantees are not cached
    await openTab(page, 'Mes garanties');
    await expect
      .poll(() => page.locator('.bp6-toast').allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining("Le chargement d'une source de données à échoué (garanties)"),
        ]),
      );
    expect(await page.getByText("Vos garanties n'ont pas pu être chargées.").count()).toBe(1);
    await page.unroute('**/api/adherent/garanties');
  });
});
