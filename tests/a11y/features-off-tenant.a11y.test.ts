/**
 * axe-core on every route and every dialog of the second tenant (`server/config/tenant.features-off.json`:
 * registration, forgot-login, FAQ, bank details, care networks, demat off; NIR-only; 12-character passwords), in
 * Debian's Chromium against the reference server (e2e harness). Routes whose feature is off are checked where
 * the guard sends them (home). Figures: .data/reports/a11y-features-off.json.
 */
import type { Browser, Page } from 'playwright-core';
import { errors } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from '../e2e/support/browser.ts';
import type { OpenedPage } from '../e2e/support/browser.ts';
import { DEMO_ADMIN, DEMO_MEMBER, signIn, signInStaff } from '../e2e/member-area.support.ts';
import { A11yAudit } from './support/a11y-audit.ts';
import { heading, openScreen, outboxLinks, settle, trackRequests } from './support/screens.ts';

const HOME = 'Mon espace adhérent';
/** `landsOn`: where the route's guard sends it when its feature is off. */
const ROUTES: readonly { readonly hash: string; readonly heading: string; readonly landsOn?: string }[] = [
  { hash: '#/', heading: HOME },
  { hash: '#/activate-user?code=abc&userId=42', heading: 'Activer mon compte' },
  { hash: '#/activate-user-confirmation', heading: 'Compte activé' },
  { hash: '#/confirm-email?code=abc&userId=42', heading: "Confirmation de l'adresse e-mail" },
  { hash: '#/delete-user-confirmation', heading: 'Compte supprimé' },
  { hash: '#/display-email?source=register', heading: 'Consultez votre messagerie' },
  { hash: '#/forgot-password', heading: 'Mot de passe oublié' },
  { hash: '#/forgot-password-confirmation', heading: 'Demande de réinitialisation envoyée' },
  // Feature off: the guard sends these home.
  { hash: '#/forgot-username', heading: HOME, landsOn: '#/' },
  { hash: '#/register', heading: HOME, landsOn: '#/' },
  { hash: '#/page/mentions-legales', heading: 'Mentions légales' },
  { hash: '#/page/nulle-part', heading: 'Page inconnue' },
  {
    hash: `#/redirect-to-mobile/${encodeURIComponent('https://evil.example/app')}`,
    heading: "Redirection vers l'application mobile",
  },
  { hash: '#/reset-password?code=abc&userId=42', heading: "Ce lien n'est plus valide" },
  { hash: '#/reset-password-confirmation', heading: 'Mot de passe réinitialisé' },
  { hash: '#/reset-password-error', heading: "Ce lien n'est plus valide" },
  { hash: '#/service-unavailable', heading: 'Service momentanément indisponible' },
];
const MEMBER_ROUTES: readonly {
  readonly hash: string;
  readonly heading: string;
  readonly landsOn?: string;
}[] = [
  { hash: '#/espace', heading: HOME },
  { hash: '#/espace/courriers', heading: 'Mes courriers' },
  { hash: '#/espace/justificatifs', heading: 'Envoyer des justificatifs' },
  { hash: '#/espace/remboursements', heading: 'Mes remboursements' },
  // Member services whose features are off: their addresses land on the area's home.
  { hash: '#/espace/documents', heading: HOME, landsOn: '#/espace' },
  { hash: '#/espace/garanties', heading: HOME, landsOn: '#/espace' },
  { hash: '#/espace/beneficiaires', heading: HOME, landsOn: '#/espace' },
];

const audit = new A11yAudit(
  'a11y-features-off',
  'Accessibilité (axe-core) — second tenant, fonctionnalités optionnelles désactivées',
);
/** Started once for the step by support/servers.global-setup.ts. */
const server = { baseUrl: inject('a11yFeaturesOffBaseUrl') };
let browser: Browser;
let opened: OpenedPage;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});

beforeEach(async () => {
  opened = await openPage(browser);
  page = opened.page;
  trackRequests(page);
});

afterEach(async () => {
  await opened?.close();
});

afterAll(async () => {
  await browser?.close();
  await audit.write();
});

/** Every dialog the member area opens by itself, checked with axe, then answered or closed. */
async function auditStartupDialogs(target: Page, found: string[]): Promise<string[]> {
  const seen: string[] = [];
  for (let round = 0; round < 10; round += 1) {
    const dialog = target.getByRole('dialog');
    try {
      await dialog.first().waitFor({ timeout: 2500 });
    } catch (error: unknown) {
      if (error instanceof errors.TimeoutError) return seen;
      throw error;
    }
    await settle(target);
    const title = (await dialog.first().locator('h2').first().innerText()).trim();
    seen.push(title);
    found.push(...(await audit.check(target, 'dialog', title)));
    for (const name of ['Accepter', 'Annuler', 'Continuer', 'Fermer']) {
      const button = dialog.first().getByRole('button', { name, exact: true });
      if ((await button.count()) > 0) {
        await button.last().click();
        break;
      }
    }
    await target.waitForTimeout(300);
  }
  throw new Error(`start-up dialogs kept coming: ${seen.join(', ')}`);
}

describe('accessibility of the features-off tenant (axe-core, Chromium)', () => {
  it('has no violation on any route (disabled ones land home), and no account creation offered', async () => {
    const found: string[] = [];
    for (const route of ROUTES) {
      await openScreen(page, server.baseUrl, route.hash, route.heading, route.landsOn);
      found.push(...(await audit.check(page, 'route', route.hash)));
    }
    await openScreen(page, server.baseUrl, '#/', HOME);
    expect(await page.getByRole('link', { name: 'Créer mon espace' }).count()).toBe(0);
    expect(found).toEqual([]);
  });

  it('has no violation in the forgot-password errors and the reset-password form (12 characters)', async () => {
    const found: string[] = [];
    await openScreen(page, server.baseUrl, '#/forgot-password', 'Mot de passe oublié');
    expect(await page.getByLabel('Date de naissance').count()).toBe(0);
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('Merci de renseigner toutes les données obligatoires.').waitFor();
    await settle(page);
    found.push(...(await audit.check(page, 'state', 'mot de passe oublié — erreurs')));
    await page.getByLabel('Identifiant (adresse e-mail)').fill(DEMO_MEMBER.userName);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Demande de réinitialisation envoyée');
    const link = await outboxLinks(server.baseUrl, DEMO_MEMBER.userName, 'reset-password');
    await page.goto(`${server.baseUrl}/${new URL(link).hash}`);
    await page.getByLabel('Nouveau mot de passe').waitFor();
    await settle(page);
    found.push(...(await audit.check(page, 'route', '#/reset-password (lien valide)')));
    await page.getByLabel('Nouveau mot de passe').fill('Court#2025');
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('Merci de renseigner toutes les données obligatoires.').waitFor();
    await settle(page);
    found.push(...(await audit.check(page, 'state', 'réinitialisation — erreurs (12 caractères)')));
    expect(found).toEqual([]);
  });

  it('has no violation in the member area and the dialogs it opens', async () => {
    const found: string[] = [];
    await signIn(page, server.baseUrl);
    const dialogs = await auditStartupDialogs(page, found);
    for (const route of MEMBER_ROUTES) {
      await openScreen(page, server.baseUrl, route.hash, route.heading, route.landsOn);
      found.push(...(await audit.check(page, 'route', route.hash)));
    }
    expect(await page.getByRole('button', { name: 'Découvrir nos réseaux de soins' }).count()).toBe(0);
    expect(found).toEqual([]);
    expect(dialogs.length).toBeGreaterThan(0);
  });

  it('has no violation in the no-contract notice', async () => {
    const found: string[] = [];
    const admin = await openPage(browser);
    trackRequests(admin.page);
    try {
      await signInStaff(admin.page, server.baseUrl, DEMO_ADMIN, '#/espace');
      await admin.page.getByRole('dialog', { name: '0 contrat' }).waitFor();
      await settle(admin.page);
      found.push(...(await audit.check(admin.page, 'dialog', '0 contrat')));
    } finally {
      await admin.close();
    }
    expect(found).toEqual([]);
  });
});
