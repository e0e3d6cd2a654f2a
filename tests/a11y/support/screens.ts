import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page's main heading (every screen has exactly one `main h1`). */
export async function heading(page: Page): Promise<string> {
  return ((await page.locator('main h1').first().textContent()) ?? '').trim();
}

/**
 * Opens `hash` and waits until its screen shows the expected heading, then lets the route transition and
 * the screen's first requests settle (reduced motion is on in the harness's contexts). A route that redirects
 * (a disabled one lands home) names where it lands (`landsOn`, e.g. '#/'): opened from a screen with the same
 * heading (another disabled route), the heading alone would be the previous screen's, the hash change not yet
 * handled, and the audit would catch the router between two screens.
 */
export async function openScreen(
  page: Page,
  baseUrl: string,
  hash: string,
  expectedHeading: string,
  landsOn?: string,
): Promise<void> {
  await page.goto(`${baseUrl}/${hash}`);
  if (landsOn !== undefined) {
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: 20_000 }).toBe(landsOn);
  }
  await expect.poll(() => heading(page), { timeout: 20_000, interval: 50 }).toBe(expectedHeading);
  await settle(page);
  // The pre-rendered page may show the heading before the portal takes over: the screen audited is the one
  // shown once everything settled.
  await expect.poll(() => heading(page), { timeout: 20_000, interval: 50 }).toBe(expectedHeading);
}

const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

/** Counts the page's requests in flight, for {@link settle} (call right after opening the page). */
export function trackRequests(page: Page): void {
  const state = { count: 0, lastChange: performance.now() };
  inFlight.set(page, state);
  const change = (delta: number) => {
    state.count = Math.max(0, state.count + delta);
    state.lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/**
 * Waits until no request has been in flight for `quietMs` (CMS blocks, lazy chunks and API answers are in),
 * then one animation frame. Pages not tracked with {@link trackRequests} wait for the load state only.
 */
export async function settle(page: Page, quietMs = 250): Promise<void> {
  const state = inFlight.get(page);
  if (state === undefined) {
    await page.waitForLoadState('networkidle');
    return;
  }
  await expect
    .poll(() => state.count === 0 && performance.now() - state.lastChange >= quietMs, {
      timeout: 15_000,
      interval: 50,
    })
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** Closes every toast shown (a fading toast is caught by axe's contrast rule while it is half transparent). */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.bp6-toast');
  for (const close of await toasts.getByRole('button', { name: 'Fermer' }).all()) await close.click();
  await expect.poll(() => toasts.count()).toBe(0);
}

/** Outbox messages of the reference server for a recipient, newest first (polled until one exists). */
export async function outboxLinks(baseUrl: string, recipient: string, containing: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
        const messages: unknown = await response.json();
        if (!Array.isArray(messages)) return false;
        for (const message of messages) {
          if (typeof message !== 'object' || message === null || !('links' in message)) continue;
          const links: unknown = message.links;
          if (!Array.isArray(links)) continue;
          found = links.find(
            (link: unknown): link is string => typeof link === 'string' && link.includes(containing),
          );
          if (found !== undefined) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`no link with ${containing} mailed to ${recipient}`);
  return found;
}
