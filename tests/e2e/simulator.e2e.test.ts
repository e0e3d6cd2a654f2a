/**
 * « Simulateur de remboursement » (issue 26 §3) in Chromium against the shared reference server (read-only):
 * Marie Dupont finds the glasses by searching « lunettes », simulates them at 450 € for her daughter Léa — the
 * Sécurité sociale, the mutuelle and the reste à charge add up to 450 € —, then moves the price with the keyboard
 * only on the range slider (arrows, PageUp, Home, End): the number field and the answer follow. axe-core 0
 * violations on the screen with the answer and the renforts offered.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import { sharedReferenceServer } from './support/shared-server.ts';
import { dismissStartupDialogs, signInThroughApi } from './member-area.support.ts';

const server = sharedReferenceServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
}, 150_000);

afterAll(async () => {
  await browser?.close();
});

/** « 1 234,56 € » as cents. */
function cents(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

async function answer(page: Page) {
  const amount = async (key: string) =>
    cents(await page.getByTestId(`simulateur-${key}`).locator('.simulator-amount').innerText());
  return {
    br: await amount('br'),
    secu: await amount('secu'),
    mutuelle: await amount('mutuelle'),
    reste: await amount('reste'),
  };
}

describe('« Simulateur de remboursement »', () => {
  it('simulates glasses at 450 € for a beneficiary and follows the slider moved with the keyboard', async () => {
    const { page, close } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await signInThroughApi(page, server.baseUrl);
      await dismissStartupDialogs(page);
      await page.getByRole('link', { name: 'Simulateur de remboursement' }).click();
      await page.getByRole('heading', { level: 1, name: 'Simulateur de remboursement' }).waitFor();

      await page.getByLabel(/Rechercher un acte/).fill('lunettes');
      await page.getByRole('status').filter({ hasText: 'acte(s) trouvé(s)' }).waitFor();
      await page.getByRole('button', { name: 'Lunettes (monture et verres simples)' }).click();
      await page.getByRole('heading', { level: 2, name: 'Lunettes (monture et verres simples)' }).waitFor();

      await page.getByLabel('Pour qui ?').selectOption({ label: 'Léa Dupont' });
      const price = page.getByRole('textbox', { name: /Prix demandé par le professionnel/ });
      await price.fill('450');
      const at450 = await answer(page);
      expect(at450.br).toBe(15);
      expect(at450.secu + at450.mutuelle + at450.reste).toBe(45_000);
      expect(
        await page.getByRole('status').filter({ hasText: 'Reste à charge estimé' }).innerText(),
      ).toContain('€');

      // Keyboard only: focus the slider's thumb and move it.
      const slider = page.getByRole('slider', { name: /Prix demandé par le professionnel/ });
      await slider.focus();
      expect(await slider.getAttribute('aria-valuetext')).toBe('450 euros');
      await page.keyboard.press('ArrowRight');
      expect(await slider.getAttribute('aria-valuetext')).toBe('451 euros');
      expect(await price.inputValue()).toBe('451');
      const at451 = await answer(page);
      expect(at451.secu + at451.mutuelle + at451.reste).toBe(45_100);
      expect(at451.reste).toBe(at450.reste + 100);
      await page.keyboard.press('PageUp');
      expect(await price.inputValue()).toBe('461');
      await page.keyboard.press('Home');
      expect(await slider.getAttribute('aria-valuenow')).toBe('30');
      await page.keyboard.press('End');
      expect(await slider.getAttribute('aria-valuetext')).toBe('1500 euros');
      const atEnd = await answer(page);
      expect(atEnd.secu + atEnd.mutuelle + atEnd.reste).toBe(150_000);

      // « 100 % Santé »: the slider's max limit is the price limit, and nothing is left to pay.
      const basket = page.getByLabel(/Équipement du panier « 100 % Santé »/);
      await basket.focus();
      await page.keyboard.press('Space');
      expect(await slider.getAttribute('aria-valuetext')).toBe('105 euros');
      expect((await answer(page)).reste).toBe(0);
      await basket.focus();
      await page.keyboard.press('Space');
      await slider.focus();
      await page.keyboard.press('End');
      await page.getByRole('heading', { name: /les renforts de votre contrat/ }).waitFor();
      expect(await page.getByText('8,50 € par mois').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('two thumbs (gallery): the min and max limits hold and push-range moves the other thumb, keyboard only', async () => {
    const { page, close } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await page.goto(`${server.baseUrl}/galerie/`);
      await page.getByRole('tab', { name: 'Affichage' }).click();
      const low = page.getByRole('slider', { name: /Fourchette de prix \(en euros\) minimum/ });
      const high = page.getByRole('slider', { name: /Fourchette de prix \(en euros\) maximum/ });
      await low.focus();
      await page.keyboard.press('End');
      expect([await low.getAttribute('aria-valuenow'), await high.getAttribute('aria-valuenow')]).toEqual([
        '1700',
        '1800',
      ]);
      await high.focus();
      await page.keyboard.press('Home');
      expect([await low.getAttribute('aria-valuenow'), await high.getAttribute('aria-valuenow')]).toEqual([
        '100',
        '200',
      ]);
      await page.keyboard.press('PageUp');
      expect(await high.getAttribute('aria-valuetext')).toBe('300 euros');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
