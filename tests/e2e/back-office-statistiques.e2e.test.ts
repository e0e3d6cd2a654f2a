/**
 * « Statistiques » of the back office (issue 27 §3) in Chromium on the shared demo server (read only): the read-only
 * Consultant opens the dashboard (the last 30 days per day), every figure has an h2; the table alternative of
 * « Comptes » opens from the keyboard; its CSV downloads; a period per month is shown; axe on the dashboard and
 * with a table open. One browser, one sign-in.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { sharedReferenceServer } from './support/shared-server.ts';

const server = sharedReferenceServer();
let browser: Browser;
let consultant: OpenedPage;

beforeAll(async () => {
  browser = await launchChromium();
  consultant = await openPage(browser);
  await signInStaff(consultant.page, server.baseUrl, {
    userName: 'consultant@mutuelle.fr',
    password: 'Portail#2025',
  });
});

afterAll(async () => {
  await consultant?.close();
  await browser?.close();
});

describe('back office: « Statistiques »', () => {
  it('shows every figure with a table alternative and a CSV file, per day then per month', async () => {
    const { page } = consultant;
    await page
      .getByRole('navigation', { name: 'Rubriques du back office' })
      .getByRole('link', { name: 'Statistiques' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Statistiques' }).waitFor({ timeout: 15_000 });
    const accounts = page.getByRole('region', { name: 'Comptes', exact: true });
    await accounts.getByRole('heading', { level: 2, name: 'Comptes' }).waitFor({ timeout: 15_000 });
    await page.locator('.statistiques-chart canvas').first().waitFor({ timeout: 15_000 });
    for (const title of [
      'Connexions par méthode',
      'Double authentification',
      'Comptes bloqués',
      'Notifications',
    ])
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-statistiques-1');

    const toggle = accounts.getByRole('button', { name: 'Afficher le tableau' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const table = accounts.getByRole('table', { name: 'Comptes' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Période (début)',
      'Demandés',
      'Activés',
      'Supprimés',
    ]);
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(
      await accounts.getByRole('button', { name: 'Masquer le tableau' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-statistiques-2');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      accounts.getByRole('button', { name: 'Télécharger « Comptes » (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^statistiques-comptes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFPériode (début);Demandés;Activés;Supprimés\r\n')).toBe(true);
    expect(csv.trim().split('\r\n')).toHaveLength(31);

    await page.getByLabel('Regroupement').selectOption('mois');
    await page.getByRole('button', { name: 'Afficher', exact: true }).click();
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBeLessThanOrEqual(2);
  });
});
