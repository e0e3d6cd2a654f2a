import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../server/src/db/seeds/core.seed.ts';
import { launchChromium } from './support/chromium.ts';
import { FigureBook } from './support/figures.ts';
import { CRAFTED_REDIRECTS } from './support/redirect-payloads.ts';
import { type SecurityServer, startSecurityServer } from './support/security-server.ts';
import { type XssTrap, installXssTrap } from './support/xss-trap.ts';

/** The demo tenant's mobile-app links: the allow-list of redirect-to-mobile. */
const STORE_LINK = 'https://play.google.com/store/apps/details?id=fr.mutuelle.demo';
const MOBILE_TRICKS = [
  'https://play.google.com.evil.example/store/apps/details?id=fr.mutuelle.demo',
  'https://play.google.com@evil.example/store/apps/details?id=fr.mutuelle.demo',
  'https://play.google.com/store/apps/details?id=fr.mutuelle.demo@evil.example',
  'https://evil.example/#https://play.google.com/store/apps/details?id=fr.mutuelle.demo',
  'https://evil.example/?next=https://play.google.com/store/apps/details?id=fr.mutuelle.demo',
  'http://play.google.com/store/apps/details?id=fr.mutuelle.demo',
  'intent://evil.example#Intent;scheme=https;end',
  'file:///etc/passwd',
];

/** One URL per technique for the full sign-in in Chromium (argon2 makes each sign-in costly); all go through the server. */
const BROWSER_SAMPLE = [
  '//evil.example',
  '/\\evil.example',
  'https:evil.example',
  'https://evil.example',
  '%2F%2Fevil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\t/evil.example',
  'https://trusted@evil.example',
  'https://evil\u3002example',
  '/.//evil.example',
  '/a/..//evil.example',
];

const book = new FigureBook(
  'security-open-redirect',
  'Sécurité — redirections ouvertes (callbackUrl, redirect-to-mobile)',
);
let server: SecurityServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let trap: XssTrap;

/** Where a browser would go for `location` from the server: must stay on the server's origin. */
function leavesOrigin(location: string, base: string): boolean {
  try {
    return new URL(location, `${base}/somewhere/page`).origin !== new URL(base).origin;
  } catch {
    return false;
  }
}

function decodeHtmlAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

beforeAll(async () => {
  server = await startSecurityServer({ config: { validateResponses: false } });
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'fr-FR' });
  trap = await installXssTrap(context, server.baseUrl);
  page = await context.newPage();
});

afterAll(async () => {
  book.add({
    label: 'URL piégées distinctes',
    value: CRAFTED_REDIRECTS.length,
    unit: 'URL',
    goal: '≥ 30',
    ok: CRAFTED_REDIRECTS.length >= 30,
  });
  book.note(
    'Les mêmes URL piégées sont données au POST de connexion (en-tête Location), à la page de connexion (champ caché), au lien ' +
      "« Se connecter » de l'accueil (`#/?callbackUrl=`), à une vraie connexion dans Chromium (navigation suivie jusqu'au bout, " +
      'requêtes hors origine interceptées) et à la route `redirect-to-mobile/{url}` (avec des variantes de la liste autorisée).',
  );
  await book.write();
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('Open redirect: callbackUrl of the login', () => {
  it('the login POST (right password) never answers a Location off the origin', async () => {
    const offOrigin: string[] = [];
    for (const crafted of CRAFTED_REDIRECTS) {
      const agent = server.t.agent();
      const response = await agent.submitForm('/api/identity/login', {
        userName: DEMO_MEMBER_LOGIN,
        password: DEMO_PASSWORD,
        callbackUrl: crafted,
      });
      expect(response.statusCode).toBe(303);
      const location = String(response.headers['location'] ?? '');
      if (!location.startsWith('/') || leavesOrigin(location, server.baseUrl))
        offOrigin.push(`${JSON.stringify(crafted)} → Location: ${location}`);
    }
    book.add({
      label: 'POST /api/identity/login : redirections hors origine',
      value: offOrigin.length,
      unit: `sur ${String(CRAFTED_REDIRECTS.length)}`,
      goal: '0',
      ok: offOrigin.length === 0,
    });
    if (offOrigin.length > 0) book.note(`**POST login** : ${offOrigin.join(' ; ')}`);
    expect(offOrigin).toEqual([]);
  });

  it('the login page keeps only a local callback in its form', async () => {
    const offOrigin: string[] = [];
    for (const crafted of CRAFTED_REDIRECTS) {
      const response = await server.t.app.inject({
        method: 'GET',
        url: `/api/identity/login?callbackUrl=${encodeURIComponent(crafted)}`,
      });
      const field = /name="callbackUrl" value="([^"]*)"/.exec(response.body)?.[1];
      const value = decodeHtmlAttribute(field ?? '');
      if (field === undefined || !value.startsWith('/') || leavesOrigin(value, server.baseUrl))
        offOrigin.push(`${JSON.stringify(crafted)} → ${value}`);
    }
    book.add({
      label: 'GET /api/identity/login : callbackUrl hors origine dans le formulaire',
      value: offOrigin.length,
      unit: `sur ${String(CRAFTED_REDIRECTS.length)}`,
      goal: '0',
      ok: offOrigin.length === 0,
    });
    expect(offOrigin).toEqual([]);
  });

  it('the home page never puts an off-origin callback in its Connect link', async () => {
    await page.goto(`${server.baseUrl}/#/`);
    await page.waitForSelector('h1');
    const offOrigin: string[] = [];
    for (const crafted of CRAFTED_REDIRECTS) {
      const href = await page.evaluate(async (value) => {
        window.location.hash = `#/?callbackUrl=${encodeURIComponent(value)}&essai=${String(Math.random())}`;
        await new Promise((resolve) => setTimeout(resolve, 30));
        await window.__probe.waitForText('a', 'Se connecter', 5_000);
        const link = Array.from(document.querySelectorAll('a')).find(
          (a) => a.textContent.trim() === 'Se connecter',
        );
        return link?.href ?? '';
      }, crafted);
      const callback = new URL(href, server.baseUrl).searchParams.get('callbackUrl');
      if (
        new URL(href, server.baseUrl).origin !== server.baseUrl ||
        (callback !== null && (!callback.startsWith('/') || leavesOrigin(callback, server.baseUrl)))
      )
        offOrigin.push(`${JSON.stringify(crafted)} → ${href}`);
    }
    book.add({
      label: "Lien « Se connecter » de l'accueil : callbackUrl hors origine",
      value: offOrigin.length,
      unit: `sur ${String(CRAFTED_REDIRECTS.length)}`,
      goal: '0',
      ok: offOrigin.length === 0,
    });
    if (offOrigin.length > 0) book.note(`**Accueil** : ${offOrigin.join(' ; ')}`);
    expect(offOrigin).toEqual([]);
  });

  it('a real sign-in in Chromium never lands off the origin', async () => {
    const followed: string[] = [];
    const hitsBefore = trap.hits.length;
    for (const crafted of BROWSER_SAMPLE) {
      await page.goto(`${server.baseUrl}/api/identity/login?callbackUrl=${encodeURIComponent(crafted)}`);
      await page.fill('#userName', DEMO_MEMBER_LOGIN);
      await page.fill('#password', DEMO_PASSWORD);
      const hits = trap.hits.length;
      const [response] = await Promise.all([
        page.waitForNavigation({ waitUntil: 'commit' }).catch(() => null),
        page.click('button[type=submit]'),
      ]);
      await page.waitForTimeout(50);
      const landed = page.url();
      if (new URL(landed).origin !== server.baseUrl || trap.hits.length > hits)
        followed.push(
          `${JSON.stringify(crafted)} → ${landed} ${String(response?.status() ?? '')} ${trap.hits
            .slice(hits)
            .map((hit) => hit.detail)
            .join(' ')}`,
        );
    }
    book.add({
      label: 'Connexions réelles (Chromium) finies hors origine',
      value: followed.length,
      unit: `sur ${String(BROWSER_SAMPLE.length)} (échantillon)`,
      goal: '0',
      ok: followed.length === 0,
    });
    if (followed.length > 0) book.note(`**Chromium** : ${followed.join(' ; ')}`);
    expect(followed).toEqual([]);
    expect(trap.hits.slice(hitsBefore)).toEqual([]);
  });
});

describe('Open redirect: redirect-to-mobile/{url}', () => {
  async function visit(target: string): Promise<{ refused: boolean; url: string }> {
    return page.evaluate(async (value) => {
      window.location.hash = `#/redirect-to-mobile/${encodeURIComponent(value)}`;
      const refused = await window.__probe.waitForText('h2', 'Redirection refusée', 10_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { refused, url: window.location.href };
    }, target);
  }

  const outcomes = new Map<string, { refused: boolean; url: string }>();
  const mobileTargets = [...CRAFTED_REDIRECTS, ...MOBILE_TRICKS];

  it('follows none of the crafted URLs and look-alikes of the allow-listed store link', async () => {
    await page.goto(`${server.baseUrl}/#/`);
    await page.waitForSelector('h1');
    const hitsBefore = trap.hits.length;
    for (const target of mobileTargets) outcomes.set(target, await visit(target));
    await page.waitForTimeout(200);
    const followed = [
      ...trap.hits.slice(hitsBefore).map((hit) => `${hit.kind} ${hit.detail}`),
      ...[...outcomes]
        .filter(([, outcome]) => !outcome.url.startsWith(`${server.baseUrl}/`))
        .map(([target, outcome]) => `${JSON.stringify(target)} → ${outcome.url}`),
    ];
    book.add({
      label: 'redirect-to-mobile : navigations hors liste autorisée',
      value: followed.length,
      unit: `sur ${String(mobileTargets.length)} URL`,
      goal: '0',
      ok: followed.length === 0,
    });
    expect(followed).toEqual([]);
  });

  it('shows the French refusal for each of them', () => {
    const notRefused = [...outcomes]
      .filter(([, outcome]) => !outcome.refused)
      .map(([target]) => JSON.stringify(target));
    expect(outcomes.size).toBe(mobileTargets.length);
    book.add({
      label: 'redirect-to-mobile : refus affiché « Redirection refusée »',
      value: `${String(outcomes.size - notRefused.length)} / ${String(outcomes.size)}`,
      unit: 'URL',
      goal: 'toutes',
      ok: notRefused.length === 0,
    });
    if (notRefused.length > 0)
      book.note(
        `**redirect-to-mobile**, refus non affiché (écran d'erreur de route) : ${notRefused.join(' ; ')}`,
      );
    expect(notRefused).toEqual([]);
  });

  it('follows the allow-listed store link (positive control: the guard sees the navigation)', async () => {
    await page.goto(`${server.baseUrl}/#/`);
    await page.waitForSelector('h1');
    const hitsBefore = trap.hits.length;
    await page.evaluate((value) => {
      window.location.hash = `#/redirect-to-mobile/${encodeURIComponent(value)}`;
    }, STORE_LINK);
    await expect
      .poll(() => trap.hits.slice(hitsBefore).map((hit) => hit.detail), { timeout: 10_000 })
      .toContain(`GET ${STORE_LINK}`);
    trap.hits.splice(hitsBefore);
  });
});
