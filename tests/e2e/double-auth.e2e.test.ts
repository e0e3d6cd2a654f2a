/**
 * Double authentication turned on in « Mon compte » is what the sign-in reads (issues 12 and 13), in Chromium
 * against the reference server: the demo member turns it on with a new mobile, the next sign-in asks the code
 * sent by SMS to that mobile, then the member turns it off and the password alone opens the space again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, dismissStartupDialogs, openDialog, signIn } from './member-area.support.ts';
import { lastCode, toast, typeSecurityCode } from './account.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

const NEW_MOBILE = '0698765432';

let server: ReferenceServer;
let browser: Browser;
let member: OpenedPage;

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  member = await openPage(browser);
});

afterAll(async () => {
  await member?.close();
  await browser?.close();
  await server?.stop();
});

async function openDoubleAuth(page: Page) {
  await page.goto(`${server.baseUrl}/#/espace/compte/double-authentification`);
  await dismissStartupDialogs(page);
  return page.getByTestId('double-auth-state');
}

async function signOutThenTypePassword(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/espace'));
  await page.goto(`${server.baseUrl}/#/espace`);
  await page.waitForURL(/\/api\/identity\/login\?callbackUrl=/);
  await page.fill('#userName', DEMO_MEMBER.userName);
  await page.fill('#password', DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describe('double authentication from « Mon compte » to the sign-in', () => {
  it('turns double authentication on with a new mobile (a landline is refused)', async () => {
    const { page } = member;
    await signIn(page, server.baseUrl);
    const state = await openDoubleAuth(page);
    await expect.poll(() => state.innerText()).toBe('La double authentification est désactivée.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Activer' }).click();
    const phone = page.getByLabel('Numéro de téléphone mobile', { exact: false });
    await phone.fill('01 23 45 67 89');
    await page.getByRole('button', { name: 'Recevoir le code' }).click();
    expect(await page.getByTestId('double-auth-phone').innerText()).toContain('mobile français');
    expect(await axeViolations(page)).toEqual([]);
    await phone.fill('06 98 76 54 32');
    await page.getByRole('button', { name: 'Recevoir le code' }).click();
    // The code goes by SMS to the mobile the insurer already confirmed (the seed's 06 12 34 56 78).
    await openDialog(page).getByText('par SMS').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await typeSecurityCode(page, await lastCode(server.baseUrl, '0612345678'));
    await toast(page, 'La double authentification a bien été activée.').waitFor();
    await expect.poll(() => state.innerText()).toContain('activée (téléphone mobile •• •• •• •• 32)');
  });

  it('asks the code sent by SMS to that mobile at the next sign-in, the password alone opening nothing', async () => {
    const { page } = member;
    await signOutThenTypePassword(page);
    await page.waitForURL(/\/api\/identity\/login\/code/);
    expect((await fetch(`${server.baseUrl}/api/identity/current-user`)).status).toBe(401);
    await page.getByLabel('Code de sécurité *').fill(await lastCode(server.baseUrl, NEW_MOBILE));
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/espace'));
    await expect.poll(() => page.getByTestId('member-name').textContent()).toBe('Marie Dupont');
  });

  it('turns it off with a code by SMS, after which the password alone opens the space again', async () => {
    const { page } = member;
    const state = await openDoubleAuth(page);
    await expect.poll(() => state.innerText()).toContain('activée (téléphone mobile •• •• •• •• 32)');
    await page.getByRole('button', { name: 'Désactiver' }).click();
    await openDialog(page).getByText('par SMS').waitFor();
    await typeSecurityCode(page, await lastCode(server.baseUrl, NEW_MOBILE));
    await toast(page, 'La double authentification a bien été désactivée.').waitFor();
    await expect.poll(() => state.innerText()).toBe('La double authentification est désactivée.');
    await signOutThenTypePassword(page);
    await page.waitForURL((url) => url.hash.startsWith('#/espace'));
    await expect.poll(() => page.getByTestId('member-name').textContent()).toBe('Marie Dupont');
  });
});
