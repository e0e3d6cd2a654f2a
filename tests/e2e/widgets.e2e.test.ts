import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { sharedReferenceServer } from './support/shared-server.ts';
import { screenshot } from './support/screenshots.ts';

const server = sharedReferenceServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function openGallery(options: { width?: number } = {}): Promise<OpenedPage> {
  const opened = await openPage(browser, options);
  await opened.page.goto(`${server.baseUrl}/galerie/`);
  await expect.poll(() => opened.page.locator('main h1').textContent()).toBe('Galerie des composants');
  return opened;
}

const focusedText = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
  );

describe('shared widgets in Chromium (widget gallery)', () => {
  it('shows the form widgets without axe violation, also at 360 px', async () => {
    for (const width of [1280, 360]) {
      const { page, problems, close } = await openGallery({ width });
      try {
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `widgets-form-${String(width)}px`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('lets a keyboard user pick a month then a day in the date picker', async () => {
    const { page, problems, close } = await openGallery();
    try {
      const input = page.locator('#galerie-date-naissance');
      await input.focus();
      await page.keyboard.type('05021990');
      expect(await input.inputValue()).toBe('05/02/1990');

      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Ouvrir le calendrier');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedText(page)).toBe('février 1990');
      expect(await axeViolations(page, '#galerie-date-naissance-calendrier')).toEqual([]);
      await screenshot(page, 'widgets-date-picker-months');

      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focusedText(page)).toBe('mars 1990');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedText(page)).toBe('jeudi 1er mars 1990');
      expect(await input.inputValue()).toBe('01/03/1990');
      expect(await page.locator('#galerie-date-naissance-calendrier table th').first().textContent()).toBe(
        'sem',
      );
      expect(await axeViolations(page, '#galerie-date-naissance-calendrier')).toEqual([]);
      await screenshot(page, 'widgets-date-picker-days');

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focusedText(page)).toBe('vendredi 9 mars 1990');
      await page.keyboard.press('Enter');
      expect(await input.inputValue()).toBe('09/03/1990');
      expect(await page.locator('#galerie-date-naissance-calendrier').count()).toBe(0);
      expect(await focusedText(page)).toBe('Ouvrir le calendrier');

      await page.keyboard.press('Enter');
      await expect.poll(() => focusedText(page)).toBe('mars 1990');
      await page.keyboard.press('Escape');
      expect(await page.locator('#galerie-date-naissance-calendrier').count()).toBe(0);
      expect(await focusedText(page)).toBe('Ouvrir le calendrier');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses a disabled day and months out of range', async () => {
    const { page, close } = await openGallery();
    try {
      await page.locator('#galerie-date-rendez-vous').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const disabledMonths = await page.locator('.portal-calendar-month[aria-disabled="true"]').count();
      expect(disabledMonths).toBeGreaterThanOrEqual(8);
    } finally {
      await close();
    }
  });

  it('spreads a pasted security code over the six cells and resets the NIR when switching to Monaco', async () => {
    const { page, close } = await openGallery();
    try {
      await page.locator('#galerie-code-1').focus();
      await page.evaluate(() => {
        const data = new DataTransfer();
        data.setData('text', '98765432');
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      });
      const cells = await page
        .locator('.portal-security-code-cell')
        .evaluateAll((inputs) =>
          inputs.map((input) => (input instanceof HTMLInputElement ? input.value : '')),
        );
      expect(cells).toEqual(['9', '8', '7', '6', '5', '4']);
      expect(await page.locator('#galerie-code-1').getAttribute('autocomplete')).toBe('one-time-code');

      const nir = page.locator('#galerie-nir');
      await nir.fill('1 85 02 2a 123456');
      expect(await nir.inputValue()).toBe('185022A123456');
      await page.getByRole('radio', { name: 'Numéro monégasque' }).click();
      expect(await page.locator('#galerie-nir').inputValue()).toBe('');
      expect(await page.locator('label[for="galerie-nir"]').textContent()).toContain('Numéro monégasque');
    } finally {
      await close();
    }
  });

  it('shows the errors and the summary on an empty submission and focuses the first invalid field', async () => {
    const { page, close } = await openGallery();
    try {
      await page.getByRole('button', { name: 'Valider' }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'Merci de renseigner' }).count())
        .toBe(1);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('galerie-email');
      const describedBy = await page.locator('#galerie-email').getAttribute('aria-describedby');
      expect(describedBy).toBe('galerie-email-erreur');
      expect(await page.locator('#galerie-email-erreur').textContent()).toBe('* saisie obligatoire');
      expect(await page.locator('#galerie-email').getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'widgets-form-errors');
    } finally {
      await close();
    }
  });

  it('reveals the password on demand', async () => {
    const { page, close } = await openGallery();
    try {
      const password = page.locator('#galerie-mot-de-passe');
      expect(await password.getAttribute('type')).toBe('password');
      expect(await password.getAttribute('autocomplete')).toBe('new-password');
      await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
      expect(await password.getAttribute('type')).toBe('password');
    } finally {
      await close();
    }
  });

  it('announces toasts, opens one accordion at a time and closes the mobile banner', async () => {
    const { page, problems, close } = await openGallery();
    try {
      await page.getByRole('tab', { name: 'Affichage' }).click();
      await page.getByRole('button', { name: 'Notification de succès' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Demande réalisée' }).count())
        .toBe(1);
      await expect.poll(() => page.locator('.portal-toaster .bp6-toast').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'widgets-display-toast');
      await page.locator('.portal-toaster').getByRole('button', { name: 'Fermer' }).click();
      await expect.poll(() => page.locator('.portal-toaster .bp6-toast').count()).toBe(0);

      const first = page.getByRole('button', { name: 'Comment créer mon espace ?' });
      const second = page.getByRole('button', { name: "J'ai oublié mon mot de passe" });
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      await second.click();
      expect(await second.getAttribute('aria-expanded')).toBe('true');
      expect(await first.getAttribute('aria-expanded')).toBe('false');

      await page.getByRole('button', { name: "Fermer le bandeau de l'application mobile" }).click();
      expect(await page.getByRole('complementary', { name: 'Application mobile' }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
