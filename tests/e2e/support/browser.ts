import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /**
   * Uncaught exceptions, console errors, failed requests and HTTP errors on the UI's own files. Answers of
   * the API are not listed (a 404 for an unknown CMS page is a normal answer); neither is the browser's
   * generic "Failed to load resource" console line, which the response check already covers.
   */
  readonly problems: string[];
  close(): Promise<void>;
}

export interface PageOptions {
  readonly width?: number;
  readonly height?: number;
  readonly userAgent?: string;
  readonly reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Keep `page.goto` as Playwright's own: the test acts on the pre-rendered page while the portal loads. By
   * default a navigation also waits until the portal has taken the pre-rendered page over, so that a test's
   * click is not split between the static page (mouse down) and the portal's (mouse up) by the swap.
   */
  readonly actBeforeTakeover?: boolean;
}

/** Longest wait for the portal to replace the pre-rendered page after a navigation. */
const TAKEOVER_WAIT_MS = 20_000;

/** Waits until `#root` is no longer the server's pre-rendered page (at once when the page has none). */
export async function portalTakenOver(page: Page): Promise<void> {
  await page
    .locator('#root[data-portal-shell]:not([data-portal-shell=""])')
    .waitFor({ state: 'detached', timeout: TAKEOVER_WAIT_MS });
}

const network = new WeakMap<Page, { inFlight: number; lastChange: number }>();

/** Counts the page's requests in flight (every page of {@link openPage} is tracked from its creation). */
function trackNetwork(page: Page): { inFlight: number; lastChange: number } {
  const known = network.get(page);
  if (known !== undefined) return known;
  const state = { inFlight: 0, lastChange: performance.now() };
  const change = (delta: number) => {
    state.inFlight = Math.max(0, state.inFlight + delta);
    state.lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  network.set(page, state);
  return state;
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (API answers, lazy chunks and CMS blocks
 * are in), then one animation frame: what those answers lead to is drawn. The quiet is counted from the call
 * at the earliest: what the test just did (a click, a contract switch) may not have asked anything yet.
 */
export async function networkQuiet(page: Page, quietMs = 300, timeoutMs = 20_000): Promise<void> {
  const state = trackNetwork(page);
  const called = performance.now();
  const deadline = called + timeoutMs;
  for (;;) {
    const now = performance.now();
    const quietFor = now - Math.max(state.lastChange, called);
    if (state.inFlight === 0 && quietFor >= quietMs) break;
    if (now > deadline) throw new Error(`network still busy after ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, state.inFlight === 0 ? quietMs - quietFor : 50));
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** A page in a fresh context (French locale; axe needs a page from browser.newContext()). */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'reduce',
    ...(options.userAgent === undefined ? {} : { userAgent: options.userAgent }),
  });
  const page = await context.newPage();
  trackNetwork(page);
  if (options.actBeforeTakeover !== true) {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await portalTakenOver(page);
      return response;
    };
  }
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A static asset the browser stopped fetching because the page left (a link to the server's login page
    // followed while a route's stylesheet still loaded) is no problem of the page.
    if (reason === 'net::ERR_ABORTED' && new URL(request.url()).pathname.startsWith('/assets/')) return;
    problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !pathname.startsWith('/api/')) {
      problems.push(`HTTP ${String(response.status())} ${pathname}`);
    }
  });
  return { context, page, problems, close: () => context.close() };
}
