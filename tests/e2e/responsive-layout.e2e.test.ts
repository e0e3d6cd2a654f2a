// Visual check of every public page and member screen at a phone (360 px), a tablet (768 px) and a desktop
// (1280 px) width: a full-page screenshot of each (tests/e2e/screenshots/responsive/, git-ignored, kept as
// CI artifacts) and no element overflowing the viewport horizontally (support/horizontal-overflow.ts). The
// phone and tablet widths use an Android browser's user agent, so the mobile-app banner shows there.
// One page per user agent walks the screens, resized from width to width: a visitor's (the public pages) and
// a member's (signed in once through the login endpoint; the desktop member gets the same session cookie).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, networkQuiet, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { horizontalOverflows } from './support/horizontal-overflow.ts';
import { dismissStartupDialogs, signInThroughApi } from './member-area.support.ts';
import { sharedReferenceServer } from './support/shared-server.ts';
import { screenshot } from './support/screenshots.ts';

const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const WIDTHS = [
  { width: 360, height: 780, userAgent: ANDROID_USER_AGENT },
  { width: 768, height: 1024, userAgent: ANDROID_USER_AGENT },
  { width: 1280, height: 900, userAgent: undefined },
] as const;

/** Every public page (spec §2) with the heading that tells it is drawn, and the server's login page. */
const PUBLIC_PAGES: readonly { readonly name: string; readonly path: string; readonly heading: string }[] = [
  { name: 'home', path: '/#/', heading: 'Mon espace adhérent' },
  { name: 'register', path: '/#/register', heading: 'Créer mon espace' },
  { name: 'activate-user', path: '/#/activate-user?code=abc&userId=42', heading: 'Activer mon compte' },
  { name: 'activate-user-confirmation', path: '/#/activate-user-confirmation', heading: 'Compte activé' },
  {
    name: 'confirm-email',
    path: '/#/confirm-email?code=abc&userId=42',
    heading: "Confirmation de l'adresse e-mail",
  },
  { name: 'delete-user-confirmation', path: '/#/delete-user-confirmation', heading: 'Compte supprimé' },
  { name: 'display-email', path: '/#/display-email?source=register', heading: 'Consultez votre messagerie' },
  { name: 'forgot-password', path: '/#/forgot-password', heading: 'Mot de passe oublié' },
  {
    name: 'forgot-password-confirmation',
    path: '/#/forgot-password-confirmation',
    heading: 'Demande de réinitialisation envoyée',
  },
  { name: 'forgot-username', path: '/#/forgot-username', heading: 'Identifiant oublié' },
  { name: 'static-page', path: '/#/page/mentions-legales', heading: 'Mentions légales' },
  {
    name: 'reset-password',
    path: '/#/reset-password?code=abc&userId=42',
    heading: "Ce lien n'est plus valide",
  },
  {
    name: 'reset-password-confirmation',
    path: '/#/reset-password-confirmation',
    heading: 'Mot de passe réinitialisé',
  },
  { name: 'reset-password-error', path: '/#/reset-password-error', heading: "Ce lien n'est plus valide" },
  {
    name: 'service-unavailable',
    path: '/#/service-unavailable',
    heading: 'Service momentanément indisponible',
  },
];

/** Member screens, opened after signing in (their own heading varies with the data: the main area is awaited). */
const MEMBER_SCREENS = [
  '#/espace',
  '#/espace/remboursements',
  '#/espace/courriers',
  '#/espace/justificatifs',
  '#/espace/documents',
  '#/espace/garanties',
  '#/espace/beneficiaires',
  '#/espace/carte',
  '#/espace/compte',
] as const;

/**
 * Issue 22 #12: on a phone nothing scrolls sideways, not even inside a box (a table in a scrolling wrapper hid
 * every amount behind an unannounced swipe). The elements whose content is wider than their box and that scroll.
 */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}.${[...element.classList].join('.')}> scrolls sideways`,
      ),
  );
}

const server = sharedReferenceServer();
let browser: Browser;

type Agent = 'android' | 'desktop';
const visitors = new Map<Agent, Promise<OpenedPage>>();
const members = new Map<Agent, Promise<OpenedPage>>();

const agentOf = (userAgent: string | undefined): Agent => (userAgent === undefined ? 'desktop' : 'android');

function open(agent: Agent): Promise<OpenedPage> {
  return openPage(browser, agent === 'android' ? { userAgent: ANDROID_USER_AGENT } : {});
}

/** The visitor's page of that user agent (not signed in), resized to `width` × `height`. */
async function visitorPage(agent: Agent, width: number, height: number): Promise<Page> {
  if (!visitors.has(agent)) visitors.set(agent, open(agent));
  const { page } = await (visitors.get(agent) as Promise<OpenedPage>);
  await page.setViewportSize({ width, height });
  return page;
}

/**
 * The member's page of that user agent, resized, on the member area with the start-up dialogs answered. The
 * first one signs in through the login endpoint; the other one is given its session cookie.
 */
async function memberPage(agent: Agent, width: number, height: number): Promise<Page> {
  if (!members.has(agent)) {
    members.set(
      agent,
      (async () => {
        const other = members.get(agent === 'android' ? 'desktop' : 'android');
        const opened = await open(agent);
        if (other === undefined) {
          await signInThroughApi(opened.page, server.baseUrl);
        } else {
          await opened.context.addCookies(await (await other).context.cookies());
          await opened.page.goto(`${server.baseUrl}/#/espace`);
        }
        await dismissStartupDialogs(opened.page);
        return opened;
      })(),
    );
  }
  const { page } = await (members.get(agent) as Promise<OpenedPage>);
  await page.setViewportSize({ width, height });
  return page;
}

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Screenshot, then the overflow list (the screenshot is there to look at when the list is not empty). */
async function check(page: Page, name: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, `responsive/${name}`);
  return horizontalOverflows(page);
}

describe.each(WIDTHS)('layout at $width px', ({ width, height, userAgent }) => {
  const agent = agentOf(userAgent);

  it.each(PUBLIC_PAGES)(`$name fits without horizontal overflow`, async ({ name, path, heading }) => {
    const page = await visitorPage(agent, width, height);
    await page.goto(`${server.baseUrl}${path}`);
    await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 20_000 }).toBe(heading);
    // The screen's own requests (CMS blocks, a link's check) are answered and drawn.
    await networkQuiet(page);
    // The mobile-app banner (the one that overflowed on phones) is drawn on the Android widths.
    if (userAgent !== undefined) await page.locator('.portal-mobile-banner').waitFor();
    expect(await check(page, `${name}-${String(width)}px`)).toEqual([]);
  });

  it('the server login page fits without horizontal overflow', async () => {
    const page = await visitorPage(agent, width, height);
    await page.goto(`${server.baseUrl}/api/identity/login`);
    await page.locator('#userName').waitFor();
    expect(await check(page, `login-${String(width)}px`)).toEqual([]);
  });

  it('member screens fit without horizontal overflow', async () => {
    const page = await memberPage(agent, width, height);
    const problems: string[] = [];
    for (const hash of MEMBER_SCREENS) {
      await page.goto(`${server.baseUrl}/${hash}`);
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(hash);
      await page.getByTestId('member-area').waitFor();
      await page.locator('main h1').first().waitFor();
      // The screen's data is in and drawn (a table of amounts is what overflows).
      await networkQuiet(page);
      const name = `member-${hash.slice(2).replace(/\//g, '-')}-${String(width)}px`;
      problems.push(...(await check(page, name)).map((problem) => `${hash}: ${problem}`));
      if (width <= 600) {
        problems.push(...(await sidewaysScrollers(page)).map((problem) => `${hash}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the member area on a phone (360 px, issue 22 #12–#14)', () => {
  it("shows a refund's amounts in the viewport, stacked, and its chart's data table without sideways scroll", async () => {
    const page = await memberPage('android', 360, 780);
    await page.goto(`${server.baseUrl}/#/espace/remboursements`);
    const card = page.getByTestId('refunds-table').locator('tbody tr').first();
    await card.waitFor();
    for (const label of ['Montant dépensé', 'Sécurité sociale', 'Mutuelle', 'Reste à charge']) {
      const cell = card.locator(`td[data-label="${label}"]`);
      const box = await cell.boundingBox();
      expect(box, label).not.toBeNull();
      expect(box === null ? -1 : box.x, label).toBeGreaterThanOrEqual(0);
      expect(box === null ? Infinity : box.x + box.width, label).toBeLessThanOrEqual(360);
      expect(await cell.innerText()).toMatch(/€/);
    }
    await page.getByText('Afficher les données du graphique en tableau').click();
    await page.getByTestId('refunds-months-table').waitFor();
    expect(await horizontalOverflows(page)).toEqual([]);
    expect(await sidewaysScrollers(page)).toEqual([]);
    await screenshot(page, 'responsive/member-refunds-cards-360px');
  });

  it('keeps the header padding of the wide screens, and opens the sections from a menu naming the current one', async () => {
    const page = await memberPage('android', 360, 780);
    await page.goto(`${server.baseUrl}/#/espace/courriers`);
    const header = page.locator('.portal-header-inner').first();
    await header.waitFor();
    expect(await header.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('14px');
    const nav = page.getByRole('navigation', { name: 'Espace adhérent' });
    const menu = nav.getByRole('button', { name: 'Rubriques : Mes courriers' });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Mon compte' }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Mon compte' }).click();
    await nav.getByRole('button', { name: 'Rubriques : Mon compte' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Accueil' }).isVisible()).toBe(false);
    await screenshot(page, 'responsive/member-nav-360px');
  });
});

describe('the member area on a desktop (1280 px, issue 22 #14)', () => {
  it('shows every section without the menu, on two lines at most, none clipped nor scrolling sideways', async () => {
    const page = await memberPage('desktop', 1280, 900);
    await page.goto(`${server.baseUrl}/#/espace`);
    const nav = page.getByRole('navigation', { name: 'Espace adhérent' });
    const links = nav.getByRole('link');
    await links.first().waitFor();
    expect(await nav.getByRole('button', { name: /^Rubriques/ }).isVisible()).toBe(false);
    const boxes = await links.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { top: Math.round(box.top), left: box.left, right: box.right, width: box.width };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(10);
    expect(new Set(boxes.map((box) => box.top)).size).toBeLessThanOrEqual(2);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThan(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(1280);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await nav.getByRole('link', { name: 'Mon compte' }).isVisible()).toBe(true);
  });
});
