/**
 * « Notifications » of the back office (issue 27 §2, « Done when ») in Chromium against its own reference server:
 * `admin@mutuelle.fr` writes a notification with the keyboard (the domain's errors first, axe-clean), sends it to the
 * audience « Coordonnées bancaires manquantes » and sees it delivered in the list (live progress); a scheduled one is
 * cancelled through its confirm dialog. Marie Dupont (demo@) then finds it in her notification centre; Luc Moreau
 * (amf@, double authentication) does not. One browser, one page per person.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissStartupDialogs, mailedCode, signInStaff, signInThroughApi } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

const PASSWORD = 'Portail#2025';
const TITLE = 'Vos coordonnées bancaires nous manquent';
const LUC = { userName: 'amf@mutuelle.fr', phone: '0622334455' };

let server: ReferenceServer;
let browser: Browser;
let admin: OpenedPage;

/** Presses Tab until `target` has the focus (keyboard only). */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  admin = await openPage(browser);
  await signInStaff(admin.page, server.baseUrl, { userName: 'admin@mutuelle.fr', password: PASSWORD });
  await admin.page.goto(`${server.baseUrl}/admin/#/notifications`);
  await admin.page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe('back office « Notifications »: admin@ notifies the audience « Coordonnées bancaires manquantes »', () => {
  it('writes it with the keyboard, sees the errors first, sends it and sees it delivered — axe-clean', async () => {
    const { page } = admin;
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-notifications-1');
    await tabTo(page, page.getByRole('link', { name: 'Nouvelle notification' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Nouvelle notification' }).waitFor();
    const send = page.getByRole('button', { name: 'Envoyer' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#notif-titre-erreur').innerText())
      .toBe('Saisissez le titre de la notification.');
    expect(await page.getByLabel('Titre').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-notifications-2');

    await tabTo(page, page.getByLabel('Titre'));
    await page.keyboard.type(TITLE);
    await tabTo(page, page.locator('.ProseMirror'));
    await page.keyboard.type('Ajoutez votre RIB dans « Mon compte » pour être remboursé.');
    await page.getByLabel(/^Lien vers un écran/).selectOption('#/espace/compte');
    await page.getByLabel(/^Audience/).selectOption({ label: 'Coordonnées bancaires manquantes' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('Envoyée');
    expect(await row.innerText()).toMatch(/\d+ livrées/);
    expect(await row.innerText()).toContain('0 à livrer');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-notifications-3');
  });

  it('cancels a scheduled one through its confirm dialog (axe-clean)', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Nouvelle notification' }).click();
    await page.getByLabel('Titre').fill('Programmée puis annulée');
    await page.locator('.ProseMirror').fill('Jamais envoyée.');
    await page.getByLabel(/^Audience/).selectOption({ label: 'Coordonnées bancaires manquantes' });
    await page.getByLabel("Programmer l'envoi").focus();
    await page.keyboard.press('Space');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await page.getByLabel("Date et heure d'envoi").fill(local);
    await page.getByRole('button', { name: 'Programmer' }).click();
    const row = page.getByRole('row', { name: /Programmée puis annulée/ });
    await tabTo(page, row.getByRole('button', { name: /^Annuler/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Annuler la notification ?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-notifications-4');
    await tabTo(page, dialog.getByRole('button', { name: 'Annuler la notification' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('Annulée');
  });

  it('Marie Dupont sees it in her notification centre; Luc Moreau does not', async () => {
    const marie = await openPage(browser);
    try {
      await signInThroughApi(marie.page, server.baseUrl, undefined, '#/espace/notifications');
      await dismissStartupDialogs(marie.page);
      await marie.page.getByText(TITLE).first().waitFor();
    } finally {
      await marie.close();
    }
    const luc = await openPage(browser);
    try {
      const { page } = luc;
      const before = (await (
        await fetch(`${server.baseUrl}/dev/outbox.json?to=${LUC.phone}`)
      ).json()) as unknown[];
      await page.goto(`${server.baseUrl}/api/identity/login`);
      await page.fill('#userName', LUC.userName);
      await page.fill('#password', PASSWORD);
      await page.click('button[type=submit]');
      await page.waitForURL((url) => url.pathname === '/api/identity/login/code');
      await page.fill('input[name=securityCode]', await mailedCode(server.baseUrl, LUC.phone, before.length));
      await page.click('button[type=submit]');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${server.baseUrl}/#/espace/notifications`);
      await dismissStartupDialogs(page);
      await page.getByRole('heading', { name: 'Notifications' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(TITLE).count()).toBe(0);
    } finally {
      await luc.close();
    }
  });
});
