/**
 * « Ma carte de tiers payant » on the phone (issue 22) in Chromium against the reference server: reached from the
 * home's quick actions and from « Mes documents », it shows what professionals read in large type; once opened,
 * it is shown again from the browser's storage with « Hors ligne — données du … » when the request fails (no
 * network at the counter). 360 px without horizontal scroll, axe-core 0 violations, screenshots at 360 and 1280 px.
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

/** Also copied here when set (screenshots handed over with a change). */
const EXTRA_SCREENSHOT_DIR = process.env['E2E_SCREENSHOT_COPY_DIR'];
const CARD_API = '**/api/adherent/carte-tiers-payant';

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

describe('« Ma carte de tiers payant » on the phone', () => {
  it('opens from the home, shows what professionals read, and is shown offline once opened', async () => {
    const { page, close } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await signInThroughApi(page, server.baseUrl);
      await dismissStartupDialogs(page);
      await page
        .getByRole('navigation', { name: 'Accès rapides' })
        .getByRole('link', { name: 'Ma carte de tiers payant' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Ma carte de tiers payant' }).waitFor();
      const card = page.getByTestId('tp-card');
      await card.waitFor();
      const text = await card.innerText();
      expect(text).toContain('999000123');
      expect(text).toMatch(/Valable du 01\/01\/\d{4} au 31\/12\/\d{4}/);
      expect(text).toContain('Marie DUPONT');
      expect(text).toMatch(/PHAR Pharmacie\s+Convention TP-PH · 100 % BR/);
      expect(await card.getByRole('link', { name: '01 84 80 00 00' }).getAttribute('href')).toBe(
        'tel:0184800000',
      );
      expect(await page.getByTestId('tp-card-offline').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'tiers-payant-card-1280px');

      // No network at the counter: the request fails, the card kept at the last opening is shown.
      await page.route(CARD_API, (route) => route.abort('internetdisconnected'));
      await page.getByRole('link', { name: 'Mes documents' }).first().click();
      await page.getByRole('link', { name: /Afficher ma carte sur l’écran/ }).click();
      await page.getByTestId('tp-card-offline').waitFor();
      expect(await page.getByTestId('tp-card-offline').innerText()).toMatch(
        /^Hors ligne — données du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/,
      );
      expect(await page.getByTestId('tp-card').innerText()).toContain('999000123');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits 360 px without horizontal scroll, in large type', async () => {
    const { page, close } = await openPage(browser, { width: 360, height: 780 });
    try {
      await signInThroughApi(page, server.baseUrl, undefined, '#/espace/carte');
      await dismissStartupDialogs(page);
      await page.getByTestId('tp-card').waitFor();
      expect(await horizontalOverflows(page)).toEqual([]);
      const size = await page
        .locator('.tp-card-amc')
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(24);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'tiers-payant-card-360px');
    } finally {
      await close();
    }
  });
});
