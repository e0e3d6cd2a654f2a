/**
 * « Mes coordonnées bancaires » and « Supprimer mon espace » (issue 13) in Chromium against the reference server: the password (and the
 * code of the double authentication when it is on, server suite), delete-user-confirmation, the deleted login refused at sign-in, and
 * « Créer mon espace » working again for the same member. axe-core on the screens.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, label } from './account.support.ts';
import {
  DEMO_MEMBER,
  dismissStartupDialogs,
  openDialog,
  outboxSubjects,
  signInThroughApi,
} from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

let server: ReferenceServer;
let browser: Browser;
let member: OpenedPage;

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  member = await openPage(browser);
});

afterAll(async () => {
  await member?.close();
  await browser?.close();
  await server?.stop();
});

describe('« Mes coordonnées bancaires »', () => {
  it('shows the bank details of each contract masked with their holder, and « Modifier » opens the bank-details popup', async () => {
    const { page } = member;
    await signInThroughApi(page, server.baseUrl, DEMO_MEMBER, '#/espace/compte/coordonnees-bancaires');
    await dismissStartupDialogs(page);
    const list = page.getByTestId('bank-details');
    await expect.poll(() => list.innerText()).toContain('FR76 •••• •••• •••• •••• •••0 189');
    expect(await list.innerText()).not.toContain('30006000010007015430189');
    expect(await list.innerText()).toMatch(/Titulaire\s+Marie Dupont/);
    expect(await axeViolations(page)).toEqual([]);
    await list.getByRole('button', { name: /^Modifier/ }).click();
    await openDialog(page).getByLabel(/IBAN/).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await openDialog(page).getByRole('button', { name: 'Annuler' }).click();
  });
});

describe('« Supprimer mon espace »: delete, sign-in refused, register again', () => {
  it('deletes the account with the password, and lands on delete-user-confirmation', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/espace/compte/supprimer`);
    await dismissStartupDialogs(page);
    await page.getByText('Ce que votre mutuelle conserve').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Supprimer définitivement mon espace' }).click();
    await page.getByText('* saisie obligatoire').waitFor();
    await page.locator('#suppression-mot-de-passe').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Supprimer définitivement mon espace' }).click();
    // Double authentication is off for the demo member: the password is enough (the code it would ask when on
    // is covered by the server suite, account-deletion.routes.test.ts).
    await page.waitForURL((url) => url.hash === '#/delete-user-confirmation');
    await expect.poll(() => heading(page)).toBe('Compte supprimé');
    expect(await axeViolations(page)).toEqual([]);
    await expect
      .poll(() => outboxSubjects(server.baseUrl, DEMO_MEMBER.userName))
      .toContain('Votre espace adhérent a été supprimé');
  });

  it('refuses the deleted login', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/api/identity/login`);
    await page.fill('#userName', DEMO_MEMBER.userName);
    await page.fill('#password', DEMO_MEMBER.password);
    await page.click('button[type=submit]');
    await page.getByText('Identifiant ou mot de passe incorrect.').waitFor();
  });

  it('lets the member create their space again', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/register`);
    await page.getByLabel("Numéro d'adhérent").fill('1000001');
    await page.getByLabel(label('Nom')).fill('Dupont');
    await page.getByLabel(label('Prénom')).fill('Marie');
    await page.getByLabel('Date de naissance').pressSequentially('12051985');
    await page.getByLabel('Code postal').fill('75011');
    await page.getByLabel('Identifiant (adresse e-mail)').fill(DEMO_MEMBER.userName);
    await page.getByLabel('4 derniers caractères de votre IBAN').fill('0189');
    await page.getByLabel(label('Mot de passe')).fill(DEMO_MEMBER.password);
    await page.getByLabel('Confirmation du mot de passe').fill(DEMO_MEMBER.password);
    const terms = page.getByRole('checkbox', { name: /conditions générales d'utilisation/ });
    await terms.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Valider' }).click();
    const demat = page.getByRole('dialog', { name: 'Passez au zéro papier' });
    await demat.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => heading(page)).toBe('Consultez votre messagerie');
    await expect
      .poll(async () => (await outboxSubjects(server.baseUrl, DEMO_MEMBER.userName))[0])
      .toMatch(/activ/i);
  });
});
