/**
 * Sign-in through an external OpenID Connect provider (issue 12) in Chromium: a real oidc-provider, the
 * reference server started with OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET; 'Se connecter' goes to the
 * provider, demo@mutuelle.fr lands in Marie Dupont's space; logout ends both sessions (RP-initiated logout).
 * « Mon compte » offers only what the portal owns, and « Supprimer mon espace » asks a fresh sign-in there.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcTestProvider, startOidcTestProvider } from '../../server/src/testing/oidc-test-provider.ts';
import { dismissStartupDialogs } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import { freePort } from './support/free-port.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

const CLIENT = { clientId: 'portail-e2e', clientSecret: 'secret-e2e-du-portail' };

let provider: OidcTestProvider;
let server: ReferenceServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcTestProvider({ ...CLIENT, portalUrl: `http://127.0.0.1:${String(port)}` });
  server = await startReferenceServer({
    port,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

/** Types a login on the provider's (development) sign-in page and submits it. */
async function signInAtProvider(page: Page): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(provider.issuer));
  await page.locator('input[name=login]').fill('demo@mutuelle.fr');
  await page.locator('input[name=password]').fill('peu-importe');
  await page.locator('button[type=submit]').click();
}

describe('sign-in through the external provider', () => {
  it('hides the local-account entries, signs demo@mutuelle.fr in at the provider and logs out of both', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/`);
      await page
        .getByRole('button', { name: 'Se connecter' })
        .or(page.getByRole('link', { name: 'Se connecter' }))
        .first()
        .waitFor();
      expect(
        await page
          .getByText('Besoin d’aide pour vous connecter ?')
          .or(page.getByText("Besoin d'aide pour vous connecter ?"))
          .count(),
      ).toBe(0);
      expect(await page.getByText('Créer mon espace').count()).toBe(0);

      await page.goto(`${server.baseUrl}/#/espace`);
      await page.waitForURL((url) => url.href.startsWith(provider.issuer));
      await page.locator('input[name=login]').fill('demo@mutuelle.fr');
      await page.locator('input[name=password]').fill('peu-importe');
      await page.locator('button[type=submit]').click();
      await page.waitForURL((url) => url.href.startsWith(server.baseUrl) && url.hash.startsWith('#/espace'));
      await expect
        .poll(() => page.getByTestId('member-name').textContent(), { timeout: 15_000 })
        .toBe('Marie Dupont');
      await dismissStartupDialogs(page);

      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.href.startsWith(provider.issuer));
      const me = await page.request.get(`${server.baseUrl}/api/identity/current-user`);
      expect(me.status()).toBe(401);
      await page.locator('button[autofocus], button[type=submit]').first().click();
      await page.waitForURL((url) => url.href.startsWith(`${server.baseUrl}/`));

      // The provider's session ended too: 'Se connecter' asks for the login again instead of coming straight back.
      await page.goto(`${server.baseUrl}/#/espace`);
      await page.waitForURL((url) => url.href.startsWith(provider.issuer));
      await page.locator('input[name=login]').waitFor();
      expect((await page.request.get(`${server.baseUrl}/api/identity/current-user`)).status()).toBe(401);
    } finally {
      await close();
    }
  });

  it('shows the failure page in the portal look, without axe violation, for a callback without a flow', async () => {
    const { page, close } = await openPage(browser);
    try {
      const response = await page.goto(`${server.baseUrl}/api/identity/oidc/callback?code=x&state=y`);
      expect(response?.status()).toBe(403);
      expect(await page.getByRole('alert').textContent()).toBe(
        "Aucun espace adhérent n'est associé à ce compte.",
      );
      expect(
        await page
          .getByRole('link', { name: 'Retour à l’accueil' })
          .or(page.getByRole('link', { name: "Retour à l'accueil" }))
          .count(),
      ).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  // Last: it deletes the demo member's space.
  it('offers in « Mon compte » only what the portal owns, and deletes the space after a fresh sign-in at the provider', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/#/espace/compte`);
      await signInAtProvider(page);
      await page.waitForURL((url) => url.href.startsWith(server.baseUrl) && url.hash === '#/espace/compte');
      await dismissStartupDialogs(page);
      const sections = page.getByTestId('account-sections').getByRole('heading');
      await expect
        .poll(() => sections.allInnerTexts())
        .toEqual([
          'Mes informations',
          'Mes consentements',
          'Mes coordonnées bancaires',
          'Zéro papier',
          'Alertes remboursement',
          'Supprimer mon espace',
          'Télécharger mes données',
          'Consultations de votre espace',
        ]);
      expect(await page.getByTestId('account-provider-notice').innerText()).toContain(
        'gérés par le service de connexion de votre mutuelle',
      );
      expect(await axeViolations(page)).toEqual([]);
      for (const hidden of ['mot-de-passe', 'identifiant', 'double-authentification']) {
        await page.goto(`${server.baseUrl}/#/espace/compte/${hidden}`);
        await page.waitForURL((url) => url.hash === '#/espace/compte');
      }

      await page.getByRole('link', { name: 'Supprimer mon espace' }).click();
      const confirm = page.getByRole('button', { name: 'Confirmer mon identité' });
      await confirm.waitFor();
      expect(await page.getByLabel('Mot de passe actuel', { exact: false }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await confirm.click();
      // prompt=login: the provider asks again although its session is open.
      await signInAtProvider(page);
      await page.waitForURL((url) => url.hash === '#/espace/compte/supprimer?identite=confirmee');
      await dismissStartupDialogs(page);
      await page.getByTestId('identity-confirmed').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Supprimer définitivement mon espace' }).click();
      await page.waitForURL((url) => url.hash === '#/delete-user-confirmation');
      expect((await page.request.get(`${server.baseUrl}/api/identity/current-user`)).status()).toBe(401);

      // The provider account no longer opens any space.
      await page.goto(`${server.baseUrl}/api/identity/login`);
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toBe(
        "Aucun espace adhérent n'est associé à ce compte.",
      );
    } finally {
      await close();
    }
  });
});
