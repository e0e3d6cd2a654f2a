/**
 * « Voir l'espace de l'adhérent » (issue 27 §1, « Done when ») in Chromium against the reference server:
 * `consultant@mutuelle.fr` finds Marie Dupont by « dupont » in « Adhérents », opens her space with a reason (keyboard, axe on the dialog), reads her refunds
 * under the consultation banner (axe), cannot change her consents (the server refuses, its French message shown),
 * ends the consultation; Marie, signed in through the API in the same context, then reads it in « Mon compte »
 * (axe). One browser, one page, its own server (it writes).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast } from './account.support.ts';
import { openDialog, signInStaff, signInThroughApi } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

const READ_ONLY =
  "Consultation en lecture seule : aucune modification n'est possible dans l'espace de l'adhérent.";

let server: ReferenceServer;
let browser: Browser;
let opened: OpenedPage;

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  opened = await openPage(browser);
  await signInStaff(opened.page, server.baseUrl, {
    userName: 'consultant@mutuelle.fr',
    password: 'Portail#2025',
  });
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await server?.stop();
});

describe("« Voir l'espace de l'adhérent »: a read-only consultation the member then sees", () => {
  it('finds Marie Dupont by « dupont » and opens her space after a reason typed at the keyboard, axe-clean dialog', async () => {
    const { page } = opened;
    await page.goto(`${server.baseUrl}/admin/#/adherents`);
    await page.getByLabel(/Nom, n° d'adhérent/).fill('dupont');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Marie Dupont' }).click();
    const open = page
      .getByRole('toolbar', { name: "Actions sur l'adhérent" })
      .getByRole('button', { name: "Voir l'espace de l'adhérent" });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: "Voir l'espace de l'adhérent" }).waitFor();
    await dialog.getByRole('button', { name: "Ouvrir l'espace en lecture seule" }).click();
    await dialog.getByText('Choisissez la catégorie du motif.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-consultation-1');
    await dialog.getByLabel(/Catégorie du motif/).selectOption('appel-adherent');
    await dialog.getByLabel(/^Motif/).focus();
    await page.keyboard.type('Ne voit pas son dernier remboursement');
    await dialog.getByRole('button', { name: "Ouvrir l'espace en lecture seule" }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash.startsWith('#/espace'));
    const banner = page.getByTestId('consultation-banner');
    await expect
      .poll(() => banner.innerText())
      .toMatch(
        /Consultation de l'espace de Marie Dupont par Camille \(Consultant\) — lecture seule — fin dans (29|30) min/,
      );
  });

  it('reads her refunds under the banner, axe-clean', async () => {
    const { page } = opened;
    await page.getByRole('link', { name: 'Mes remboursements' }).first().click();
    await page.getByTestId('refunds-table').waitFor();
    expect(await page.getByTestId('refunds-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByTestId('consultation-banner').waitFor();
    expect(await axeViolations(page, '[data-testid="consultation-banner"]')).toEqual([]);
  });

  it('cannot change her consents: the server refuses with its French message', async () => {
    const { page } = opened;
    await page.goto(`${server.baseUrl}/#/espace/compte/consentements`);
    const newsletter = page.getByTestId('consent-newsletter');
    await newsletter.waitFor();
    const buttons = newsletter.getByRole('button', { name: /^(Accepter|Refuser)$/ });
    const enabled = (await buttons.nth(0).isEnabled()) ? buttons.nth(0) : buttons.nth(1);
    await enabled.click();
    await toast(page, READ_ONLY).waitFor();
    expect(await page.getByRole('button', { name: 'Se déconnecter' }).count()).toBe(0);
  });

  it('« Terminer » ends the consultation and goes back to the back office', async () => {
    const { page } = opened;
    await page.getByTestId('consultation-banner').getByRole('button', { name: 'Terminer' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/');
  });

  it('Marie then reads the consultation in « Mon compte », axe-clean', async () => {
    const { page } = opened;
    await signInThroughApi(page, server.baseUrl, undefined, '#/espace/compte/consultations');
    const table = page.getByTestId('account-consultations');
    await table.waitFor();
    const row = await table.locator('tbody tr').first().innerText();
    expect(row).toContain('Camille (Consultant)');
    expect(row).toContain('Appel de votre part');
    expect(row).not.toContain('remboursement');
    expect(await page.getByTestId('consultation-banner').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-consultation-2');
  });
});
