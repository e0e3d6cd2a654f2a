/**
 * axe-core on every route of the portal and every dialog, in the demo tenant (every feature on), in Debian's
 * Chromium against the reference server (e2e harness). Form error states are checked by the e2e suites
 * (tests/e2e), so they are not repeated here; the FAQ modal's tabs and comment box are.
 * Figures: .data/reports/a11y-demo.json.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from '../e2e/support/browser.ts';
import type { OpenedPage } from '../e2e/support/browser.ts';
import { A11yAudit } from './support/a11y-audit.ts';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  dismissStartupDialogs,
  signIn,
  signInStaff,
} from '../e2e/member-area.support.ts';
import { dismissToasts, heading, openScreen, outboxLinks, settle, trackRequests } from './support/screens.ts';

/** Public routes of spec §2 with the heading each one shows for these parameters. */
const PUBLIC_ROUTES: readonly { readonly hash: string; readonly heading: string }[] = [
  { hash: '#/', heading: 'Mon espace adhérent' },
  { hash: '#/activate-user?code=abc&userId=42', heading: 'Activer mon compte' },
  { hash: '#/activate-user-confirmation', heading: 'Compte activé' },
  { hash: '#/confirm-email?code=abc&userId=42', heading: "Confirmation de l'adresse e-mail" },
  { hash: '#/delete-user-confirmation', heading: 'Compte supprimé' },
  { hash: '#/display-email?source=register', heading: 'Consultez votre messagerie' },
  { hash: '#/display-email?source=forgot-username', heading: 'Consultez votre messagerie' },
  { hash: '#/forgot-password', heading: 'Mot de passe oublié' },
  { hash: '#/forgot-password-confirmation', heading: 'Demande de réinitialisation envoyée' },
  { hash: '#/forgot-username', heading: 'Identifiant oublié' },
  { hash: '#/page/mentions-legales', heading: 'Mentions légales' },
  { hash: '#/page/nulle-part', heading: 'Page inconnue' },
  {
    hash: `#/redirect-to-mobile/${encodeURIComponent('https://evil.example/app')}`,
    heading: "Redirection vers l'application mobile",
  },
  { hash: '#/register', heading: 'Créer mon espace' },
  { hash: '#/reset-password?code=abc&userId=42', heading: "Ce lien n'est plus valide" },
  { hash: '#/reset-password-confirmation', heading: 'Mot de passe réinitialisé' },
  { hash: '#/reset-password-error', heading: "Ce lien n'est plus valide" },
  { hash: '#/service-unavailable', heading: 'Service momentanément indisponible' },
];

const audit = new A11yAudit(
  'a11y-demo',
  'Accessibilité (axe-core) — tenant de démonstration, toutes fonctionnalités',
);
/** Started once for the step by support/servers.global-setup.ts. */
const server = { baseUrl: inject('a11yDemoBaseUrl') };
let browser: Browser;
let opened: OpenedPage;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});

// A fresh browser context per test: a failure cannot leave a dialog open for the next one.
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

/** Member-area routes (signed in as the demo member) with their headings. */
const MEMBER_ROUTES: readonly { readonly hash: string; readonly heading: string }[] = [
  { hash: '#/espace', heading: 'Mon espace adhérent' },
  { hash: '#/espace/courriers', heading: 'Mes courriers' },
  { hash: '#/espace/justificatifs', heading: 'Envoyer des justificatifs' },
  { hash: '#/espace/remboursements', heading: 'Mes remboursements' },
  { hash: '#/espace/documents', heading: 'Mes documents' },
  { hash: '#/espace/garanties', heading: 'Mes garanties' },
  { hash: '#/espace/beneficiaires', heading: 'Mes bénéficiaires' },
  { hash: '#/espace/carte', heading: 'Ma carte de tiers payant' },
  { hash: '#/espace/notifications', heading: 'Notifications' },
  { hash: '#/espace/simulateur', heading: 'Simulateur de remboursement' },
];

/** Waits for the dialog (by accessible name), lets it settle, and runs axe on the whole page. */
async function checkDialog(name: string, found: string[], auditName = name): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await settle(page);
  found.push(...(await audit.check(page, 'dialog', auditName)));
  return dialog;
}

async function checkState(name: string, found: string[]): Promise<void> {
  await settle(page);
  found.push(...(await audit.check(page, 'state', name)));
}

async function closeDialog(dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('accessibility of the demo tenant (axe-core, Chromium)', () => {
  it('detects a planted violation (the axe run is live), then none once it is removed', async () => {
    await openScreen(page, server.baseUrl, '#/', 'Mon espace adhérent');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.id = 'a11y-planted';
      image.src = '/favicon.svg';
      document.querySelector('main')?.append(image);
    });
    expect((await audit.probe(page)).join('\n')).toMatch(/^image-alt \(critical\).*#a11y-planted/m);
    await page.evaluate(() => document.getElementById('a11y-planted')?.remove());
    expect(await audit.probe(page)).toEqual([]);
  });

  it('has no violation on any public route', async () => {
    const found: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await openScreen(page, server.baseUrl, route.hash, route.heading);
      found.push(...(await audit.check(page, 'route', route.hash)));
    }
    expect(found).toEqual([]);
  });

  it('has no violation in the FAQ modal (3 tabs), the question dialog and its comment box', async () => {
    const found: string[] = [];
    await openScreen(page, server.baseUrl, '#/', 'Mon espace adhérent');
    await page.getByRole('button', { name: "Besoin d'aide pour vous connecter ?" }).click();
    const faq = await checkDialog("Besoin d'aide pour vous connecter ?", found, 'FAQ — Top 5');
    await faq.getByRole('tab', { name: 'Catégories' }).click();
    await faq.getByRole('tabpanel').getByRole('button').first().waitFor();
    await checkState('FAQ — Catégories', found);
    await faq.getByLabel("Rechercher dans l'aide").fill('mot de passe');
    await faq.getByRole('button', { name: 'Rechercher' }).click();
    await faq.getByText('pour « mot de passe »', { exact: false }).waitFor();
    await checkState('FAQ — Résultats', found);
    await faq.locator('.portal-faq-question-link').first().click();
    const question = page.getByRole('dialog').last();
    await question.getByText('Cette réponse vous a-t-elle été utile ?').waitFor();
    await checkState('FAQ — question', found);
    await question.getByRole('button', { name: 'Non' }).click();
    await question.getByRole('button', { name: 'Envoyer' }).waitFor();
    await checkState('FAQ — commentaire', found);
    expect(found).toEqual([]);
  });

  it('has no violation in the register NIR help dialog', async () => {
    const found: string[] = [];
    await openScreen(page, server.baseUrl, '#/register', 'Créer mon espace');
    await page.getByRole('button', { name: 'Où trouver mon numéro de sécurité sociale ?' }).click();
    const nirHelp = await checkDialog('Où trouver mon numéro de sécurité sociale ?', found);
    await closeDialog(nirHelp);
    expect(found).toEqual([]);
  });

  it('has no violation in the forgot-username security-code and info dialogs', async () => {
    const found: string[] = [];
    await openScreen(page, server.baseUrl, '#/forgot-username', 'Identifiant oublié');
    // The demo member (the only one with an account); the change itself is never confirmed ('Continuer').
    await page.getByLabel("Numéro d'adhérent").fill('1000001');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marie');
    await page.getByLabel('Date de naissance').fill('12051985');
    await page.getByLabel('Code postal').fill('75011');
    await page.getByLabel('Nouvel identifiant (adresse e-mail)').fill('marie.nouvelle@example.fr');
    await page.getByRole('button', { name: 'Valider' }).click();
    const code = await checkDialog('Code de sécurité', found);
    await dismissToasts(page);
    const sms = await outboxText(server.baseUrl, '0612345678');
    const digits = /\b(\d{6})\b/.exec(sms)?.[1] ?? '';
    await code.getByLabel('Chiffre 1 sur 6').focus();
    await page.keyboard.type(digits);
    await code.getByRole('button', { name: 'Valider' }).click();
    await checkDialog("Changement d'identifiant", found);
    expect(found).toEqual([]);
  });

  it('has no violation on the reset-password form from a mailed link', async () => {
    const found: string[] = [];
    await openScreen(page, server.baseUrl, '#/forgot-password', 'Mot de passe oublié');
    await page.getByLabel('Identifiant (adresse e-mail)').fill(DEMO_MEMBER.userName);
    await page.getByLabel('Date de naissance').fill('12051985');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Demande de réinitialisation envoyée');
    await openScreenFromLink(await outboxLinks(server.baseUrl, DEMO_MEMBER.userName, 'reset-password'));
    await page.getByLabel('Nouveau mot de passe').waitFor();
    found.push(...(await audit.check(page, 'route', '#/reset-password (lien valide)')));
    expect(found).toEqual([]);
  });

  it('has no violation in the member area screens and dialogs', async () => {
    const found: string[] = [];
    await signIn(page, server.baseUrl);
    await checkDialog('Vos consentements', found);
    for (const button of ['Accepter', 'Refuser']) {
      await page
        .getByRole('dialog', { name: 'Vos consentements' })
        .getByRole('button', { name: button })
        .first()
        .click();
      await page.waitForTimeout(300);
    }
    // One start-up dialog per sign-in (issue 22 #16): the home opens the bank details, the next start the news.
    await page.getByRole('button', { name: 'Renseigner mes coordonnées bancaires' }).click();
    const bank = await checkDialog('Vos coordonnées bancaires pour le versement de vos prestations', found);
    await bank.getByRole('button', { name: 'Annuler' }).click();
    // A contract whose bank details are on file: at the next start, the news is the start-up dialog.
    await page.locator('#contrat-courant').selectOption('1000001-02');
    await page.reload();
    const info = await checkDialog('Nouveau : vos remboursements en temps réel', found);
    await info.getByRole('button', { name: 'Fermer' }).last().click();
    await page.locator('#contrat-courant').selectOption('1000001-01');
    await dismissStartupDialogs(page);
    for (const route of MEMBER_ROUTES) {
      await openScreen(page, server.baseUrl, route.hash, route.heading);
      found.push(...(await audit.check(page, 'route', route.hash)));
    }
    await openScreen(page, server.baseUrl, '#/espace', 'Mon espace adhérent');
    await page.getByRole('button', { name: 'Découvrir nos réseaux de soins' }).click();
    await closeDialog(await checkDialog('Nos réseaux de soins partenaires', found));
    await page.getByRole('button', { name: 'En savoir plus sur le zéro papier' }).click();
    await closeDialog(await checkDialog('Passez au zéro papier', found, 'zéro papier (espace adhérent)'));
    await openScreen(page, server.baseUrl, '#/service-unavailable', 'Service momentanément indisponible');
    found.push(...(await audit.check(page, 'route', '#/service-unavailable (connecté)')));
    expect(found).toEqual([]);
  });

  it('has no violation in the back office: its shell (/admin/) and « Historique », at 1280 and 768 px', async () => {
    const found: string[] = [];
    for (const width of [1280, 768]) {
      const staff = await openPage(browser, { width });
      trackRequests(staff.page);
      try {
        await signInStaff(staff.page, server.baseUrl, DEMO_ADMIN);
        await staff.page.getByRole('heading', { level: 1, name: 'Accueil du back office' }).waitFor();
        await settle(staff.page);
        found.push(
          ...(await audit.check(staff.page, 'route', `/admin/#/ (back office, ${String(width)} px)`)),
        );
        await staff.page.goto(`${server.baseUrl}/admin/#/historique`);
        await staff.page.locator('.bo-table tbody tr').first().waitFor();
        await settle(staff.page);
        found.push(
          ...(await audit.check(
            staff.page,
            'route',
            `/admin/#/historique (back office, ${String(width)} px)`,
          )),
        );
      } finally {
        await staff.close();
      }
    }
    expect(found).toEqual([]);
  });

  it('has no violation in the no-contract notice and the contracts error dialog', async () => {
    const found: string[] = [];
    const admin = await openPage(browser);
    trackRequests(admin.page);
    try {
      await signInStaff(admin.page, server.baseUrl, DEMO_ADMIN, '#/espace');
      const dialog = admin.page.getByRole('dialog', { name: '0 contrat' });
      await dialog.waitFor();
      await settle(admin.page);
      found.push(...(await audit.check(admin.page, 'dialog', '0 contrat')));
    } finally {
      await admin.close();
    }
    const failing = await openPage(browser);
    trackRequests(failing.page);
    try {
      await failing.page.route('**/api/adherent/contrats', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Maintenance.' }),
        }),
      );
      await signIn(failing.page, server.baseUrl);
      await failing.page
        .getByRole('dialog', { name: 'Vos contrats sont momentanément indisponibles' })
        .waitFor();
      await settle(failing.page);
      found.push(
        ...(await audit.check(failing.page, 'dialog', 'Vos contrats sont momentanément indisponibles')),
      );
    } finally {
      await failing.close();
    }
    expect(found).toEqual([]);
  });
});

async function openScreenFromLink(link: string): Promise<void> {
  await page.goto(`${server.baseUrl}/${new URL(link).hash}`);
  await settle(page);
}

async function outboxText(baseUrl: string, recipient: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
        const messages: unknown = await response.json();
        const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
        text = typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '';
        return text;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}
