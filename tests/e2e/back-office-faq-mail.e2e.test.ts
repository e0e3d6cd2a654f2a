/**
 * « Modèles de mails » of the back office (issue 24 §5) in Chromium against the reference server: the Administrateur
 * Digital signs in (password, then the mailed code), opens the list, edits the reset-password template (an unknown
 * variable refused with the catalogue message, then saved), previews it, sends themself a test (in /dev/outbox), and
 * the next « Mot de passe oublié » mail uses the saved text; « FAQ » shows the members' feedback and downloads its CSV;
 * its « Questions » edit an answer in the rich-text editor (keyboard only), save the draft, publish it after
 * confirmation, and a visitor reads the new answer in the portal's help dialog. axe on the list, the editor, the
 * preview dialog, the feedback, the questions and the publish confirmation.
 * One browser, one sign-in.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

const ADMIN = 'admin@mutuelle.fr';
const MEMBER = 'demo@mutuelle.fr';

let server: ReferenceServer;
let browser: Browser;
let admin: OpenedPage;

async function outbox(to: string): Promise<{ subject: string; text: string; template: string }[]> {
  const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { subject: string; text: string; template: string }[];
}

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  admin = await openPage(browser);
  await signInStaff(admin.page, server.baseUrl, { userName: ADMIN, password: 'Portail#2025' });
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe('back office: « Modèles de mails »', () => {
  it('lists every template and edits one, refusing an unknown variable', { timeout: 120_000 }, async () => {
    const { page } = admin;
    await page
      .getByRole('navigation', { name: 'Rubriques du back office' })
      .getByRole('link', { name: 'Modèles de mails' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Modèles de mails' }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Réinitialisation du mot de passe' }).waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Réinitialisation du mot de passe' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Réinitialisation du mot de passe' })
      .waitFor({ timeout: 15_000 });
    const subject = page.getByLabel('Objet');
    await subject.fill('Nouveau mot de passe pour {{iban}}');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page
      .getByText("La variable « {{iban}} » n'existe pas pour ce modèle.")
      .waitFor({ timeout: 15_000 });
    expect(await subject.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await subject.fill('Nouveau mot de passe pour {{prenom}}');
    await page.getByRole('button', { name: 'Aperçu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Nouveau mot de passe pour Marie').waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le modèle a été enregistré.').first().waitFor({ timeout: 15_000 });
  });

  it('sends a test to the staff member, and the next member mail uses the saved text', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: "M'envoyer un test" }).click();
    await page.getByText(`Un e-mail de test a été envoyé à ${ADMIN}.`).first().waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await outbox(ADMIN))[0]?.subject)
      .toBe('[Test] Nouveau mot de passe pour Marie');

    const memberPage = await openPage(browser);
    try {
      const member = memberPage.page;
      await member.goto(`${server.baseUrl}/#/forgot-password`);
      await member.getByLabel('Identifiant (adresse e-mail)').fill(MEMBER);
      await member.getByLabel('Date de naissance').fill('12051985');
      await member.getByRole('button', { name: 'Valider' }).click();
      await expect
        .poll(async () => (await outbox(MEMBER)).find((m) => m.template === 'reset-password')?.subject)
        .toBe('Nouveau mot de passe pour Marie');
    } finally {
      await memberPage.close();
    }
  });

  it('shows the FAQ feedback and downloads it as CSV', async () => {
    const { page } = admin;
    await page
      .getByRole('navigation', { name: 'Rubriques du back office' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 2, name: 'Avis des adhérents' }).waitFor({ timeout: 15_000 });
    await page.locator('.faq-feedback-table tbody tr').first().waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('faq-avis.csv');
    const path = await download.path();
    const csv = await readFile(path, 'utf8');
    expect(csv.startsWith('\uFEFF"Identifiant";"Question";"Clics";"Oui";"Non";"Commentaires"')).toBe(true);
  });
});

describe('back office: « FAQ » questions', () => {
  const QUESTION = 'Comment me connecter à mon espace adhérent ?';
  const ADDED = 'Astuce ajoutée depuis le back office.';

  it('edits an answer in the editor with the keyboard, saves, publishes after confirmation; members read it', async () => {
    const { page } = admin;
    await page
      .getByRole('navigation', { name: 'Sections de la FAQ' })
      .getByRole('link', { name: 'Questions' })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Questions' }).waitFor({ timeout: 15_000 });
    await page
      .getByRole('list', { name: '« Connexion et mot de passe »' })
      .getByRole('button', { name: QUESTION, exact: true })
      .focus();
    await page.keyboard.press('Enter');
    const answer = page.getByRole('textbox', { name: 'Réponse' });
    await answer.waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    await answer.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(ADDED);
    await page.getByText('Modifications non enregistrées.').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Le brouillon de la FAQ a été enregistré.').first().waitFor({ timeout: 15_000 });
    await page.getByText("Le brouillon enregistré n'est pas encore publié.").waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Publier', exact: true }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Publier la FAQ ?' });
    await confirm.waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Publier' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByText('La FAQ a été publiée : les adhérents voient cette version.')
      .first()
      .waitFor({ timeout: 15_000 });

    const visitor = await openPage(browser);
    try {
      const { page: member } = visitor;
      await member.goto(`${server.baseUrl}/#/`);
      await member.getByRole('button', { name: "Besoin d'aide pour vous connecter ?" }).click();
      const help = member.getByRole('dialog', { name: "Besoin d'aide pour vous connecter ?" });
      await help.getByRole('button', { name: QUESTION, exact: true }).click();
      await member.getByRole('dialog', { name: QUESTION }).getByText(ADDED).waitFor({ timeout: 15_000 });
    } finally {
      await visitor.close();
    }
  });
});
