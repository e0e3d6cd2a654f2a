/**
 * The member home answers « où en suis-je ? » (issue 22) in Chromium against the reference server: what waits for
 * the member, the last three refunds with their amounts, the unread letters and the quick actions; each block
 * fails on its own (a refunds outage leaves the rest of the home); at 360 px nothing scrolls sideways and a
 * refund's amounts are in the viewport; axe-core 0 violations. Screenshots at 360 px and 1280 px.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import { horizontalOverflows } from './support/horizontal-overflow.ts';
import { sharedReferenceServer } from './support/shared-server.ts';
import { screenshot } from './support/screenshots.ts';
import { dismissStartupDialogs, signInThroughApi } from './member-area.support.ts';

const AMOUNT = /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/;
/** Also copied here when set (screenshots handed over with a change). */
const EXTRA_SCREENSHOT_DIR = process.env['E2E_SCREENSHOT_COPY_DIR'];

const server = sharedReferenceServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
}, 150_000);

afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const path = await screenshot(page, name);
  if (EXTRA_SCREENSHOT_DIR === undefined) return;
  await mkdir(EXTRA_SCREENSHOT_DIR, { recursive: true });
  await copyFile(path, `${EXTRA_SCREENSHOT_DIR}/${name}.png`);
}

async function openHome(width: number, height: number) {
  const opened = await openPage(browser, { width, height });
  await signInThroughApi(opened.page, server.baseUrl);
  await dismissStartupDialogs(opened.page);
  await opened.page.getByTestId('home-refunds').waitFor();
  return opened;
}

describe('member home « où en suis-je ? »', () => {
  it('shows the last three refunds with amounts, the unread letters, the to-do and the quick actions', async () => {
    const { page, close } = await openHome(1280, 900);
    try {
      const refunds = page.getByTestId('home-refunds').locator(':scope > li');
      expect(await refunds.count()).toBe(3);
      const amounts = await refunds.first().locator('dd').allInnerTexts();
      expect(amounts).toHaveLength(3);
      for (const amount of amounts) expect(amount).toMatch(AMOUNT);
      await expect
        .poll(() => page.getByTestId('home-unread-letters').innerText())
        .toMatch(/^(Aucun courrier non lu|\d+ courriers? non lus?)$/);
      const region = page.getByRole('region', { name: 'À faire' });
      await expect.poll(() => region.locator('p, li').first().innerText()).not.toBe('Chargement…');
      // The start-up consent dialog was answered: the block no longer counts those consents.
      await expect.poll(() => region.innerText()).not.toMatch(/consentements? attend/);
      const quick = page.getByRole('navigation', { name: 'Accès rapides' });
      for (const name of [
        'Ma carte de tiers payant',
        'Obtenir une attestation',
        'Envoyer une facture ou un justificatif',
      ])
        expect(await quick.getByRole('link', { name }).count()).toBe(1);
      await page.getByRole('link', { name: 'Tout l’historique des remboursements' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'member-home-1280px');
      await quick.getByRole('link', { name: 'Envoyer une facture ou un justificatif' }).click();
      await page.getByRole('heading', { level: 1, name: 'Envoyer des justificatifs' }).waitFor();
    } finally {
      await close();
    }
  });

  it('fits 360 px without horizontal scroll, the first refund’s amounts in the viewport', async () => {
    const { page, close } = await openHome(360, 780);
    try {
      expect(await horizontalOverflows(page)).toEqual([]);
      const amounts = page.getByTestId('home-refunds').locator(':scope > li').first().locator('dd');
      await amounts.last().scrollIntoViewIfNeeded();
      for (const box of await Promise.all((await amounts.all()).map((amount) => amount.boundingBox()))) {
        expect(box).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'member-home-360px');
    } finally {
      await close();
    }
  });

  it('keeps the letters and the to-do when the refunds fail, with a French message in their block', async () => {
    const opened = await openPage(browser, { width: 1280, height: 900 });
    const { page, close } = opened;
    try {
      await page.route('**/api/v1/adherent/remboursements*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erreur"}' }),
      );
      await signInThroughApi(page, server.baseUrl);
      await dismissStartupDialogs(page);
      const refunds = page.getByRole('region', { name: 'Mes derniers remboursements' });
      await refunds
        .getByText('Vos derniers remboursements n’ont pas pu être chargés.', { exact: false })
        .waitFor();
      await page.getByTestId('home-unread-letters').waitFor();
      expect(await page.getByRole('heading', { level: 2, name: 'Mon contrat' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
