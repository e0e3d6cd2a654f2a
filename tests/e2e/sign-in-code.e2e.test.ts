/**
 * Sign-in with a multi-factor code (issue 12) in Chromium against the reference server: `amf@mutuelle.fr`
 * gets no session from the password alone, reads the code sent by SMS in /dev/outbox, asks for a new one,
 * types it and lands in the member area; the same journey with JavaScript off; axe on the code step.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_UNAUTHORIZED_NOTICE } from '../../server/src/identity/login/login-page.ts';
import { DEMO_MEMBER, dismissStartupDialogs, signIn } from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';

const AMF = { userName: 'amf@mutuelle.fr', password: 'Portail#2025', phone: '0622334455' };

let server: ReferenceServer;
let browser: Browser;

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The code of the newest SMS to the demo mobile, once `count` SMS arrived. */
async function smsCode(count: number): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${AMF.phone}`);
        const messages = (await response.json()) as { text: string }[];
        text = messages[0]?.text ?? '';
        return messages.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return /\b(\d{6})\b/.exec(text)?.[1] ?? 'missing';
}

async function typePassword(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/#/espace`);
  await page.waitForURL(/\/api\/identity\/login\?callbackUrl=/);
  await page.fill('#userName', AMF.userName);
  await page.fill('#password', AMF.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/api\/identity\/login\/code/);
}

describe('the sign-in pages in the portal frame', () => {
  it('shows the login page with the brand header and the CMS footer, without axe violation, also at 360 px', async () => {
    for (const width of [1280, 360]) {
      const { page, close } = await openPage(browser, { width });
      try {
        await page.goto(`${server.baseUrl}/api/identity/login?callbackUrl=%2F%23%2Fespace`);
        expect(await page.locator('header .portal-brand').textContent()).toBe('Mutuelle Démo');
        expect(await page.locator('footer').textContent()).toContain('Code de la mutualité');
        expect(await page.locator('input[name=_csrf]').count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `sign-in-login-page-${String(width)}`);
      } finally {
        await close();
      }
    }
  });
});

describe('sign-in with a security code', () => {
  let sent = 0;

  it('asks for the code after the password, resends it, and lands in the member area with the right one', async () => {
    const { page, close } = await openPage(browser);
    try {
      await typePassword(page);
      sent += 1;
      await expect.poll(() => page.getByRole('status').textContent()).toContain('par SMS au •• •• •• •• 55');
      const before = await page.request.get(`${server.baseUrl}/api/identity/current-user`);
      expect(before.status()).toBe(401);
      const field = page.getByLabel('Code de sécurité *');
      expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await field.getAttribute('inputmode')).toBe('numeric');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'sign-in-code-step');

      await field.fill('000000' === (await smsCode(sent)) ? '111111' : '000000');
      await page.getByRole('button', { name: 'Valider' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('incorrect');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Renvoyer le code' }).click();
      sent += 1;
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe("Un code de sécurité vient d'être renvoyé.");
      await page.getByLabel('Code de sécurité *').fill(await smsCode(sent));
      await page.getByRole('button', { name: 'Valider' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/espace'));
      await expect
        .poll(() => page.getByTestId('member-name').textContent(), { timeout: 15_000 })
        .toBe('Luc Moreau');
    } finally {
      await close();
    }
  });

  it('works without JavaScript (plain form posts)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/api/identity/login?callbackUrl=%2F%23%2Fespace`);
      await page.fill('#userName', AMF.userName);
      await page.fill('#password', AMF.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL(/\/api\/identity\/login\/code/);
      sent += 1;
      await page.getByLabel('Code de sécurité *').fill(await smsCode(sent));
      await page.getByRole('button', { name: 'Valider' }).click();
      await page.waitForURL((url) => url.hash === '#/espace');
      const me = await page.request.get(`${server.baseUrl}/api/identity/current-user`);
      expect(me.status()).toBe(200);
    } finally {
      await context.close();
    }
  });
});

describe('a session that ended (idle timeout, absolute lifetime)', () => {
  it('sends the member to the login page saying « Accès non autorisé », then back to the member area', async () => {
    const { page, close } = await openPage(browser);
    try {
      await signIn(page, server.baseUrl);
      await dismissStartupDialogs(page);
      // The server no longer knows this browser's session: its next call answers 401 (spec §8 → /login).
      await page.context().clearCookies({ name: 'portail_session' });
      await page.getByRole('link', { name: 'Mes garanties' }).click();
      await page.waitForURL(/\/api\/identity\/login\?.*acces=refuse/);
      expect(await page.getByRole('status').textContent()).toBe(LOGIN_UNAUTHORIZED_NOTICE);
      expect(await axeViolations(page)).toEqual([]);
      await page.fill('#userName', DEMO_MEMBER.userName);
      await page.fill('#password', DEMO_MEMBER.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/espace'));
      await expect
        .poll(() => page.getByTestId('member-name').textContent(), { timeout: 15_000 })
        .toBe('Marie Dupont');
    } finally {
      await close();
    }
  });
});
