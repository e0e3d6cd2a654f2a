/**
 * « Mes prestations » (issue 26, part 2) in Chromium against the shared reference server (read-only): the demo
 * member reads one IJ payment of her sick leave (provident contract) and opens its statement (a real PDF in a
 * tab); the large member's tiers-payant list (≥ 2,000 payments) comes page by page. axe-core on each view.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { sharedReferenceServer } from './support/shared-server.ts';
import { dismissStartupDialogs, signInThroughApi } from './member-area.support.ts';

const LARGE_MEMBER = Object.freeze({ userName: 'grand.compte@mutuelle.fr', password: 'Portail#2025' });
const PRINT = '/api/v2/adherent/prestations/print';
const TIERS_PAYANT = '/api/v2/adherent/prestations/tiers-payant';

const server = sharedReferenceServer();
let browser: Browser;
let member: OpenedPage;

beforeAll(async () => {
  browser = await launchChromium();
  member = await openPage(browser);
}, 150_000);

afterAll(async () => {
  await member?.close();
  await browser?.close();
});

describe('« Mes prestations » of the demo member', () => {
  it('reads one IJ payment of her sick leave and opens its statement (PDF) in a new tab', async () => {
    const { page, context } = member;
    await signInThroughApi(page, server.baseUrl);
    await dismissStartupDialogs(page);
    await page.getByRole('link', { name: 'Mes prestations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mes prestations' }).waitFor();
    // The health contract opens on « Tiers payant »; the provident one on « Prévoyance ».
    await page.getByTestId('tiers-payant-table').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#contrat-courant').selectOption('1000001-02');
    await page.getByRole('heading', { name: 'Arrêt de travail du 02/03/2026 au 15/05/2026' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Prévoyance' }).getAttribute('aria-selected')).toBe('true');
    const payment = page.getByTestId('prevoyance-payment').filter({ hasText: '08/04/2026' });
    const cells = (await payment.locator('td').allInnerTexts()).map((text) => text.replace(/\s/g, ' '));
    expect(cells.slice(0, 8)).toEqual([
      '08/04/2026',
      'Indemnités journalières Indemnités journalières — arrêt maladie',
      'du 05/03/2026 au 31/03/2026',
      '27',
      '45,12 €',
      '1 218,24 €',
      '81,62 €',
      '1 136,62 €',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    const tab = context.waitForEvent('page');
    const pdf = page.waitForResponse((response) => new URL(response.url()).pathname === PRINT);
    await payment.getByRole('button', { name: /relevé du versement du 08\/04\/2026/ }).click();
    const answer = await pdf;
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(new URL(answer.url()).searchParams.get('document')).toBe('RelevePrestationPrevoyance');
    // The same statement fetched again with the session: a real PDF.
    const again = await context.request.get(answer.url(), { headers: { 'x-contrat-courant': '1000001-02' } });
    expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const printed = await tab;
    expect(printed.url()).toMatch(/^blob:/);
    await printed.close();
    expect(member.problems).toEqual([]);
  });
});

describe('« Mes prestations » of the large member', () => {
  it('pages the tiers-payant payments server-side, 25 at a time', async () => {
    const large = await openPage(browser);
    try {
      const { page } = large;
      const pages: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === TIERS_PAYANT) pages.push(request.url());
      });
      await signInThroughApi(page, server.baseUrl, LARGE_MEMBER, '#/espace/prestations');
      await dismissStartupDialogs(page);
      const rows = page.getByTestId('tiers-payant-table').locator('tbody tr');
      await page.getByTestId('tiers-payant-table').waitFor();
      expect(await rows.count()).toBe(25);
      await page.getByRole('button', { name: 'Afficher plus de paiements' }).click();
      await expect.poll(() => rows.count()).toBe(50);
      expect(new URL(pages.at(-1) ?? '').searchParams.get('apres')).not.toBeNull();
      expect(await page.getByTestId('tiers-payant-count').innerText()).toMatch(
        /^50 paiements affichés \(.+\), d'autres sont disponibles\.$/,
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(large.problems).toEqual([]);
    } finally {
      await large.close();
    }
  });
});
