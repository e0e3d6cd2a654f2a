/**
 * « Mon compte » (issue 13) in Chromium against the reference server: the tab of the member area, the
 * landing naming the ten sections, « Mes informations » (masked mobile), « Mes consentements » (a change
 * that survives a reload, with its history), « Changer mon mot de passe » (a refusal keeps what was typed,
 * then the change, then a sign-in with the new password). axe-core on every screen.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MEMBER,
  dismissStartupDialogs,
  openDialog,
  outboxSubjects,
  signIn,
} from './member-area.support.ts';
import { heading, toast } from './account.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

const NEW_PASSWORD = 'MonCompte#2026';
/** The login after « Changer mon identifiant » (confirmed from the mailed link). */
const NEW_LOGIN = 'marie.dupont@nouvelle-adresse.fr';

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

describe('« Mon compte »: the member manages and secures their own account', () => {
  it('is promised by the consent dialog and reached by the « Mon compte » tab of the member area', async () => {
    const { page } = member;
    await signIn(page, server.baseUrl);
    await openDialog(page).waitFor();
    expect(await openDialog(page).innerText()).toContain('« Mon compte », rubrique « Mes consentements »');
    await dismissStartupDialogs(page);
    await page
      .getByRole('navigation', { name: 'Espace adhérent' })
      .getByRole('link', { name: 'Mon compte' })
      .click();
    await expect.poll(() => heading(page)).toBe('Mon compte');
    const sections = await page.getByTestId('account-sections').locator('h2').allInnerTexts();
    expect(sections).toEqual([
      'Mes informations',
      'Mot de passe',
      'Identifiant',
      'Double authentification',
      'Mes consentements',
      'Mes coordonnées bancaires',
      'Zéro papier',
      'Alertes remboursement',
      'Supprimer mon espace',
      'Télécharger mes données',
      'Consultations de votre espace',
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows « Mes informations » read-only, the mobile masked except its last two digits', async () => {
    const { page } = member;
    await page.getByRole('link', { name: 'Mes informations' }).click();
    const profile = page.getByTestId('account-profile');
    await profile.waitFor();
    const text = await profile.innerText();
    for (const expected of [
      'Madame',
      'Dupont',
      'Marie',
      '12/05/1985',
      '1000001',
      'demo@mutuelle.fr',
      '•• •• •• •• 78',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('24 RUE DE LA ROQUETTE');
    expect(text).not.toContain('0612345678');
    expect(await page.getByText('Ces informations sont tenues par votre mutuelle').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('changes a consent, and the new answer with its history survives a reload', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/espace/compte/consentements`);
    await dismissStartupDialogs(page);
    const newsletter = page.getByTestId('consent-newsletter');
    await expect.poll(() => newsletter.innerText()).toContain('Accepté');
    await newsletter.getByRole('button', { name: 'Refuser' }).click();
    await toast(page, 'Nous avons bien pris en compte votre consentement.').waitFor();
    await expect.poll(() => newsletter.innerText()).toContain('Refusé');
    await page.reload();
    await dismissStartupDialogs(page);
    await expect.poll(() => page.getByTestId('consent-newsletter').innerText()).toContain('Refusé');
    await page.getByTestId('consent-newsletter').getByText('Réponses précédentes').click();
    expect(await page.getByTestId('consent-newsletter').innerText()).toMatch(
      /Accepté le \d{2}\/\d{2}\/\d{4}/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('changes the « Zéro papier » preference, which survives a reload', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/espace/compte/zero-papier`);
    await dismissStartupDialogs(page);
    const post = page.getByRole('radio', { name: 'Par courrier postal' });
    await post.waitFor();
    expect(await page.getByRole('radio', { name: 'Par e-mail (zéro papier)' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await post.focus();
    await page.keyboard.press('Space');
    await toast(page, 'Demande réalisée').waitFor();
    await page.reload();
    await dismissStartupDialogs(page);
    await page.getByRole('radio', { name: 'Par courrier postal' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Par courrier postal' }).isChecked()).toBe(true);
  });

  it('turns the refund alerts on with the keyboard (« Alertes remboursement »), which survives a reload', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/espace/compte/alertes-remboursement`);
    await dismissStartupDialogs(page);
    const alerts = page.getByRole('checkbox', { name: 'Me prévenir quand un remboursement est payé' });
    await alerts.waitFor();
    expect(await alerts.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Recevoir aussi un e-mail' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await alerts.focus();
    await page.keyboard.press('Space');
    await toast(page, 'Demande réalisée').waitFor();
    await page.reload();
    await dismissStartupDialogs(page);
    await page.getByRole('checkbox', { name: 'Me prévenir quand un remboursement est payé' }).waitFor();
    expect(
      await page.getByRole('checkbox', { name: 'Me prévenir quand un remboursement est payé' }).isChecked(),
    ).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Recevoir aussi un e-mail' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('downloads the account data as a JSON file', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/espace/compte/mes-donnees`);
    await dismissStartupDialogs(page);
    const button = page.getByRole('button', { name: 'Télécharger mes données (JSON)' });
    await button.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown>;
    expect(data['profil']).toMatchObject({ nom: 'Dupont', dematerialization: false });
    expect(JSON.stringify(data['consentements'])).toContain('historique');
  });

  it('changes the login: code, information modal, and the old login until the mailed link is opened', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/espace/compte/identifiant`);
    await dismissStartupDialogs(page);
    await expect.poll(() => page.getByTestId('current-login').innerText()).toContain(DEMO_MEMBER.userName);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/^Nouvel identifiant/).fill(NEW_LOGIN);
    await page.getByRole('button', { name: 'Changer mon identifiant' }).click();
    const info = page.getByRole('dialog', { name: "Changement d'identifiant" });
    await info.getByText('devra être réactivé par le lien envoyé').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await info.getByRole('button', { name: 'Continuer' }).click();
    await toast(page, "Demande de changement d'identifiant enregistrée").waitFor();
    await expect
      .poll(() => outboxSubjects(server.baseUrl, DEMO_MEMBER.userName))
      .toContain('Demande de changement de votre identifiant de connexion');
    await page.reload();
    await dismissStartupDialogs(page);
    await expect.poll(() => page.getByTestId('current-login').innerText()).toContain(DEMO_MEMBER.userName);

    const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(NEW_LOGIN)}`);
    const [confirmation] = (await response.json()) as { links: string[] }[];
    const link = confirmation?.links[0];
    if (link === undefined) throw new Error('no confirmation link mailed to the new address');
    await page.goto(link);
    await page.getByText('confirmée', { exact: false }).first().waitFor();
    await toast(page, 'Identifiant modifié avec succès.').waitFor();
    await page.goto(`${server.baseUrl}/#/espace/compte/identifiant`);
    await dismissStartupDialogs(page);
    await expect.poll(() => page.getByTestId('current-login').innerText()).toContain(NEW_LOGIN);
  });

  it('keeps what was typed when the current password is wrong, then changes it from the keyboard', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/espace/compte/mot-de-passe`);
    await dismissStartupDialogs(page);
    const current = page.getByLabel('Mot de passe actuel', { exact: false }).first();
    await current.waitFor();
    expect(await current.getAttribute('autocomplete')).toBe('current-password');
    await current.fill('Mauvais#2024');
    await page.locator('#nouveau-mot-de-passe').fill(NEW_PASSWORD);
    await page.locator('#confirmation-nouveau-mot-de-passe').fill(NEW_PASSWORD);
    expect(await page.locator('#nouveau-mot-de-passe').getAttribute('autocomplete')).toBe('new-password');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    // Said once, under the field (issue 22 #15): no toast repeating it.
    await expect.poll(() => page.locator('#mot-de-passe-actuel').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Le mot de passe actuel est incorrect.').waitFor();
    expect(await toast(page, 'La modification du mot de passe a échoué.').count()).toBe(0);
    expect(await page.locator('#nouveau-mot-de-passe').inputValue()).toBe(NEW_PASSWORD);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('#mot-de-passe-actuel').fill('');
    await page.locator('#mot-de-passe-actuel').focus();
    await page.keyboard.type(DEMO_MEMBER.password);
    await page.keyboard.press('Enter');
    await toast(page, 'La modification du mot de passe a bien été prise en compte.').waitFor();
    expect(await page.locator('#nouveau-mot-de-passe').inputValue()).toBe('');
    await expect
      .poll(() => outboxSubjects(server.baseUrl, NEW_LOGIN))
      .toContain('Votre mot de passe a été modifié');
  });

  it('signs in with the new password once signed out', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => !url.hash.startsWith('#/espace'));
    await signIn(page, server.baseUrl, { userName: NEW_LOGIN, password: NEW_PASSWORD });
    await expect.poll(() => page.getByTestId('member-name').textContent()).toBe('Marie Dupont');
  });
});
