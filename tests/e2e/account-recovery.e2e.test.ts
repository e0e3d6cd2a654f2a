/**
 * Account recovery in Chromium against the reference server (issue 5): activation from the outbox link,
 * forgot-password → reset → login, forgot-username with the security code read from the outbox,
 * confirm-email failure + resend; axe on every screen and dialog; screenshots (also at 360 px).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';
import { signInStaff } from './member-area.support.ts';

interface OutboxMessage {
  readonly kind: 'mail' | 'sms';
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
}

const NEW_PASSWORD = 'Nouveau#2026';
/** Demo member M001 (seed): its password changes when the reset test has run. */
const DEMO = { login: 'demo@mutuelle.fr', phone: '0612345678', newLogin: 'marie.dupont@example.fr' };
let demoPassword = 'Portail#2025';

let server: ReferenceServer;
let browser: Browser;

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The outbox messages for a recipient, newest first, once at least `count` arrived. */
async function outbox(recipient: string, count = 1): Promise<OutboxMessage[]> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
        messages = (await response.json()) as OutboxMessage[];
        return messages.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
}

/** The first link of the newest message to `recipient` pointing to a UI route, as a path from the server root. */
async function mailedLink(recipient: string, route: string, count = 1): Promise<string> {
  const [latest] = await outbox(recipient, count);
  const link = latest?.links.find((candidate) => candidate.includes(`#/${route}?`));
  if (link === undefined) throw new Error(`no ${route} link mailed to ${recipient}`);
  const url = new URL(link);
  return `${server.baseUrl}/${url.hash}`;
}

/** A JSON write to the API with the anti-forgery header, in the browser context (its cookies). */
async function apiPost(context: BrowserContext, path: string, body: unknown): Promise<number> {
  await context.request.get(`${server.baseUrl}/api/client/current`);
  const cookies = await context.cookies(server.baseUrl);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${server.baseUrl}${path}`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'Content-Type': 'application/json' },
    data: body,
  });
  return response.status();
}

/** The page heading (h1) becomes `text` (navigation and server answers may take a few seconds). */
async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(text);
}

async function expectNoAxeViolation(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}

/** 'Se connecter' of a confirmation screen: one sign-in, and the login page sends the member to their space. */
async function logInFromConfirmation(page: Page, userName: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/api\/identity\/login\?callbackUrl=%2F%23%2Fespace$/);
  await page.getByLabel('Identifiant (adresse e-mail)').fill(userName);
  await page.getByLabel('Mot de passe', { exact: false }).first().fill(password);
  const [signIn] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/identity/login'),
    ),
    page.getByRole('button', { name: 'Se connecter' }).click(),
  ]);
  expect(signIn.headers().location).toBe('/#/espace');
  await page.waitForLoadState('networkidle');
  const me = await page.context().request.get(`${server.baseUrl}/api/identity/current-user`);
  expect(me.status()).toBe(200);
}

async function withPage(run: (opened: OpenedPage) => Promise<void>, width?: number): Promise<void> {
  const opened = await openPage(browser, width === undefined ? {} : { width, height: 800 });
  try {
    await run(opened);
    // Refused links answer 4xx (logged by Chromium as console errors); uncaught exceptions are bugs.
    expect(opened.problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
  } finally {
    await opened.close();
  }
}

describe('account recovery in Chromium', () => {
  it('activates an account from the mailed link, then logs in', async () => {
    await withPage(async ({ page, context }) => {
      await page.goto(`${server.baseUrl}/#/`);
      expect(
        await apiPost(context, '/api/identity/register', {
          numeroContrat: '1000002',
          nom: 'Martin',
          prenom: 'Jean',
          dateNaissance: '1979-02-14',
          codePostal: '69003',
          email: 'jean.martin@example.fr',
          iban: '4521',
          password: 'Portail#2026',
          confirmPassword: 'Portail#2026',
          cgu: true,
          consentements: [],
          dematerialization: true,
        }),
      ).toBe(202);
      await page.goto(await mailedLink('jean.martin@example.fr', 'activate-user'));
      await expectHeading(page, 'Activer mon compte');
      // Issue 22 #2: the password chosen at registration is kept; the activation asks none and says which.
      await page.getByTestId('password-chosen-at-registration').waitFor();
      expect(await page.getByLabel('Nouveau mot de passe').count()).toBe(0);
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-activate-user');

      await page.getByRole('button', { name: 'Valider' }).click();
      await expectHeading(page, 'Compte activé');
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-activate-user-confirmation');
      await logInFromConfirmation(page, 'jean.martin@example.fr', 'Portail#2026');
    });
  });

  it('shows the invalid-link text with a link to forgot-password for a bad activation link', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/activate-user?code=perime&userId=inconnu`);
      await page.getByText("Ce lien d'activation n'est plus valide.", { exact: false }).waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-activate-user-invalid-link');
      await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
      await expectHeading(page, 'Mot de passe oublié');
    });
  });

  it('resets a forgotten password from the mailed link, then logs in with it', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/forgot-password`);
      await page.getByLabel('Identifiant (adresse e-mail)').waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-forgot-password');
      await page.getByLabel('Identifiant (adresse e-mail)').fill('demo@mutuelle.fr');
      await page.getByLabel('Date de naissance').fill('12051985');
      await page.getByRole('button', { name: 'Valider' }).click();
      await expectHeading(page, 'Demande de réinitialisation envoyée');
      await page.getByText("Si l'adresse saisie est associée à un compte", { exact: false }).waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-forgot-password-confirmation');

      await page.goto(await mailedLink('demo@mutuelle.fr', 'reset-password'));
      await page.getByLabel('Nouveau mot de passe').waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-reset-password');
      await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
      await page.getByLabel('Confirmation du mot de passe').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Valider' }).click();
      await expectHeading(page, 'Mot de passe réinitialisé');
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-reset-password-confirmation');
      await logInFromConfirmation(page, 'demo@mutuelle.fr', NEW_PASSWORD);
      demoPassword = NEW_PASSWORD;
    });
  });

  it('sends a reset link that is no longer valid to reset-password-error', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/reset-password?code=perime&userId=inconnu`);
      await expectHeading(page, "Ce lien n'est plus valide");
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-reset-password-error');
      await page.getByRole('link', { name: /nouvelle demande/ }).click();
      await expectHeading(page, 'Mot de passe oublié');
    });
  });

  it('changes a forgotten login with the SMS security code, then confirms the new address and logs in with it', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/forgot-username`);
      await page.getByLabel('Nouvel identifiant (adresse e-mail)').waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-forgot-username');

      await page.getByRole('button', { name: 'Valider' }).click();
      await page.getByText('Merci de renseigner toutes les données obligatoires.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-forgot-username-errors');

      await page.getByLabel("Numéro d'adhérent").fill('1000001');
      await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');
      await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marie');
      await page.getByLabel('Date de naissance').fill('12051985');
      await page.getByLabel('Code postal').fill('75011');
      await page.getByLabel('Nouvel identifiant (adresse e-mail)').fill(DEMO.newLogin);
      const submit = page.getByRole('button', { name: 'Valider' });
      await submit.click();

      // The security-code modal: the focus goes in and stays in; Escape closes it and gives the focus back.
      const codeDialog = page.getByRole('dialog', { name: 'Code de sécurité' });
      await codeDialog.getByText('vient de vous être envoyé par SMS', { exact: false }).waitFor();
      const [sms] = await outbox(DEMO.phone);
      expect(/\b(\d{6})\b/.exec(sms?.text ?? '')?.[1]).toMatch(/^\d{6}$/);
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        // Blueprint's focus-trap sentinels belong to the overlay around the dialog.
        expect(await page.evaluate(() => document.activeElement?.closest('.bp6-overlay-open') !== null)).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await codeDialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => submit.evaluate((element) => element === document.activeElement), { timeout: 5000 })
        .toBe(true);

      // Again, with the keyboard: the code is sent anew, read from the outbox, pasted into the six cells.
      await page.keyboard.press('Enter');
      await codeDialog.getByText('vient de vous être envoyé par SMS', { exact: false }).waitFor();
      await outbox(DEMO.phone, 2);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('code-securite-1');
      expect(await codeDialog.getByLabel('Chiffre 1 sur 6').getAttribute('autocomplete')).toBe(
        'one-time-code',
      );
      await expectNoAxeViolation(page, '.bp6-dialog');
      await screenshot(page, 'account-forgot-username-security-code');

      await codeDialog.getByRole('button', { name: 'Renvoyer un code' }).click();
      await page.getByText("Un code de sécurité vient d'être renvoyé.").first().waitFor();
      const [resent] = await outbox(DEMO.phone, 3);
      const resentCode = /\b(\d{6})\b/.exec(resent?.text ?? '')?.[1] ?? '';
      await codeDialog.getByLabel('Chiffre 1 sur 6').focus();
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
        );
      }, resentCode);
      expect(await codeDialog.getByLabel('Chiffre 6 sur 6').inputValue()).toBe(resentCode.slice(5));
      await codeDialog.getByRole('button', { name: 'Valider' }).click();

      // The info modal, then Continuer submits the change.
      const infoDialog = page.getByRole('dialog', { name: "Changement d'identifiant" });
      await infoDialog.getByText('nouvelle adresse e-mail', { exact: false }).waitFor();
      await expectNoAxeViolation(page, '.bp6-dialog');
      await screenshot(page, 'account-forgot-username-info');
      await infoDialog.getByRole('button', { name: 'Continuer' }).click();
      await expectHeading(page, 'Consultez votre messagerie');
      await page.getByText("Votre demande de changement d'identifiant a bien été enregistrée").waitFor();

      // The mailed link confirms the address; the new login works.
      await page.goto(await mailedLink(DEMO.newLogin, 'confirm-email'));
      await page.getByText('Votre adresse e-mail a bien été confirmée.', { exact: false }).waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-confirm-email-success');
      await logInFromConfirmation(page, DEMO.newLogin, demoPassword);
    });
  });

  it("shows a failed confirmation and sends a new link with 'Recevoir un nouveau lien' (account not confirmed)", async () => {
    await withPage(async ({ page, context }) => {
      await page.goto(`${server.baseUrl}/#/`);
      expect(
        await apiPost(context, '/api/identity/register', {
          numeroContrat: '1000005',
          nom: 'Bernard',
          prenom: 'Sophie',
          dateNaissance: '1975-03-08',
          codePostal: '33000',
          email: 'sophie.bernard@example.fr',
          iban: '5566',
          password: 'Portail#2026',
          confirmPassword: 'Portail#2026',
          cgu: true,
          consentements: [],
          dematerialization: true,
        }),
      ).toBe(202);
      const activation = new URL(await mailedLink('sophie.bernard@example.fr', 'activate-user'));
      const userId = new URLSearchParams(activation.hash.split('?')[1]).get('userId') ?? '';
      await page.goto(`${server.baseUrl}/#/confirm-email?code=mauvais&userId=${encodeURIComponent(userId)}`);
      await page.getByText("Ce lien de confirmation n'est plus valide.").waitFor();
      expect(await page.getByRole('button', { name: 'Se connecter' }).count()).toBe(0);
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-confirm-email-failure');
      await page.getByRole('button', { name: 'Recevoir un nouveau lien' }).click();
      await page.getByText("Le mail d'activation a été renvoyé.").first().waitFor();
      await page.getByText("Un nouveau lien d'activation vient de vous être envoyé par e-mail.").waitFor();
      expect(await page.getByRole('button', { name: 'Recevoir un nouveau lien' }).count()).toBe(0);
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-confirm-email-resent');
    });
  });

  it('offers the login button when a confirmation link fails for an already confirmed account', async () => {
    await withPage(async ({ page }) => {
      const activation = new URL(await mailedLink('jean.martin@example.fr', 'activate-user'));
      const userId = new URLSearchParams(activation.hash.split('?')[1]).get('userId') ?? '';
      await page.goto(`${server.baseUrl}/#/confirm-email?code=mauvais&userId=${encodeURIComponent(userId)}`);
      await page.getByText("Ce lien de confirmation n'est plus valide.").waitFor();
      expect(await page.getByRole('button', { name: 'Recevoir un nouveau lien' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL(/\/api\/identity\/login/);
    });
  });

  it('asks the terms and consents of an account created by an administrator, then shows the demat popup', async () => {
    await withPage(async ({ page, context }) => {
      // Staff sign in with the password and the mailed security code (issue 24), and land on /admin/.
      await signInStaff(page, server.baseUrl, { userName: 'admin@mutuelle.fr', password: 'Portail#2025' });
      expect(
        await apiPost(context, '/api/identity/client/create', {
          numeroContrat: '1000004',
          nom: "N'Guyen-Casanova",
          prenom: 'Pierre Antoine',
          dateNaissance: '1968-07-21',
          email: 'pierre.nguyen@example.fr',
          dematerialization: true,
        }),
      ).toBe(201);
    });
    await withPage(async ({ page }) => {
      await page.goto(await mailedLink('pierre.nguyen@example.fr', 'activate-user'));
      await page.getByLabel('Nouveau mot de passe').waitFor();
      await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
      await page.getByLabel('Confirmation du mot de passe').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Valider' }).click();
      await page.getByText('Merci de répondre à chacun des consentements.').waitFor();
      expect(
        await page
          .getByLabel(/conditions générales d'utilisation/)
          .first()
          .getAttribute('aria-invalid'),
      ).toBe('true');
      await expectNoAxeViolation(page);
      await screenshot(page, 'account-activate-user-admin-created');

      await page.locator('label.bp6-checkbox', { hasText: "J'ai lu et j'accepte" }).click();
      expect(await page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).isChecked()).toBe(true);
      for (const group of await page.locator('fieldset.portal-consent').all()) {
        await group.locator('label.bp6-radio', { hasText: 'Non' }).click();
      }
      await page.getByRole('button', { name: 'Valider' }).click();
      const popup = page.getByRole('dialog', { name: 'Passez au zéro papier' });
      await popup.waitFor();
      await expectNoAxeViolation(page, '.bp6-dialog');
      await screenshot(page, 'account-activate-user-demat-popup');
      await page.keyboard.press('Escape');
      await expectHeading(page, 'Compte activé');
    });
  });

  it('fits a 360 px wide screen', async () => {
    await withPage(async ({ page }) => {
      for (const [hash, name] of [
        ['#/forgot-username', 'account-forgot-username-360px'],
        ['#/forgot-password', 'account-forgot-password-360px'],
        ['#/reset-password-error', 'account-reset-password-error-360px'],
      ] as const) {
        await page.goto(`${server.baseUrl}/${hash}`);
        await page.locator('main form, main .portal-account-panel').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await screenshot(page, name);
      }
    }, 360);
  });
});
