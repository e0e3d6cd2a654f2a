/**
 * Double authentication turned on in « Mon compte » is what the sign-in reads (issues 12 and 13), in Chromium
 * against the reference server: the demo member turns it on with a new mobile — proven by the code texted to
 * that very mobile —, the next sign-in asks the code sent by SMS to it, the member moves it to another mobile
 * (same proof), then turns it off and the password alone opens the space again.
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
const NEXT_MOBILE = '0711223344';
const SEEDED_MOBILE = '0612345678';

/** Recipients of the security codes in the outbox (newest first). */
async function codeRecipients(recipient: string): Promise<string[]> {
  const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
  const messages = (await response.json()) as { template: string; kind: string; recipient: string }[];
  return messages
    .filter((message) => message.template === 'security-code')
    .map((message) => `${message.kind} ${message.recipient}`);
}

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
    // The code goes by SMS to the new mobile itself, named in full so a typo shows — never to the seeded one.
    await openDialog(page).getByText('par SMS au 06 98 76 54 32').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await codeRecipients(NEW_MOBILE)).toEqual([`sms ${NEW_MOBILE}`]);
    expect(await codeRecipients(SEEDED_MOBILE)).toEqual([]);
    await typeSecurityCode(page, await lastCode(server.baseUrl, NEW_MOBILE));
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

  it('moves it to another mobile: the code goes to the next mobile, not to the current one', async () => {
    const { page } = member;
    const state = await openDoubleAuth(page);
    await expect.poll(() => state.innerText()).toContain('activée (téléphone mobile •• •• •• •• 32)');
    const sentBefore = (await codeRecipients(NEW_MOBILE)).length;
    await page.getByRole('button', { name: 'Changer de numéro' }).click();
    await page.getByLabel('Numéro de téléphone mobile', { exact: false }).fill('07 11 22 33 44');
    await page.getByRole('button', { name: 'Recevoir le code' }).click();
    await openDialog(page).getByText('par SMS au 07 11 22 33 44').waitFor();
    expect(await codeRecipients(NEXT_MOBILE)).toEqual([`sms ${NEXT_MOBILE}`]);
    expect(await codeRecipients(NEW_MOBILE)).toHaveLength(sentBefore);
    await typeSecurityCode(page, await lastCode(server.baseUrl, NEXT_MOBILE));
    await toast(page, 'Votre numéro de téléphone a bien été modifié.').waitFor();
    await expect.poll(() => state.innerText()).toContain('activée (téléphone mobile •• •• •• •• 44)');
    // The code dialog is gone (not just closing) before the next step looks for start-up dialogs.
    await openDialog(page).waitFor({ state: 'detached' });
  });

  it('turns it off with a code by SMS, after which the password alone opens the space again', async () => {
    const { page } = member;
    const state = await openDoubleAuth(page);
    await expect.poll(() => state.innerText()).toContain('activée (téléphone mobile •• •• •• •• 44)');
    await page.getByRole('button', { name: 'Désactiver' }).click();
    await openDialog(page).getByText('par SMS').waitFor();
    await typeSecurityCode(page, await lastCode(server.baseUrl, NEXT_MOBILE));
    await toast(page, 'La double authentification a bien été désactivée.').waitFor();
    await expect.poll(() => state.innerText()).toBe('La double authentification est désactivée.');
    await signOutThenTypePassword(page);
    await page.waitForURL((url) => url.hash.startsWith('#/espace'));
    await expect.poll(() => page.getByTestId('member-name').textContent()).toBe('Marie Dupont');
  });
});
