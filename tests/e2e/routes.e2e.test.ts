import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import { sharedReferenceServer } from './support/shared-server.ts';
import { screenshot } from './support/screenshots.ts';

/** Every route of spec §2 with the French heading its (placeholder) screen shows. */
const ROUTES: readonly { readonly hash: string; readonly heading: string; readonly name: string }[] = [
  { hash: '#/', heading: 'Mon espace adhérent', name: 'home' },
  { hash: '#/activate-user?code=abc&userId=42', heading: 'Activer mon compte', name: 'activate-user' },
  { hash: '#/activate-user-confirmation', heading: 'Compte activé', name: 'activate-user-confirmation' },
  {
    hash: '#/confirm-email?code=abc&userId=42',
    heading: "Confirmation de l'adresse e-mail",
    name: 'confirm-email',
  },
  { hash: '#/delete-user-confirmation', heading: 'Compte supprimé', name: 'delete-user-confirmation' },
  { hash: '#/display-email', heading: 'Consultez votre messagerie', name: 'display-email' },
  { hash: '#/forgot-password', heading: 'Mot de passe oublié', name: 'forgot-password' },
  {
    hash: '#/forgot-password-confirmation',
    heading: 'Demande de réinitialisation envoyée',
    name: 'forgot-password-confirmation',
  },
  { hash: '#/forgot-username', heading: 'Identifiant oublié', name: 'forgot-username' },
  // The title of a static page comes from the CMS (seeded 'Mentions légales').
  { hash: '#/page/mentions-legales', heading: 'Mentions légales', name: 'static-page' },
  {
    hash: `#/redirect-to-mobile/${encodeURIComponent('https://play.google.com/store')}`,
    heading: "Redirection vers l'application mobile",
    name: 'redirect-to-mobile',
  },
  { hash: '#/register', heading: 'Créer mon espace', name: 'register' },
  // An unknown reset token leads to the link-no-longer-valid page (spec §2, §8).
  {
    hash: '#/reset-password?code=abc&userId=42',
    heading: "Ce lien n'est plus valide",
    name: 'reset-password',
  },
  {
    hash: '#/reset-password-confirmation',
    heading: 'Mot de passe réinitialisé',
    name: 'reset-password-confirmation',
  },
  { hash: '#/reset-password-error', heading: "Ce lien n'est plus valide", name: 'reset-password-error' },
  {
    hash: '#/service-unavailable',
    heading: 'Service momentanément indisponible',
    name: 'service-unavailable',
  },
];

const server = sharedReferenceServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('portal routes in Chromium', () => {
  it.each(ROUTES)(
    'renders $name with its French heading and no axe violation',
    async ({ hash, heading, name }) => {
      const { page, problems, close } = await openPage(browser);
      try {
        await page.goto(`${server.baseUrl}/${hash}`);
        // Some routes answer after a round trip (reset-password checks its token, then moves on): up to 10 s.
        await expect.poll(() => page.locator('main h1').textContent(), { timeout: 10_000 }).toBe(heading);
        expect(await page.getAttribute('html', 'lang')).toBe('fr');
        expect(await page.title()).toBe(`${heading} - Mutuelle Démo`);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `route-${name}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('has an axe check that reports planted violations, in the whole page and in a part of it', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.setContent(
        '<html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1>' +
          '<img src="data:," id="sans-alt"><div id="partie"><input id="sans-libelle"></div></main></body></html>',
      );
      expect(await axeViolations(page)).toEqual([
        'image-alt (critical): Images must have alternative text — #sans-alt',
        'label (critical): Form elements must have labels — #sans-libelle',
      ]);
      expect(await axeViolations(page, '#partie')).toEqual([
        'label (critical): Form elements must have labels — #sans-libelle',
      ]);
    } finally {
      await close();
    }
  });

  it('sends an unknown path home', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/#/nulle-part`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Mon espace adhérent');
      expect(new URL(page.url()).hash).toBe('#/');
    } finally {
      await close();
    }
  });

  it('moves the focus to the new page heading after a navigation, and the Retour button goes home', async () => {
    const { page, problems, close } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/#/`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Mon espace adhérent');
      await page.evaluate(() => {
        window.location.hash = '#/forgot-password';
      });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Mot de passe oublié');
      await page.getByRole('button', { name: 'Retour' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Mon espace adhérent');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers a skip link to the main content as the first tab stop', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/#/register`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Créer mon espace');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aller au contenu');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenu');
      expect(new URL(page.url()).hash).toBe('#/register');
    } finally {
      await close();
    }
  });

  it('fits a 360 px wide screen without horizontal scrolling', async () => {
    const { page, close } = await openPage(browser, { width: 360, height: 740 });
    try {
      await page.goto(`${server.baseUrl}/#/forgot-password-confirmation`);
      await expect
        .poll(() => page.locator('main h1').textContent())
        .toBe('Demande de réinitialisation envoyée');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'route-forgot-password-confirmation-360px');
    } finally {
      await close();
    }
  });
});
