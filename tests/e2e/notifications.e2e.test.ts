/**
 * The member's notification centre (issue 25 « Notifications ») in Chromium against the reference server: two
 * notifications delivered to Marie Dupont through `notifyMember` (the development route `POST /dev/notifications`,
 * what a manager's action does), the bell of the member bar naming the unread count (and its polite live region),
 * its panel opened, followed and closed with the keyboard only, the notification read from then on (after a
 * reload too), the « Notifications » screen marking the other one read; the announcing mail in the outbox.
 * axe-core on the open panel and on the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading } from './account.support.ts';
import { DEMO_MEMBER, dismissStartupDialogs, signInThroughApi } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

let server: ReferenceServer;
let browser: Browser;
let member: OpenedPage;

/** Delivers a notification to Marie Dupont through the server's `notifyMember` (development route). */
async function notifyMarie(body: Record<string, string>): Promise<void> {
  const first = await fetch(`${server.baseUrl}/api/config/portal`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (token === undefined) throw new Error('no anti-forgery cookie');
  const response = await fetch(`${server.baseUrl}/dev/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify({ login: DEMO_MEMBER.userName, ...body }),
  });
  if (response.status !== 200)
    throw new Error(`not notified: ${String(response.status)} ${await response.text()}`);
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  member = await openPage(browser);
  await notifyMarie({
    type: 'demande-message',
    titre: 'Un gestionnaire vous a écrit au sujet de votre demande',
    source: 'e2e-message',
  });
  await notifyMarie({
    type: 'document-disponible',
    titre: 'Votre attestation de droits est disponible',
    texte: 'Retrouvez-la dans « Mes courriers ».',
    lien: '#/espace/courriers',
    source: 'e2e-document',
  });
});

afterAll(async () => {
  await member?.close();
  await browser?.close();
  await server?.stop();
});

describe('the notification bell and the « Notifications » screen', () => {
  it('shows the unread count, opens with the keyboard, and reading a notification makes it read', async () => {
    const { page } = member;
    await signInThroughApi(page, server.baseUrl);
    await dismissStartupDialogs(page);
    await expect
      .poll(() => bell(page).getAttribute('aria-label'))
      .toBe('Notifications, 2 notifications non lues');
    const live = page.locator('.member-bell [role="status"]');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.innerText()).toBe('Vous avez 2 notifications non lues.');

    // Keyboard only: the bell comes right after the contract selector, Enter opens its panel.
    await page.locator('#contrat-courant').focus();
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('notification-bell');
    await page.keyboard.press('Enter');
    const panel = page.locator('#notifications-recentes');
    await panel.getByTestId('notification-lines').waitFor();
    expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
    expect(await panel.locator('li').allInnerTexts()).toEqual([
      expect.stringContaining('Votre attestation de droits est disponible'),
      expect.stringContaining('Un gestionnaire vous a écrit'),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it and gives the focus back to the bell; Enter opens it again.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await focusedTestId(page)).toBe('notification-bell');
    await page.keyboard.press('Enter');
    await panel.getByTestId('notification-lines').waitFor();

    // The first Tab reaches the newest notification's link; Enter follows it: read, panel closed.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Votre attestation de droits est disponible',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#/espace/courriers');
    await expect.poll(() => heading(page)).toBe('Mes courriers');
    await expect
      .poll(() => bell(page).getAttribute('aria-label'))
      .toBe('Notifications, 1 notification non lue');
    expect(await panel.count()).toBe(0);
    await expect.poll(() => live.innerText()).toBe('Vous avez 1 notification non lue.');
  });

  it('lists every notification on its screen, marks the other one read, and keeps it read after a reload', async () => {
    const { page } = member;
    await page.goto(`${server.baseUrl}/#/espace/notifications`);
    await expect.poll(() => heading(page)).toBe('Notifications');
    const lines = page.getByTestId('notification-lines').locator('li');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).innerText()).not.toContain('Non lue');
    expect(await lines.nth(1).innerText()).toContain('Non lue');
    expect(await axeViolations(page)).toEqual([]);

    const mark = lines.nth(1).getByRole('button', { name: /Marquer comme lue/ });
    await mark.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => bell(page).getAttribute('aria-label'))
      .toBe('Notifications, aucune notification non lue');
    expect(await lines.nth(1).innerText()).not.toContain('Non lue');

    await page.reload();
    await dismissStartupDialogs(page);
    await expect
      .poll(() => bell(page).getAttribute('aria-label'))
      .toBe('Notifications, aucune notification non lue');
    expect(await page.getByTestId('notification-lines').locator('li', { hasText: 'Non lue' }).count()).toBe(
      0,
    );
  });

  it('announced each one by mail too (« Zéro papier » is on for Marie Dupont)', async () => {
    const response = await fetch(
      `${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(DEMO_MEMBER.userName)}`,
    );
    const subjects = ((await response.json()) as { subject: string }[]).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining('un document est disponible'),
        expect.stringContaining('nouveau message'),
      ]),
    );
  });
});
