import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type XssPayload, xssPayloads } from '../fixtures/xss-payloads.ts';
import { launchChromium } from './support/chromium.ts';
import { FigureBook } from './support/figures.ts';
import type { Inspection } from './support/page-probe.ts';
import { type SecurityServer, startSecurityServer } from './support/security-server.ts';
import { type ChannelResult, expectClean, recordXssFigures, runXssChannel } from './support/xss-report.ts';
import {
  LEGIT_LINK,
  SEARCH_WORD,
  legitimate,
  relayHostileErrors,
  seedXssContent,
} from './support/xss-seed.ts';
import { type XssTrap, installXssTrap } from './support/xss-trap.ts';

const PAYLOADS = xssPayloads();
const RENDER_TIMEOUT_MS = 10_000;
const TOAST_BATCH = 18;

const book = new FigureBook('security-xss', 'Sécurité — XSS (blocs CMS, pages statiques, FAQ, toasts)');
const results = new Map<string, ChannelResult>();

let server: SecurityServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let trap: XssTrap;

/** Renders every payload through `step`, tallying what the trap saw (kept in `results` for the report). */
async function runChannel(
  name: string,
  payloads: readonly XssPayload[],
  step: (payload: XssPayload) => Promise<Inspection>,
): Promise<ChannelResult> {
  const result = await runXssChannel(page, trap, name, payloads, step);
  results.set(name, result);
  return result;
}

beforeAll(async () => {
  // Responses are not re-validated against OpenAPI here (as in production): the suite is about rendering.
  server = await startSecurityServer({ config: { validateResponses: false } });
  await seedXssContent(server.t.db, PAYLOADS);
  browser = await launchChromium();
  // The CSP (no inline script) would stop most payloads by itself: it is bypassed here so that the sanitiser
  // alone is judged and a bypass really runs into the trap. The positive control checks the CSP-on case.
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
  recordXssFigures(book, results, PAYLOADS);
  await book.write();
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('XSS: hostile content from the reference backend rendered in Chromium', () => {
  it('the page-level hook catches an unsanitised payload, with and without the CSP (positive control)', async () => {
    const probeHtml = '<img src="/controle-positif.png" onerror="__xss(0)">';
    const inject = (html: string) => {
      const probe = document.createElement('div');
      probe.id = 'controle-positif';
      probe.innerHTML = html;
      document.body.append(probe);
    };
    const before = trap.hits.length;
    await page.evaluate(inject, probeHtml);
    await expect
      .poll(() => trap.hits.slice(before).map((hit) => hit.kind), { timeout: 5_000 })
      .toContain('__xss');
    expect(
      (await page.evaluate(() => window.__probe.scan(['#controle-positif']))).map((r) => r.reason),
    ).toContain('attribut onerror');
    await page.evaluate(() => document.getElementById('controle-positif')?.remove());

    const strict = await browser.newContext({ locale: 'fr-FR' });
    try {
      const strictTrap = await installXssTrap(strict, server.baseUrl);
      const strictPage = await strict.newPage();
      await strictPage.goto(`${server.baseUrl}/#/`);
      await strictPage.waitForSelector('h1');
      await strictPage.evaluate(inject, probeHtml);
      await expect
        .poll(() => strictTrap.hits.map((hit) => hit.kind), { timeout: 5_000 })
        .toContain('csp-script');
      expect(strictTrap.hits.map((hit) => hit.kind)).not.toContain('__xss');
    } finally {
      await strict.close();
    }
    trap.hits.splice(before);
  });

  it('static pages (Pages_Statiques title and content): no payload runs, headings and links survive', async () => {
    const result = await runChannel('pages statiques (Pages_Statiques)', PAYLOADS, (payload) =>
      page.evaluate(
        async ([key, href, timeoutMs]) => {
          window.location.hash = `#/page/xss-${key}`;
          const shown = await window.__probe.waitForText('.portal-cms-content', `Repère ${key}`, timeoutMs);
          if (!shown) return { timeout: 'page non affichée', residues: [], formatting: null };
          await window.__probe.settle();
          return {
            timeout: null,
            residues: window.__probe.scan(['body']),
            formatting: window.__probe.formatting('.portal-cms-content', key, href),
          };
        },
        [payload.id, LEGIT_LINK, RENDER_TIMEOUT_MS] as const,
      ),
    );
    expectClean(result, PAYLOADS.length);
  });

  it('CMS block (footer, every page): no payload runs, headings and links survive', async () => {
    // One footer item holds a run of payloads, each after a marker paragraph; a payload that swallows what follows
    // (an unclosed <textarea>, <select>…) ends the run, and the next reload starts again from the first payload
    // whose marker did not come out as a paragraph. Every payload is thus rendered once in a normal context.
    let remaining = [...PAYLOADS];
    let reloads = 0;
    const hitsBefore = trap.hits.length;
    const started = performance.now();
    const residues: string[] = [];
    const formattingLost: string[] = [];
    let rendered = 0;
    while (remaining.length > 0) {
      reloads += 1;
      const key = `bloc-${String(reloads)}`;
      const html =
        legitimate(key) + remaining.map((payload) => `<p>Marqueur ${payload.id}</p>${payload.html}`).join('');
      await server.t.db.query(
        `UPDATE cms_items SET content = $1 WHERE block_name = 'Footer' AND item_name = 'footer'`,
        [html],
      );
      await page.reload();
      const inspection = await page.evaluate(
        async ([batchKey, href, timeoutMs]) => {
          const shown = await window.__probe.waitForText(
            '.portal-footer-content',
            `Repère ${batchKey}`,
            timeoutMs,
          );
          if (!shown)
            return { timeout: 'pied de page non affiché', residues: [], formatting: null, markers: [] };
          await window.__probe.settle();
          return {
            timeout: null,
            residues: window.__probe.scan(['body']),
            formatting: window.__probe.formatting('.portal-footer-content', batchKey, href),
            markers: Array.from(document.querySelectorAll('.portal-footer-content p')).map(
              (paragraph) => paragraph.textContent ?? '',
            ),
          };
        },
        [key, LEGIT_LINK, RENDER_TIMEOUT_MS] as const,
      );
      if (inspection.timeout !== null) throw new Error(`${key}: ${inspection.timeout}`);
      const markers = new Set(inspection.markers);
      let run = 0;
      while (run < remaining.length && markers.has(`Marqueur ${remaining[run]?.id ?? ''}`)) run += 1;
      if (run === 0) throw new Error(`${key}: le premier marqueur (${remaining[0]?.id ?? ''}) manque`);
      const ran = new Set(remaining.slice(0, run).map((payload) => payload.id));
      residues.push(
        ...inspection.residues.map((residue) => `${key}: ${residue.reason} (${residue.element})`),
      );
      if (inspection.formatting !== null) formattingLost.push(inspection.formatting);
      rendered += ran.size;
      remaining = remaining.slice(run);
    }
    await page.waitForTimeout(300);
    const executions = trap.hits.slice(hitsBefore).map((hit) => `${hit.kind} ${hit.detail} @ ${hit.url}`);
    results.set(`bloc CMS Footer (${String(reloads)} rechargements)`, {
      rendered,
      executions,
      residues,
      formattingLost,
      seconds: (performance.now() - started) / 1000,
    });
    expect(rendered).toBe(PAYLOADS.length);
    expect(executions).toEqual([]);
    expect(residues).toEqual([]);
    expect(formattingLost).toEqual([]);
  });

  it('FAQ questions and answers (search results, question dialog, related questions): no payload runs', async () => {
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await page.getByRole('button', { name: "Besoin d'aide pour vous connecter ?" }).click();
    await page.locator('#faq-recherche').fill(SEARCH_WORD);
    await page.locator('#faq-recherche').press('Enter');
    await expect
      .poll(() => page.locator('.portal-faq-question-link').count(), { timeout: RENDER_TIMEOUT_MS })
      .toBe(PAYLOADS.length);
    const first = PAYLOADS[0];
    if (first === undefined) throw new Error('no payload');
    await page.locator('.portal-faq-question-link').first().click();
    const result = await runChannel('FAQ (titres, réponses, questions liées)', PAYLOADS, (payload) =>
      page.evaluate(
        async ([key, href, timeoutMs, isFirst]) => {
          if (!isFirst) {
            const related = Array.from(
              document.querySelectorAll<HTMLButtonElement>('.portal-faq-related .portal-faq-question-link'),
            ).find((button) => (button.textContent ?? '').startsWith(`Question ${key} `));
            if (related === undefined)
              return { timeout: 'question liée absente', residues: [], formatting: null };
            related.click();
          }
          const shown = await window.__probe.waitForText('.portal-faq-answer', `Repère ${key}`, timeoutMs);
          if (!shown) return { timeout: 'réponse non affichée', residues: [], formatting: null };
          await window.__probe.settle();
          return {
            timeout: null,
            residues: window.__probe.scan(['body']),
            formatting: window.__probe.formatting('.portal-faq-answer', key, href),
          };
        },
        [payload.id, LEGIT_LINK, RENDER_TIMEOUT_MS, payload === first] as const,
      ),
    );
    expectClean(result, PAYLOADS.length);
    // The category named with a payload, in the 'Catégories' tab.
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Catégories' }).click();
    await page.waitForFunction(
      (word) =>
        (document.querySelector('.portal-faq-modal')?.textContent ?? '').includes(`Catégorie ${word}`),
      SEARCH_WORD,
    );
    expect(await page.evaluate(() => window.__probe.scan(['body']))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('toasts carrying hostile server error messages: no payload runs, each message is shown verbatim as text', async () => {
    // A toast detail is plain text: the payloads travel in batches (one server message each), and each toast
    // must show its message character for character, proof that nothing was parsed as markup.
    const batches: XssPayload[][] = [];
    for (let start = 0; start < PAYLOADS.length; start += TOAST_BATCH)
      batches.push(PAYLOADS.slice(start, start + TOAST_BATCH));
    const messageOf = (index: number) =>
      `Erreur lot-${String(index)} ${(batches[index] ?? []).map((payload) => payload.html).join(' ')}`;
    const realStatuses = await relayHostileErrors(page, messageOf);
    const shownVerbatim: boolean[] = [];
    const hitsBefore = trap.hits.length;
    const started = performance.now();
    const residues: string[] = [];
    for (const [index] of batches.entries()) {
      const inspection = await page.evaluate(
        async ([batch, message, timeoutMs]) => {
          window.location.hash = `#/page/toast-lot-${batch}`;
          const marker = `Erreur lot-${batch} `;
          const shown = await window.__probe.waitForText('.portal-toast-detail', marker, timeoutMs);
          if (!shown) return { timeout: 'toast non affiché', residues: [], verbatim: false };
          await window.__probe.settle();
          const detail = Array.from(document.querySelectorAll('.portal-toast-detail')).find((element) =>
            (element.textContent ?? '').startsWith(marker),
          );
          return {
            timeout: null,
            residues: window.__probe.scan(['body']),
            verbatim: detail?.textContent === message && detail.children.length === 0,
          };
        },
        [String(index), messageOf(index), RENDER_TIMEOUT_MS] as const,
      );
      if (inspection.timeout !== null) throw new Error(`toast lot-${String(index)}: ${inspection.timeout}`);
      shownVerbatim.push(inspection.verbatim);
      residues.push(...inspection.residues.map((residue) => `lot-${String(index)}: ${residue.reason}`));
    }
    await page.waitForTimeout(300);
    await page.unroute(() => true);
    const executions = trap.hits.slice(hitsBefore).map((hit) => `${hit.kind} ${hit.detail} @ ${hit.url}`);
    results.set(`toasts (messages d'erreur du serveur, ${String(batches.length)} messages)`, {
      rendered: PAYLOADS.length,
      executions,
      residues,
      formattingLost: shownVerbatim.flatMap((ok, index) =>
        ok ? [] : [`lot-${String(index)}: message altéré`],
      ),
      seconds: (performance.now() - started) / 1000,
    });
    expect(realStatuses.every((status) => status === 404)).toBe(true);
    expect(shownVerbatim).toEqual(batches.map(() => true));
    expect(executions).toEqual([]);
    expect(residues).toEqual([]);
  });
});
