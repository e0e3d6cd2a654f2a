import type { Page } from 'playwright-core';
import type { Database } from '../../../server/src/db/database.ts';
import { insertCmsItems } from '../../../server/src/db/seeds/cms.seed.ts';
import { insertFaq } from '../../../server/src/db/seeds/faq.seed.ts';
import type { XssPayload } from '../../fixtures/xss-payloads.ts';

/** Word every hostile FAQ title carries, so one search lists them all. */
export const SEARCH_WORD = 'zqxjv';
export const LEGIT_LINK = 'https://www.example.org/aide';
export const FAQ_FIRST_ID = 90_000;

/** Legitimate CMS formatting put before every payload (rich-text editor formats h4–h6, a link). */
export function legitimate(key: string): string {
  return (
    `<h4>Repère ${key}</h4><h5>Sous-titre ${key}</h5><h6>Détail ${key}</h6>` +
    `<p><a href="${LEGIT_LINK}" rel="noopener">Lien légitime ${key}</a></p>`
  );
}

/**
 * Seeds the payloads through the server's own seeding helpers: one static page (Pages_Statiques item `xss-<id>`,
 * title and content) and one FAQ question per payload, plus a category named with the first payload.
 */
export async function seedXssContent(db: Database, PAYLOADS: readonly XssPayload[]): Promise<void> {
  await insertCmsItems(
    db,
    PAYLOADS.map((payload) => ({
      id: `xss-page-${payload.id}`,
      name: 'Pages_Statiques',
      itemName: `xss-${payload.id}`,
      title: `Page ${payload.id} ${payload.html}`,
      content: legitimate(payload.id) + payload.html,
    })),
  );
  // Each question's "related question" is the next one: the dialog walks through them without closing.
  await insertFaq(db, {
    questions: PAYLOADS.map((payload, index) => ({
      id: FAQ_FIRST_ID + payload.number,
      clickCode: `xss-${payload.id}`,
      rateCode: `xss-rate-${payload.id}`,
      audience: null,
      popularRank: null,
      title: `Question ${payload.id} ${SEARCH_WORD} ${payload.html}`,
      content: legitimate(payload.id) + payload.html,
      related: index + 1 < PAYLOADS.length ? [FAQ_FIRST_ID + payload.number + 1] : [],
    })),
    categories: [
      {
        id: FAQ_FIRST_ID,
        name: `Catégorie ${SEARCH_WORD} ${PAYLOADS[0]?.html ?? ''}`,
        order: 99,
        audience: null,
        questions: PAYLOADS.map((payload) => FAQ_FIRST_ID + payload.number),
      },
    ],
  });
}

/**
 * Static pages named `toast-lot-<n>` do not exist: the reference backend really answers them with an error body.
 * This relay lets that answer through with status 500 and its message replaced by `messageOf(n)` (the backend never
 * echoes typed text), so the UI shows it as a toast detail. Returns the statuses the backend really gave.
 */
export async function relayHostileErrors(
  page: Page,
  messageOf: (batch: number) => string,
): Promise<number[]> {
  const realStatuses: number[] = [];
  await page.route(
    (url) =>
      url.pathname === '/api/cms/blocklists' && (url.searchParams.get('itemName') ?? '').startsWith('toast-'),
    async (route) => {
      const itemName = new URL(route.request().url()).searchParams.get('itemName') ?? '';
      const real = await route.fetch();
      realStatuses.push(real.status());
      const body: unknown = await real.json();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          ...(typeof body === 'object' && body !== null ? body : {}),
          message: messageOf(Number(itemName.slice('toast-lot-'.length))),
        }),
      });
    },
  );
  return realStatuses;
}
