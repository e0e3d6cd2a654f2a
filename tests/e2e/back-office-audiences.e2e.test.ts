/**
 * « Audiences » of the back office (issue 27 §2) in Chromium against the reference server: `admin@mutuelle.fr`
 * (password + mailed code) opens the list (the seeded « Coordonnées bancaires manquantes » among them), creates an
 * audience from two criteria with the keyboard, sees the members counted live (polite live region), saves it and
 * finds it in the list; axe on the list and on the editor. One browser, one page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

let server: ReferenceServer;
let browser: Browser;
let admin: OpenedPage;

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  admin = await openPage(browser);
  await signInStaff(admin.page, server.baseUrl, { userName: 'admin@mutuelle.fr', password: 'Portail#2025' });
  await admin.page.goto(`${server.baseUrl}/admin/#/audiences`);
  await admin.page.getByRole('heading', { level: 1, name: 'Audiences' }).waitFor();
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe('back office « Audiences »: the Administrateur Digital', () => {
  it('lists the seeded audiences, axe-clean', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Coordonnées bancaires manquantes' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-audiences-1');
  });

  it('creates an audience with the keyboard and sees its members counted live', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Nouvelle audience' }).click(); // Blueprint's AnchorButton: a link with role button
    await page.getByRole('heading', { level: 1, name: 'Nouvelle audience' }).waitFor();
    await page.getByLabel(/Nom de l’audience/).fill('RIB manquant, contrat valide');
    await page.getByLabel('Critère à ajouter').selectOption({ label: 'État du contrat' });
    await page.getByRole('button', { name: 'Ajouter le critère' }).press('Enter');
    const state = page.getByRole('group', { name: 'État du contrat' });
    await state.getByLabel('Valide').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Critère à ajouter').selectOption({ label: 'Coordonnées bancaires manquantes' });
    await page.getByRole('button', { name: 'Ajouter le critère' }).press('Enter');
    const count = page.getByRole('status').filter({ hasText: 'concerné' });
    // Marie Dupont's and Élodie Lefèvre's valid contracts have no bank details for benefits.
    await expect.poll(() => count.innerText(), { timeout: 5000 }).toMatch(/^2 adhérents concernés$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bo-audiences-2');
    await page.getByRole('button', { name: 'Enregistrer l’audience' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Audiences' }).waitFor();
    const created = page.getByRole('row').filter({ hasText: 'RIB manquant, contrat valide' });
    expect(await created.innerText()).toContain(
      'État du contrat : Valide et Coordonnées bancaires manquantes',
    );
  });
});
