/**
 * « Adhérents » of the back office (issue 27 §1) in Chromium against its own reference server (the action writes):
 * `gestionnaire@mutuelle.fr` (password + mailed code) searches « dupont » with the keyboard, opens Marie Dupont's
 * page, and sends her a password-reset link after the confirmation dialog; axe on the search, the page and the
 * dialog; the mail reaches the outbox and the history holds the action. One browser, one page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

const PASSWORD = 'Portail#2025';

let server: ReferenceServer;
let browser: Browser;
let manager: OpenedPage;

/** Presses Tab until `target` has the focus (keyboard only: never a click). */
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
  manager = await openPage(browser);
  await signInStaff(manager.page, server.baseUrl, {
    userName: 'gestionnaire@mutuelle.fr',
    password: PASSWORD,
  });
  await manager.page.goto(`${server.baseUrl}/admin/#/adherents`);
  await manager.page.getByRole('heading', { level: 1, name: 'Adhérents' }).waitFor();
});

afterAll(async () => {
  await manager?.close();
  await browser?.close();
  await server?.stop();
});

describe('back office « Adhérents »: the Gestionnaire helps Marie Dupont', () => {
  it('finds « dupont », opens Marie’s page and sends a password-reset link after confirming — keyboard only, axe-clean', async () => {
    const { page } = manager;
    const field = page.getByLabel("Nom, n° d'adhérent, NIR, e-mail ou téléphone");
    await tabTo(page, field);
    await page.keyboard.type('dupont');
    await page.keyboard.press('Enter');
    const row = page.getByTestId('adherent-row').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('Marie Dupont');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-adherents-1');

    await tabTo(page, page.getByRole('link', { name: 'Marie Dupont' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Marie Dupont' }).waitFor();
    const toolbar = page.getByRole('toolbar', { name: "Actions sur l'adhérent" });
    await toolbar.waitFor();
    await page.getByRole('region', { name: 'Contrats' }).getByText('1000001-01').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-adherents-2');

    const send = 'Envoyer un lien de réinitialisation du mot de passe';
    await tabTo(page, toolbar.getByRole('button', { name: send }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${send} ?` });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-adherents-3');
    await tabTo(page, dialog.getByRole('button', { name: send }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText('Un lien de réinitialisation du mot de passe a été envoyé à Marie Dupont.')
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Mails et SMS envoyés' }).innerText())
      .toContain('reset-password');
    const mails = (await (
      await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent('demo@mutuelle.fr')}`)
    ).json()) as { subject: string }[];
    expect(mails.length).toBeGreaterThan(0);
  });
});
