/**
 * Public area in Chromium against the reference server (issue 5): home, FAQ search + rating, registration →
 * activation mail from the outbox → activation (account-recovery screen, driven by the mailed URL) → login,
 * static and unknown pages, redirect-to-mobile refusal, display-email, service-unavailable (with logout),
 * delete-user-confirmation, and a features-off tenant that hides registration. axe-core on every screen and
 * dialog; screenshots in tests/e2e/screenshots (also at 360 px).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';

interface OutboxMessage {
  readonly recipient: string;
  readonly subject: string;
  readonly links: readonly string[];
}

/** Seeded member without an account (server/src/db/seeds/core.seed.ts): registered with the NIR. */
const SOPHIE = {
  nir: '2750333063222',
  nom: 'Bernard',
  prenom: 'Sophie',
  naissance: '08031975',
  codePostal: '33000',
  iban: '5566',
  email: 'sophie.bernard@example.fr',
  password: 'Portail#2026',
};

const STORE_LINK = 'https://play.google.com/store/apps/details?id=fr.mutuelle.demo';

/** Console noise that is the expected answer of a check, not a problem (anonymous probe, unknown page). */
const EXPECTED_PROBLEMS = [/status of 401/, /status of 404/, /favicon\.svg net::ERR_ABORTED/];

/** Labels end with the required asterisk: match the label text with or without it. */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function withPage(
  run: (opened: OpenedPage) => Promise<void>,
  width?: number,
  alsoExpected: readonly RegExp[] = [],
): Promise<void> {
  const opened = await openPage(browser, width === undefined ? {} : { width, height: 800 });
  const expected = [...EXPECTED_PROBLEMS, ...alsoExpected];
  try {
    await run(opened);
    expect(opened.problems.filter((problem) => !expected.some((known) => known.test(problem)))).toEqual([]);
  } finally {
    await opened.close();
  }
}

/** Ticks the terms box with the keyboard (Blueprint draws its own indicator over the native box). */
async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('checkbox', { name: /conditions générales d'utilisation/ });
  await terms.focus();
  await page.keyboard.press('Space');
  expect(await terms.isChecked()).toBe(true);
}

/** Closes the toasts shown (a toast fading out is caught by axe's contrast rule while it is transparent). */
async function dismissToasts(page: Page): Promise<void> {
  // In one go inside the page: toasts also expire by themselves while a test would iterate over them.
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLElement>('.bp6-toast .bp6-button')) close.click();
  });
  await poll(() => page.locator('.bp6-toast').count()).toBe(0);
}

/** Polls with time to spare: the machine running the suites is small and shared. */
function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000 });
}

async function heading(page: Page): Promise<string | null> {
  return page.locator('main h1').textContent();
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

/** What the shell's live regions read (toasts are announced there). */
async function announced(page: Page): Promise<string> {
  return (await page.locator('[aria-live]').allInnerTexts()).join(' ');
}

describe('public area in Chromium (demo tenant)', () => {
  let server: ReferenceServer;

  beforeAll(async () => {
    server = await startReferenceServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  async function outbox(recipient: string): Promise<OutboxMessage[]> {
    let messages: OutboxMessage[] = [];
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`,
          );
          messages = (await response.json()) as OutboxMessage[];
          return messages.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    return messages;
  }

  it.each([1280, 360])(
    'shows the home blocks and the help button at %i px, without axe violation',
    async (width) => {
      await withPage(async ({ page }) => {
        await page.goto(`${server.baseUrl}/#/`);
        await poll(() => heading(page)).toBe('Mon espace adhérent');
        await page.getByRole('heading', { name: "J'ai déjà un espace personnel" }).waitFor();
        const connect = page.getByRole('link', { name: 'Se connecter' });
        expect(await connect.getAttribute('href')).toBe(
          `/api/identity/login?callbackUrl=${encodeURIComponent('/#/espace')}`,
        );
        await page.getByRole('link', { name: 'Créer mon espace' }).waitFor();
        await page.getByRole('button', { name: "Besoin d'aide pour vous connecter ?" }).waitFor();
        await page.locator('footer').getByRole('link', { name: 'Mentions légales' }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolation(page);
        await screenshot(page, `public-home-${String(width)}`);
      }, width);
    },
  );

  it('passes only an allow-listed callbackUrl to the login endpoint, and signs in from Connect', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/?callbackUrl=${encodeURIComponent('https://evil.example/')}`);
      const connect = page.getByRole('link', { name: 'Se connecter' });
      await poll(() => connect.getAttribute('href')).toBe(
        `/api/identity/login?callbackUrl=${encodeURIComponent('/#/espace')}`,
      );
      await page.goto(`${server.baseUrl}/#/?callbackUrl=${encodeURIComponent('/#/page/cgu')}`);
      await poll(() => connect.getAttribute('href')).toBe(
        `/api/identity/login?callbackUrl=${encodeURIComponent('/#/page/cgu')}`,
      );
      await connect.click();
      await page.waitForURL(/\/api\/identity\/login/);
      await page.getByLabel('Identifiant (adresse e-mail)').fill('demo@mutuelle.fr');
      await page.getByLabel(/^Mot de passe/).fill('Portail#2025');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await poll(() => heading(page)).toBe("Conditions générales d'utilisation");
      const me = await page.context().request.get(`${server.baseUrl}/api/identity/current-user`);
      expect(me.status()).toBe(200);
    });
  });

  it('hides account creation on a restricted home URL', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/?restricted=true`);
      await page.getByRole('link', { name: 'Se connecter' }).waitFor();
      expect(await page.getByRole('link', { name: 'Créer mon espace' }).count()).toBe(0);
    });
  });

  it('searches the FAQ and rates an answer with the keyboard only; dialogs trap and give back the focus', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/`);
      const help = page.getByRole('button', { name: "Besoin d'aide pour vous connecter ?" });
      await help.focus();
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name: "Besoin d'aide pour vous connecter ?" });
      await modal.getByRole('tab', { name: 'Top 5', selected: true }).waitFor();
      await poll(() => modal.locator('.portal-faq-list li').count()).toBe(5);
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-faq-top5');

      await modal.getByLabel("Rechercher dans l'aide").focus();
      await page.keyboard.type('mot de passe');
      await page.keyboard.press('Enter');
      await modal.getByRole('tab', { name: 'Résultats', selected: true }).waitFor();
      await modal.getByText('pour « mot de passe »').waitFor();
      const question = modal.getByRole('button', { name: "J'ai oublié mon mot de passe, que faire ?" });
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-faq-results');

      const click = page.waitForResponse((response) => response.url().endsWith('/api/faq/click'));
      await question.focus();
      await page.keyboard.press('Enter');
      expect((await click).status()).toBe(204);
      const answer = page.getByRole('dialog', { name: "J'ai oublié mon mot de passe, que faire ?" });
      await answer.getByText('Cette réponse vous a-t-elle été utile ?').waitFor();
      await answer.getByRole('heading', { name: 'Ceci peut aussi vous intéresser' }).waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-faq-question');

      // Tab stays inside the question dialog's overlay (it cycles through the dialog's container).
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        expect(
          await answer.evaluate(
            (dialog) => dialog.closest('.bp6-overlay')?.contains(document.activeElement) === true,
          ),
        ).toBe(true);
      }
      await answer.getByRole('button', { name: 'Non' }).focus();
      await page.keyboard.press('Enter');
      const comment = answer.getByLabel('Votre commentaire');
      await poll(() => comment.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('Il manque le délai de validité du lien.');
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-faq-comment');
      const useful = page.waitForResponse((response) => response.url().endsWith('/api/faq/useful'));
      await answer.getByRole('button', { name: 'Envoyer' }).focus();
      await page.keyboard.press('Enter');
      const rating = await useful;
      expect(rating.status()).toBe(204);
      expect(rating.request().postDataJSON()).toEqual({
        rateCode: 'rate-mot-de-passe-oublie',
        isUseful: false,
        comment: 'Il manque le délai de validité du lien.',
        userType: 'public',
      });
      await poll(() => announced(page)).toContain('Nous vous remercions pour votre retour');
      await poll(() => answer.count()).toBe(0);
      await poll(() => focusedText(page)).toBe("J'ai oublié mon mot de passe, que faire ?");

      // Catégories, then Oui on a question: thanks, the question dialog closes.
      await modal.getByRole('tab', { name: 'Catégories' }).click();
      await modal.getByRole('button', { name: 'Connexion et mot de passe' }).click();
      await modal.getByRole('button', { name: 'Comment me connecter à mon espace adhérent ?' }).click();
      const second = page.getByRole('dialog', { name: 'Comment me connecter à mon espace adhérent ?' });
      await second.getByRole('button', { name: 'Oui' }).click();
      await poll(() => second.count()).toBe(0);
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-faq-categories');

      await page.keyboard.press('Escape');
      await poll(() => modal.count()).toBe(0);
      await poll(() => focusedText(page)).toBe("Besoin d'aide pour vous connecter ?");
    });
  });

  it('registers with the NIR, shows the demat popup and display-email, then activates from the mail and logs in', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/`);
      await page.getByRole('link', { name: 'Créer mon espace' }).click();
      await poll(() => heading(page)).toBe('Créer mon espace');
      await page.getByRole('heading', { name: "Besoin d'aide pour créer votre espace ?" }).waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-register');

      // Empty submission: the summary, errors linked to their fields, the focus on the first one.
      await page.getByRole('button', { name: 'Valider' }).click();
      await page.getByText('Merci de renseigner toutes les données obligatoires.').waitFor();
      await poll(() => focusedId(page)).toBe('inscription-numeroContrat');
      const nom = page.getByLabel(label('Nom'));
      expect(await nom.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await nom.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy.split(' ')[0] ?? ''}"]`).textContent()).toBe(
        '* saisie obligatoire',
      );
      await poll(() => announced(page)).toContain(
        "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
      );
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-register-errors');
      await dismissToasts(page);

      await page.getByRole('button', { name: 'Où trouver mon numéro de sécurité sociale ?' }).click();
      const nirHelp = page.getByRole('dialog', { name: 'Où trouver mon numéro de sécurité sociale ?' });
      await nirHelp.getByText('carte Vitale').waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-register-nir-help');
      await nirHelp.getByRole('button', { name: 'Fermer' }).last().click();
      await poll(() => nirHelp.count()).toBe(0);

      await page.getByLabel(/^Numéro de sécurité sociale/).fill(SOPHIE.nir);
      await nom.fill(SOPHIE.nom);
      await page.getByLabel(label('Prénom')).fill(SOPHIE.prenom);
      await page.getByLabel('Date de naissance').pressSequentially(SOPHIE.naissance);
      expect(await page.getByLabel('Date de naissance').inputValue()).toBe('08/03/1975');
      await page.getByLabel('Code postal').fill(SOPHIE.codePostal);
      await page.getByLabel('Identifiant (adresse e-mail)').fill(SOPHIE.email);
      await page.getByLabel('4 derniers caractères de votre IBAN').fill(SOPHIE.iban);
      await page.getByLabel(label('Mot de passe')).fill(SOPHIE.password);
      await page.getByLabel('Confirmation du mot de passe').fill(SOPHIE.password);
      await acceptTerms(page);
      const registered = page.waitForResponse((response) =>
        response.url().endsWith('/api/identity/register'),
      );
      await page.getByRole('button', { name: 'Valider' }).click();
      const request = (await registered).request().postDataJSON() as Record<string, unknown>;
      expect(request).toMatchObject({ nir: SOPHIE.nir, dematerialization: true, cgu: true });
      expect(request['numeroContrat'] ?? '').toBe('');

      const demat = page.getByRole('dialog', { name: 'Passez au zéro papier' });
      await demat.waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-register-demat-popup');
      await demat.getByRole('button', { name: 'Continuer' }).click();
      await poll(() => heading(page)).toBe('Consultez votre messagerie');
      await page
        .getByRole('heading', { name: "Votre demande de création d'espace a bien été enregistrée" })
        .waitFor();
      expect(new URL(page.url()).hash).toBe('#/display-email?source=register');
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-display-email');

      const [mail] = await outbox(SOPHIE.email);
      const activation = mail?.links.find((link) => link.includes('#/activate-user?'));
      if (activation === undefined) throw new Error('no activation link mailed');
      await page.goto(`${server.baseUrl}/${new URL(activation).hash}`);
      // The password chosen at registration is the one (issue 22 #2): the activation asks none, and says so.
      await page.getByText('le mot de passe choisi lors de votre demande', { exact: false }).waitFor();
      expect(await page.getByLabel('Nouveau mot de passe').count()).toBe(0);
      await page.getByRole('button', { name: 'Valider' }).click();
      await poll(() => heading(page)).toBe('Compte activé');

      await page.goto(`${server.baseUrl}/#/`);
      await page.getByRole('link', { name: 'Se connecter' }).click();
      await page.waitForURL(/\/api\/identity\/login/);
      await page.getByLabel('Identifiant (adresse e-mail)').fill(SOPHIE.email);
      await page.getByLabel(/^Mot de passe/).fill(SOPHIE.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const me = await page.context().request.get(`${server.baseUrl}/api/identity/current-user`);
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { userName: string }).userName).toBe(SOPHIE.email);

      // Signed in: the outage page offers to log out, which ends the session.
      await page.goto(`${server.baseUrl}/#/service-unavailable`);
      const logout = page.getByRole('button', { name: 'Se déconnecter' });
      await logout.waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-service-unavailable-signed-in');
      await logout.click();
      await poll(() => new URL(page.url()).hash).toBe('');
      const after = await page.context().request.get(`${server.baseUrl}/api/identity/current-user`);
      expect(after.status()).toBe(401);
    });
  });

  it('keeps the typed data after refused requests and hides Valider at the attempt limit', async () => {
    await withPage(
      async ({ page }) => {
        let refused = 0;
        await page.route('**/api/identity/register', async (route) => {
          refused += 1;
          await route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'EMAIL.FORMAT',
              message: "Le format de l'identifiant (adresse e-mail) est incorrect",
              errors: [{ field: 'email', code: 'EMAIL.FORMAT', message: 'Adresse refusée par le serveur' }],
            }),
          });
        });
        await page.goto(`${server.baseUrl}/#/register`);
        await page.getByLabel("Numéro d'adhérent").fill('1000002');
        await page.getByLabel(label('Nom')).fill('Martin');
        await page.getByLabel(label('Prénom')).fill('Jean');
        await page.getByLabel('Date de naissance').pressSequentially('14021979');
        await page.getByLabel('Code postal').fill('69003');
        await page.getByLabel('Identifiant (adresse e-mail)').fill('jean.martin@example.fr');
        await page.getByLabel('4 derniers caractères de votre IBAN').fill('4521');
        await page.getByLabel(label('Mot de passe')).fill('Portail#2026');
        await page.getByLabel('Confirmation du mot de passe').fill('Portail#2026');
        await acceptTerms(page);
        const submit = page.getByRole('button', { name: 'Valider' });
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          await submit.click();
          await poll(() => refused).toBe(attempt);
          await poll(() => announced(page)).toContain('La création du compte a échoué.');
        }
        await page.getByText('Vous avez atteint le nombre maximal de tentatives', { exact: false }).waitFor();
        expect(await submit.count()).toBe(0);
        expect(await page.getByLabel('Identifiant (adresse e-mail)').inputValue()).toBe(
          'jean.martin@example.fr',
        );
        expect(await page.getByLabel('Date de naissance').inputValue()).toBe('14/02/1979');
        await page.getByText('Adresse refusée par le serveur').waitFor();
        await dismissToasts(page);
        await expectNoAxeViolation(page);
        await screenshot(page, 'public-register-attempt-limit');
      },
      undefined,
      [/status of 400/],
    );
  });

  it.each([1280, 360])('shows a static CMS page and the unknown page at %i px', async (width) => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/page/mentions-legales`);
      await poll(() => heading(page)).toBe('Mentions légales');
      await page.getByRole('heading', { name: 'Éditeur du site', level: 2 }).waitFor();
      expect(await page.locator('main script, main [onclick]').count()).toBe(0);
      await expectNoAxeViolation(page);
      await screenshot(page, `public-static-page-${String(width)}`);

      await page.goto(`${server.baseUrl}/#/page/nulle-part`);
      await poll(() => heading(page)).toBe('Page inconnue');
      await expectNoAxeViolation(page);
      await screenshot(page, `public-static-page-unknown-${String(width)}`);
    }, width);
  });

  it('refuses a redirect to a URL the client configuration does not list, and follows an allow-listed one', async () => {
    await withPage(async ({ page }) => {
      await page.goto(
        `${server.baseUrl}/#/redirect-to-mobile/${encodeURIComponent('https://evil.example/app.apk')}`,
      );
      await page.getByRole('heading', { name: 'Redirection refusée' }).waitFor();
      await page.getByText('ne correspond à aucune application mobile de votre mutuelle').waitFor();
      expect(new URL(page.url()).origin).toBe(server.baseUrl);
      await page.getByRole('link', { name: "Retour à l'accueil" }).waitFor();
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-redirect-to-mobile-refused');

      await page.route('https://play.google.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Store</title>' }),
      );
      await page.goto(`${server.baseUrl}/#/redirect-to-mobile/${encodeURIComponent(STORE_LINK)}`);
      await page.waitForURL(STORE_LINK);
    });
  });

  it.each([
    [
      'display-email?source=forgot-username',
      'Consultez votre messagerie',
      "Votre demande de changement d'identifiant a bien été enregistrée",
    ],
    [
      'service-unavailable',
      'Service momentanément indisponible',
      'Votre espace adhérent est en cours de maintenance.',
    ],
    ['delete-user-confirmation', 'Compte supprimé', 'Votre espace adhérent a bien été supprimé.'],
  ])('shows %s without axe violation', async (route, title, text) => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/${route}`);
      await poll(() => heading(page)).toBe(title);
      await page.getByText(text, { exact: false }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Se déconnecter' }).count()).toBe(0);
      await expectNoAxeViolation(page);
      await screenshot(page, `public-${route.split('?')[0] ?? route}`);
    });
  });
});

describe('public area in Chromium (features-off tenant)', () => {
  let server: ReferenceServer;

  beforeAll(async () => {
    server = await startReferenceServer({ tenantConfig: 'server/config/tenant.features-off.json' });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('hides account creation and the FAQ help on the home page and sends #/register home', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/`);
      await page.getByRole('link', { name: 'Se connecter' }).waitFor();
      await page.locator('header').getByText('Mutuelle Sobre').waitFor();
      expect(await page.getByRole('link', { name: 'Créer mon espace' }).count()).toBe(0);
      // No FAQ service for this tenant (faqInbentaService off): no help button.
      expect(await page.getByRole('button', { name: "Besoin d'aide pour vous connecter ?" }).count()).toBe(0);
      await expectNoAxeViolation(page);
      await screenshot(page, 'public-home-features-off');

      await page.goto(`${server.baseUrl}/#/register`);
      await poll(() => new URL(page.url()).hash).toBe('#/');
      await poll(() => heading(page)).toBe('Mon espace adhérent');
    });
  });

  it('refuses every mobile redirect when the tenant has no mobile app', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/redirect-to-mobile/${encodeURIComponent(STORE_LINK)}`);
      await page.getByRole('heading', { name: 'Redirection refusée' }).waitFor();
    });
  });
});
