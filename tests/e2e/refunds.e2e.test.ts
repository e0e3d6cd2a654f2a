/**
 * « Mes remboursements » (issue 16, part 1) in Chromium against the reference server: the demo member's list
 * (French amounts, statuses and a rejection reason), the 12-month chart and its table alternative, filters by
 * keyboard only, « Afficher plus » pages, the CSV download and the PDF statement in a tab, a contract switch;
 * then the large member (≥ 20,000 acts) whose screen only ever holds the pages asked for. axe-core on each.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { sharedReferenceServer } from './support/shared-server.ts';
import { screenshot } from './support/screenshots.ts';
import { dismissStartupDialogs, signInThroughApi } from './member-area.support.ts';

const LARGE_MEMBER = Object.freeze({ userName: 'grand.compte@mutuelle.fr', password: 'Portail#2025' });
const LIST = '/api/v1/adherent/remboursements';
const AMOUNT = /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/;

const server = sharedReferenceServer();
let browser: Browser;
let member: OpenedPage;
const requests: Request[] = [];

function listRequests(): Request[] {
  return requests.filter((request) => new URL(request.url()).pathname === LIST);
}

beforeAll(async () => {
  browser = await launchChromium();
  member = await openPage(browser);
  member.page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request);
  });
}, 150_000);

afterAll(async () => {
  await member?.close();
  await browser?.close();
});

describe('« Mes remboursements » of the demo member', () => {
  it('shows the newest acts with French amounts, statuses and the chart with its data table', async () => {
    const { page } = member;
    await signInThroughApi(page, server.baseUrl);
    await dismissStartupDialogs(page);
    await page.getByRole('link', { name: 'Mes remboursements' }).click();
    await page.getByTestId('refunds-table').waitFor();
    const rows = page.getByTestId('refunds-table').locator('tbody tr');
    expect(await rows.count()).toBe(25);
    expect(await page.getByTestId('refunds-count').innerText()).toBe(
      "25 remboursements affichés, d'autres sont disponibles.",
    );
    const firstAmount = await rows.first().locator('td').nth(3).innerText();
    expect(firstAmount).toMatch(AMOUNT);
    await page.locator('.refunds-chart-canvas canvas').first().waitFor();
    await page.getByText('Afficher les données du graphique en tableau').click();
    expect(await page.getByTestId('refunds-months-table').locator('tbody tr').count()).toBe(12);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'refunds-demo-member');
  });

  it('filters by keyboard only: rejected acts show their reason', async () => {
    const { page } = member;
    await page.locator('#refunds-status').focus();
    await page.keyboard.press('End'); // last option: « Rejeté »
    await page.locator('#refunds-status').press('Enter');
    await expect.poll(() => page.locator('#refunds-status').inputValue()).toBe('rejete');
    await page.getByRole('button', { name: 'Filtrer' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('refunds-table').locator('tbody .refunds-status').allInnerTexts())
      .toSatisfy((labels: string[]) => labels.length > 0 && labels.every((label) => label === 'Rejeté'));
    expect(await page.locator('.refunds-reason').first().innerText()).toMatch(/^Motif : .+/);
    expect(new URL(listRequests().at(-1)?.url() ?? '').searchParams.get('statut')).toBe('rejete');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses a reversed period with a linked error, then clears the filters', async () => {
    const { page } = member;
    await page.locator('#refunds-from').fill('2026-06-01');
    await page.locator('#refunds-to').fill('2026-01-01');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const error = page
      .getByRole('alert')
      .filter({ hasText: 'La date de début doit précéder la date de fin.' });
    await error.waitFor();
    expect(await page.locator('#refunds-from').getAttribute('aria-describedby')).toBe('refunds-date-error');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect.poll(() => page.getByTestId('refunds-table').locator('tbody tr').count()).toBe(25);
  });

  it('adds the next page with « Afficher plus », keeping what is shown', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Afficher plus de remboursements' }).click();
    await expect.poll(() => page.getByTestId('refunds-table').locator('tbody tr').count()).toBe(50);
    expect(new URL(listRequests().at(-1)?.url() ?? '').searchParams.get('apres')).not.toBeNull();
  });

  it('downloads the CSV under its name and opens the PDF statement in a new tab', async () => {
    const { page, context } = member;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^Remboursements 1000001-01 \d{4}-\d{2}-\d{2}\.csv$/,
    );
    const tab = context.waitForEvent('page');
    const pdf = page.waitForResponse((response) => new URL(response.url()).pathname === `${LIST}/print`);
    await page.getByRole('button', { name: /Relevé de remboursements \(PDF\)/ }).click();
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    const printed = await tab;
    expect(printed.url()).toMatch(/^blob:/);
    await printed.close();
  });

  it('reloads for the contract chosen in the selector; the prévoyance one has no « Type de soins » filter', async () => {
    const { page } = member;
    expect(await page.getByLabel('Type de soins', { exact: true }).count()).toBe(1);
    const switched = page.waitForRequest((request) => new URL(request.url()).pathname === LIST);
    await page.locator('#contrat-courant').selectOption('1000001-02');
    expect(await (await switched).headerValue('x-contrat-courant')).toBe('1000001-02');
    await expect
      .poll(() => page.getByTestId('refunds-table').locator('tbody td:nth-child(2)').allInnerTexts())
      .toSatisfy((names: string[]) => names.length > 0 && names.every((name) => name === 'Marie Dupont'));
    expect(await page.getByLabel('Type de soins', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Statut', { exact: true }).count()).toBe(1);
    expect(member.problems).toEqual([]);
  });

  it('still shows the refunds of a terminated (« Résilié ») contract: the history is still the member’s', async () => {
    const { page } = member;
    const switched = page.waitForRequest((request) => new URL(request.url()).pathname === LIST);
    await page.locator('#contrat-courant').selectOption('1000001-04');
    expect(await (await switched).headerValue('x-contrat-courant')).toBe('1000001-04');
    await page.getByRole('heading', { level: 1, name: 'Mes remboursements' }).waitFor();
    expect(await page.getByTestId('refunds-unavailable').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Mes remboursements' }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#contrat-courant').selectOption('1000001-01');
    await page.getByTestId('refunds-table').waitFor();
  });
});

describe('« Mes remboursements » of the large member', () => {
  it('shows one page of a contract of 20,000+ acts and stays accessible', async () => {
    const large = await openPage(browser);
    try {
      const { page } = large;
      await signInThroughApi(page, server.baseUrl, LARGE_MEMBER, '#/espace/remboursements');
      await dismissStartupDialogs(page);
      await page.getByTestId('refunds-table').waitFor();
      expect(await page.getByTestId('refunds-table').locator('tbody tr').count()).toBe(25);
      await page.getByRole('button', { name: 'Afficher plus de remboursements' }).click();
      await expect.poll(() => page.getByTestId('refunds-table').locator('tbody tr').count()).toBe(50);
      expect(await page.locator('#refunds-beneficiary option').count()).toBe(7); // « Tous » + 6 people
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'refunds-large-member');
      expect(large.problems).toEqual([]);
    } finally {
      await large.close();
    }
  });
});
