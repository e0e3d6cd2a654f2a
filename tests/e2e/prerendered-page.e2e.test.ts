/**
 * The server's pre-rendered page of a route (issue 15) is usable before the portal's code runs: what a visitor
 * types, ticks and presses there is carried over when the portal takes the page over (ui/src/app/shell/
 * shell-takeover.ts). The portal's scripts are held back until the visitor is done, so the test is exact.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, portalTakenOver } from './support/browser.ts';
import { sharedReferenceServer } from './support/shared-server.ts';

const server = sharedReferenceServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the pre-rendered page before the portal runs', () => {
  it('keeps what was typed, ticked and pressed on « Créer mon espace » and sends it once the portal runs', async () => {
    // The server renders the shells in the background once listening: until then it serves the generic page.
    await expect
      .poll(
        async () => (await (await fetch(`${server.baseUrl}/`)).text()).includes('id="portal-route-shells"'),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    const { page, close } = await openPage(browser, { actBeforeTakeover: true });
    try {
      let release = (): void => undefined;
      const scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = 0;
      await page.route('**/assets/**/*.js', async (route) => {
        held += 1;
        await scriptsHeld;
        await route.continue();
      });
      const sent: unknown[] = [];
      await page.route('**/api/identity/register', async (route) => {
        sent.push(route.request().postDataJSON());
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'EMAIL.FORMAT', message: "Le format de l'identifiant est incorrect" }),
        });
      });
      // The portal's module scripts are held: DOMContentLoaded waits for them, the pre-rendered page does not.
      await page.goto(`${server.baseUrl}/#/register`, { waitUntil: 'commit' });
      await page
        .locator('#root[data-portal-shell]:not([data-portal-shell=""])')
        .waitFor({ state: 'attached', timeout: 10_000 });

      await page.getByLabel("Numéro d'adhérent").fill('1000002');
      await page.getByLabel(/^Nom/).fill('Martin');
      await page.getByLabel(/^Prénom/).fill('Jean');
      await page.getByLabel('Date de naissance').pressSequentially('14021979');
      await page.getByLabel('Code postal').fill('69003');
      await page.getByLabel('Identifiant (adresse e-mail)').fill('jean.martin@example.fr');
      await page.getByLabel('4 derniers caractères de votre IBAN').fill('4521');
      await page.getByLabel(/^Mot de passe/).fill('Portail#2026');
      await page.getByLabel('Confirmation du mot de passe').fill('Portail#2026');
      const terms = page.getByRole('checkbox', { name: /conditions générales d'utilisation/ });
      await terms.focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Valider' }).click();
      expect(held).toBeGreaterThan(0);
      expect(sent).toHaveLength(0);

      release();
      await portalTakenOver(page);
      await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
      expect(sent[0]).toMatchObject({
        numeroContrat: '1000002',
        nom: 'Martin',
        prenom: 'Jean',
        dateNaissance: '1979-02-14',
        codePostal: '69003',
        email: 'jean.martin@example.fr',
        iban: '4521',
        cgu: true,
      });
      expect(await page.getByLabel('Identifiant (adresse e-mail)').inputValue()).toBe(
        'jean.martin@example.fr',
      );
    } finally {
      await close();
    }
  });
});
