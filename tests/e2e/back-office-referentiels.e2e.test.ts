/**
 * « Référentiels » of the back office (issue 27 §4) in Chromium against the reference server: `admin@mutuelle.fr`
 * renames the claim type « Invalidité », disables « Décès » after a confirmation and moves « Arrêt de travail » up
 * with the keyboard (Enter on its « Monter » button, the focus staying on it); axe on the screen and the dialog.
 * Then Marie Dupont's « Déclarer un sinistre » form (the same page, her session replacing the staff one) offers the
 * claim types as changed: renamed, reordered, « Décès » gone. One browser, one page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissStartupDialogs, signInStaff, signInThroughApi } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

let server: ReferenceServer;
let browser: Browser;
let opened: OpenedPage;

const claimLabels = (page: Page) =>
  page
    .getByRole('table')
    .locator('tbody tr th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  opened = await openPage(browser);
  await signInStaff(opened.page, server.baseUrl);
  await opened.page.goto(`${server.baseUrl}/admin/#/referentiels`);
  await opened.page.getByRole('heading', { level: 1, name: 'Valeurs des référentiels' }).waitFor();
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await server?.stop();
});

describe('back office « Référentiels »: the Administrateur Digital edits the claim types', () => {
  it('renames « Invalidité » (axe 0 on the values)', async () => {
    const { page } = opened;
    await page.getByRole('button', { name: 'Types de sinistre' }).click();
    await page.getByRole('heading', { level: 2, name: 'Types de sinistre' }).waitFor();
    await page.getByRole('button', { name: 'Renommer Invalidité (INVAL)' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-referentiels-1');
    await page.getByRole('button', { name: 'Renommer Invalidité (INVAL)' }).click();
    const field = page.getByLabel('Nouveau libellé de INVAL');
    await field.fill('Invalidité permanente');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Renommer Invalidité permanente (INVAL)' }).waitFor();
    expect(await claimLabels(page)).toEqual([
      'Hospitalisation',
      'Arrêt de travail',
      'Invalidité permanente',
      'Décès',
    ]);
  });

  it('disables « Décès » after a confirmation (axe 0 on the dialog)', async () => {
    const { page } = opened;
    await page.getByRole('button', { name: 'Désactiver Décès (DECES)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Désactiver « Décès » ?' });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-referentiels-2');
    await confirm.getByRole('button', { name: 'Désactiver', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Réactiver Décès (DECES)' }).waitFor();
  });

  it('moves « Arrêt de travail » up with the keyboard, the focus staying on its button', async () => {
    const { page } = opened;
    await page.getByRole('button', { name: 'Monter Arrêt de travail (ARRET)' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => claimLabels(page))
      .toEqual(['Arrêt de travail', 'Hospitalisation', 'Invalidité permanente', 'Décès']);
    // First now: « Monter » is disabled, the focus is on « Descendre » of the same value.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Descendre Arrêt de travail (ARRET)');
    await page.getByText('La valeur « Arrêt de travail » est maintenant en position 1.').first().waitFor();
  });

  it('the member’s « Déclarer un sinistre » form offers the claim types as changed', async () => {
    const { page } = opened;
    await signInThroughApi(
      page,
      server.baseUrl,
      undefined,
      '#/espace/demandes/nouvelle/declaration-sinistre',
    );
    await dismissStartupDialogs(page);
    const select = page.getByLabel(/^Type de sinistre/);
    await expect
      .poll(() => select.locator('option').allTextContents())
      .toEqual(['Choisir…', 'Arrêt de travail', 'Hospitalisation', 'Invalidité permanente']);
  });
});
