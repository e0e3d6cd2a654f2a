import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidStaticPageName } from '@portail/domain';
import { DEMO_ADMIN_LOGIN } from '../../server/src/db/seeds/core.seed.ts';
import { loginAs } from '../../server/src/testing/login.ts';
import type { TestAgent } from '../../server/src/testing/test-agent.ts';
import { allowListViolations } from '../fixtures/content-allow-list.ts';
import { xssPayloads } from '../fixtures/xss-payloads.ts';
import { launchChromium } from './support/chromium.ts';
import { type SecurityServer, startSecurityServer } from './support/security-server.ts';
import { expectClean, runXssChannel } from './support/xss-report.ts';
import { LEGIT_LINK, legitimate } from './support/xss-seed.ts';
import { type XssTrap, installXssTrap } from './support/xss-trap.ts';

/**
 * Issue 24 §3: the repository's XSS corpus written by staff through the back office's API (`/api/admin/contents`:
 * create a static page, publish it), then read by members — through the API and in Chromium on the public page.
 */
const PAYLOADS = xssPayloads();
const RENDER_TIMEOUT_MS = 10_000;
const pageName = (id: string): string => `xss-api-${id.toLowerCase()}`;

let server: SecurityServer;
let admin: TestAgent;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let trap: XssTrap;

beforeAll(async () => {
  server = await startSecurityServer();
  admin = server.t.agent();
  await loginAs(admin, DEMO_ADMIN_LOGIN);
  for (const payload of PAYLOADS) {
    const name = pageName(payload.id);
    if (!isValidStaticPageName(name)) throw new Error(`payload id ${payload.id} gives no page name`);
    const created = await admin.post('/api/admin/contents', {
      pageName: name,
      title: `Page ${payload.id}`,
      content: legitimate(payload.id) + payload.html,
    });
    if (created.statusCode !== 201)
      throw new Error(`${payload.id}: create ${created.statusCode} ${created.body}`);
    const published = await admin.post(`/api/admin/contents/cms-page-${name}/publish`, { version: 1 });
    if (published.statusCode !== 200) throw new Error(`${payload.id}: publish ${published.statusCode}`);
  }
  browser = await launchChromium();
  // As in xss.security.test.ts: the CSP is bypassed so that the sanitisers alone are judged.
  context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  trap = await installXssTrap(context, server.baseUrl);
  page = await context.newPage();
  await page.goto(`${server.baseUrl}/#/`);
  await page.waitForSelector('h1', { timeout: 30_000 });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('XSS corpus through the back office API (« Contenus »)', () => {
  it(`stores and serves each of the ${PAYLOADS.length} payloads inside the allow-list (draft, published, member read)`, async () => {
    const violations: string[] = [];
    for (const payload of PAYLOADS) {
      const name = pageName(payload.id);
      const item = (await admin.get(`/api/admin/contents/cms-page-${name}`)).json<{
        draft: { content: string };
        live: { content: string };
      }>();
      const served = await server.t.agent().get(`/api/cms/blocklists?name=Pages_Statiques&itemName=${name}`);
      expect(served.statusCode, payload.id).toBe(200);
      const [member] = served.json<{ content: string }[]>();
      for (const [where, html] of [
        ['draft', item.draft.content],
        ['published', item.live.content],
        ['member read', member?.content ?? ''],
      ] as const) {
        for (const violation of allowListViolations(html))
          violations.push(`${payload.id} ${where}: ${violation}`);
      }
      // The editor's formatting put before each payload survives (h4-h6 and the external link).
      expect(member?.content, payload.id).toContain(`<h4>Repère ${payload.id}</h4>`);
      expect(member?.content, payload.id).toContain(`href="${LEGIT_LINK}"`);
    }
    expect(violations).toEqual([]);
  });

  it('refuses a title carrying markup (titles are plain text): nothing stored', async () => {
    const marked = PAYLOADS.filter((payload) => /[<>]/.test(payload.html));
    expect(marked.length).toBeGreaterThan(100);
    for (const payload of marked) {
      const response = await admin.post('/api/admin/contents', {
        pageName: `titre-${payload.id.toLowerCase()}`,
        title: payload.html,
        content: '<p>x</p>',
      });
      expect(response.statusCode, payload.id).toBe(400);
    }
    expect((await admin.get('/api/admin/contents?text=titre-')).json()).toEqual([]);
  });

  it('runs none of them on the public static pages in Chromium, the formatting intact', async () => {
    const result = await runXssChannel(
      page,
      trap,
      'pages statiques publiées par l’API',
      PAYLOADS,
      (payload) =>
        page.evaluate(
          async ([key, name, href, timeoutMs]) => {
            window.location.hash = `#/page/${name}`;
            const shown = await window.__probe.waitForText('.portal-cms-content', `Repère ${key}`, timeoutMs);
            if (!shown) return { timeout: 'page non affichée', residues: [], formatting: null };
            await window.__probe.settle();
            return {
              timeout: null,
              residues: window.__probe.scan(['body']),
              formatting: window.__probe.formatting('.portal-cms-content', key, href),
            };
          },
          [payload.id, pageName(payload.id), LEGIT_LINK, RENDER_TIMEOUT_MS] as const,
        ),
    );
    expectClean(result, PAYLOADS.length);
    console.log(
      `contents XSS: ${String(result.rendered)} pages rendered in ${result.seconds.toFixed(1)} s, ` +
        `${String(result.executions.length)} executions`,
    );
  });
});
