/**
 * The back office (issue 24) in Chromium against the reference server: `admin@mutuelle.fr` signs in on the portal's
 * login page (password, then the security code mailed to them, read in /dev/outbox) and lands on /admin/: the top
 * bar (name, role, « Se déconnecter »), the side navigation of the areas they may read, « Historique » (their own
 * sign-in listed, filters, CSV export of the filter shown); `consultant@mutuelle.fr` sees the read-only
 * navigation and signs out; an ended session goes back to the login page.
 * axe on the shell and on « Historique », at 1280 and 768 px. One browser, one page per staff member.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { horizontalOverflows } from './support/horizontal-overflow.ts';
import { sharedReferenceServer } from './support/shared-server.ts';
import { screenshot } from './support/screenshots.ts';
import { signInStaff } from './member-area.support.ts';

const PASSWORD = 'Portail#2025';
const ADMIN = 'admin@mutuelle.fr';
const CONSULTANT = 'consultant@mutuelle.fr';

// Staff sign in and out only: no data another suite reads changes (the habilitations suite has its own).
const server = sharedReferenceServer();
let browser: Browser;
let admin: OpenedPage;

/** Signs in on the portal's login page from /admin/ (password, then the mailed code) and waits for the shell. */
async function staffSignIn(page: Page, login: string): Promise<void> {
  await signInStaff(page, server.baseUrl, { userName: login, password: PASSWORD });
  await page.getByRole('navigation', { name: 'Rubriques du back office' }).waitFor();
}

function navLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Rubriques du back office' }).getByRole('link').allInnerTexts();
}

beforeAll(async () => {
  browser = await launchChromium();
  admin = await openPage(browser);
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

describe('back office: the Administrateur Digital', () => {
  it('signs in on the login page and lands on /admin/ with every area they may read', async () => {
    const { page } = admin;
    await staffSignIn(page, ADMIN);
    expect(await page.locator('.bo-user-name').innerText()).toBe(ADMIN);
    expect(await page.locator('.bo-user-role').innerText()).toBe('Administrateur Digital');
    expect(await navLinks(page)).toEqual([
      'Accueil',
      'Contenus',
      'Audiences',
      'Notifications',
      'FAQ',
      'Modèles de mails',
      'Demandes',
      'Adhérents',
      'Statistiques',
      'Référentiels',
      'Habilitations',
      'Historique',
    ]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Accueil du back office');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'back-office-home');
  });

  it('opens « Historique » with their own sign-in, newest first, and filters it', async () => {
    const { page } = admin;
    await page
      .getByRole('navigation', { name: 'Rubriques du back office' })
      .getByRole('link', { name: 'Historique' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Historique' }).waitFor();
    const firstRow = page.locator('.bo-table tbody tr').first();
    await expect.poll(() => firstRow.innerText()).toContain(ADMIN);
    expect(await firstRow.innerText()).toContain('Connexion');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'back-office-historique');

    await page.getByLabel('Rubrique', { exact: true }).selectOption('contenus');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByText('Aucune entrée ne correspond à ces filtres.').waitFor();
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect.poll(() => page.locator('.bo-table tbody tr').count()).toBeGreaterThan(0);

    await page.getByLabel('Collaborateur (identifiant)').fill(ADMIN);
    await page.getByLabel('Rubrique', { exact: true }).selectOption('connexion');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect.poll(() => page.locator('.bo-table tbody tr').first().innerText()).toContain(ADMIN);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^historique-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.startsWith('\ufeffDate;Collaborateur;Rubrique;Action;Élément;Avant / après\r\n')).toBe(true);
    expect(csv).toContain(`;${ADMIN};Connexion;Connexion;`);
    expect(csv).not.toContain(';Contenus;');
  });

  it('is usable at 768 px: the navigation above the page, nothing wider than the screen', async () => {
    const narrow = await openPage(browser, { width: 768 });
    try {
      await narrow.page.context().addCookies(await admin.page.context().cookies());
      await narrow.page.goto(`${server.baseUrl}/admin/#/historique`);
      await narrow.page.getByRole('heading', { level: 1, name: 'Historique' }).waitFor();
      expect(await horizontalOverflows(narrow.page)).toEqual([]);
      expect(await axeViolations(narrow.page)).toEqual([]);
      await screenshot(narrow.page, 'back-office-historique-768');
    } finally {
      await narrow.close();
    }
  });

  it('reaches the main area with the skip link, keyboard only', async () => {
    const { page } = admin;
    await page.goto(`${server.baseUrl}/admin/#/`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Accueil du back office' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aller au contenu');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenu');
  });

  it('goes back to the login page with a French notice once the session has ended', async () => {
    const { page } = admin;
    await page.goto(`${server.baseUrl}/admin/#/`);
    await page.getByRole('heading', { level: 1, name: 'Accueil du back office' }).waitFor();
    // The session ends (15 min idle, 8 h, or signed out elsewhere): the next call answers 401.
    await page.context().clearCookies({ name: 'portail_session' });
    await page
      .getByRole('navigation', { name: 'Rubriques du back office' })
      .getByRole('link', { name: 'Historique' })
      .click();
    await page.waitForURL(/\/api\/identity\/login\?callbackUrl=/);
    expect(decodeURIComponent(page.url())).toContain('callbackUrl=/admin/#/historique');
    await page.getByText('votre session a expiré').waitFor();
    await signInStaff(page, server.baseUrl, { userName: ADMIN, password: PASSWORD });
    // An anonymous visit of /admin/ goes straight to the login page too.
    const anonymous = await openPage(browser);
    try {
      await anonymous.page.goto(`${server.baseUrl}/admin/#/historique`);
      await anonymous.page.waitForURL(/\/api\/identity\/login\?callbackUrl=%2Fadmin%2F/);
    } finally {
      await anonymous.close();
    }
  });
});

describe('back office: the Consultant', () => {
  it('sees the navigation of a read-only role, then signs out to the portal', async () => {
    const consultant = await openPage(browser);
    try {
      const { page } = consultant;
      await staffSignIn(page, CONSULTANT);
      expect(await page.locator('.bo-user-role').innerText()).toBe('Consultant');
      expect(await navLinks(page)).toEqual([
        'Accueil',
        'Contenus',
        'Audiences',
        'Notifications',
        'FAQ',
        'Demandes',
        'Adhérents',
        'Statistiques',
        'Historique',
      ]);
      // The FAQ's questions, read-only: no save nor publish, the answer shown as members read it.
      await page.goto(`${server.baseUrl}/admin/#/faq/questions`);
      await page.getByText('Consultation seule : votre rôle ne permet pas de modifier la FAQ.').waitFor();
      await page
        .getByRole('button', { name: "J'ai oublié mon mot de passe, que faire ?", exact: true })
        .click();
      await page.getByRole('heading', { level: 3, name: 'Réponse' }).waitFor();
      expect(await page.getByRole('button', { name: 'Enregistrer le brouillon' }).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Réponse' }).count()).toBe(0);
      expect(await page.getByLabel('Intitulé de la question').getAttribute('readonly')).not.toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await consultant.close();
    }
  });
});
