/**
 * « Habilitations » of the back office (issue 24) in Chromium against the reference server: `admin@mutuelle.fr`
 * (password + mailed code) creates a staff account (its activation link in /dev/outbox), withdraws a right from
 * `consultant@mutuelle.fr` in the matrix (keyboard: Tab to the checkbox, Espace) and disables then re-enables
 * `gestionnaire@mutuelle.fr`; axe on the screen, « Nouveau compte », the matrix and the confirmation. One browser,
 * one page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';

const NEW_STAFF = 'nina.roche@mutuelle.fr';

let server: ReferenceServer;
let browser: Browser;
let admin: OpenedPage;

const row = (page: Page, login: string) => page.getByTestId(`staff-${login}`);

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  admin = await openPage(browser);
  await signInStaff(admin.page, server.baseUrl, { userName: 'admin@mutuelle.fr', password: 'Portail#2025' });
  await admin.page.goto(`${server.baseUrl}/admin/#/habilitations`);
  await admin.page.getByRole('heading', { level: 1, name: 'Habilitations' }).waitFor();
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe('back office « Habilitations »: the Administrateur Digital', () => {
  it('lists the staff accounts with their roles and states, axe-clean', async () => {
    const { page } = admin;
    await row(page, 'consultant@mutuelle.fr').waitFor();
    expect(await row(page, 'admin@mutuelle.fr').innerText()).toContain('Administrateur Digital');
    expect(
      await row(page, 'admin@mutuelle.fr')
        .getByRole('button', { name: /Désactiver/ })
        .count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'back-office-habilitations');
  });

  it('creates a staff account: French errors first, then the account pending its mailed activation link', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Nouveau compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau compte du back-office' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Créer le compte' }).click();
    await dialog.getByText('Choisissez au moins un rôle', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Adresse e-mail (identifiant)').fill(NEW_STAFF);
    await dialog.getByLabel(/^Nom/).fill('Roche');
    await dialog.getByLabel(/^Prénom/).fill('Nina');
    await dialog.getByText('Gestionnaire', { exact: true }).click();
    expect(await dialog.getByLabel('Gestionnaire').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Créer le compte' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, NEW_STAFF).innerText()).toContain("En attente d'activation");
    const mails = (await (
      await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(NEW_STAFF)}`)
    ).json()) as { text: string }[];
    expect(mails[0]?.text).toContain('/#/activate-user?code=');
  });

  it('withdraws « Visualisation — Historique » from the consultant with the keyboard, and it stays withdrawn', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Habilitations de consultant@mutuelle.fr' }).click();
    const dialog = page.getByRole('dialog', { name: /^Habilitations de .*consultant@mutuelle\.fr/ });
    const box = dialog.getByRole('checkbox', { name: 'Visualisation — Historique' });
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Les habilitations de consultant@mutuelle.fr sont enregistrées.').first().waitFor();
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Habilitations de consultant@mutuelle.fr' }).click();
    const again = page.getByRole('dialog', { name: /^Habilitations de .*consultant@mutuelle\.fr/ });
    const reread = again.getByRole('checkbox', { name: 'Visualisation — Historique' });
    await reread.waitFor();
    expect(await reread.isChecked()).toBe(false);
    await again.getByRole('button', { name: 'Fermer' }).first().click();
    await again.waitFor({ state: 'detached' });
  });

  it('disables the gestionnaire after a confirmation, then re-enables it', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Désactiver gestionnaire@mutuelle.fr' }).click();
    const confirm = page.getByRole('dialog', { name: 'Désactiver le compte' });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Désactiver', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, 'gestionnaire@mutuelle.fr').innerText()).toContain('Désactivé');
    await page.getByRole('button', { name: 'Réactiver gestionnaire@mutuelle.fr' }).click();
    await page
      .getByRole('dialog', { name: 'Réactiver le compte' })
      .getByRole('button', { name: 'Réactiver' })
      .click();
    await expect.poll(() => row(page, 'gestionnaire@mutuelle.fr').innerText()).toContain('Actif');
  });
});
