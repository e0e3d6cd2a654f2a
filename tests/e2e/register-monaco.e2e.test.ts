/**
 * Registration with a Monaco number (spec §3 isDonneesROMonegasquesActivated, §4 NIR input, §5 Monaco rule) in
 * Chromium against the reference server (demo tenant: Monegasque data on, oneOfTwo): the NIR input offers the
 * French / Monégasque choice, switching resets the number, the Monaco number goes out as 98 + 11 digits and
 * matches the seeded Monégasque member (M006), whose activation mail arrives. axe-core on the Monaco state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

/** Seeded Monégasque member without account (server/src/db/seeds/core.seed.ts, M006). */
const GIULIA = {
  monacoNumber: '12345678',
  nom: 'Rossi',
  prenom: 'Giulia',
  naissance: '02041990',
  codePostal: '98000',
  iban: '7301',
  email: 'giulia.rossi@example.mc',
  password: 'Monaco#2026',
};

let browser: Browser;
let server: ReferenceServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startReferenceServer()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function activationMails(recipient: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
  const messages: unknown = await response.json();
  if (!Array.isArray(messages)) throw new Error('outbox.json is not a list');
  return messages.filter(
    (message: unknown) =>
      typeof message === 'object' &&
      message !== null &&
      'subject' in message &&
      /Activez/.test(String(message.subject)),
  ).length;
}

describe('registration with a Monaco number', () => {
  it('offers the Monégasque number, resets on switch, sends 98 + 11 digits and registers the member', async () => {
    const { page, problems, close } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/#/register`);
      const choice = page.getByRole('radiogroup', { name: 'Type de numéro de sécurité sociale' });
      await choice.waitFor();
      const french = page.getByLabel(/^Numéro de sécurité sociale \(sans clé\)/);
      await french.fill('1850578006084');
      await choice.getByRole('radio', { name: 'Numéro monégasque' }).click();
      const monaco = page.getByLabel(/^Numéro monégasque/);
      expect(await monaco.inputValue()).toBe('');
      await monaco.fill(GIULIA.monacoNumber);
      await page.getByText('11 chiffres au maximum, précédés de 98').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.locator('#inscription-nom').fill(GIULIA.nom);
      await page.locator('#inscription-prenom').fill(GIULIA.prenom);
      await page.locator('#inscription-dateNaissance').pressSequentially(GIULIA.naissance);
      await page.locator('#inscription-codePostal').fill(GIULIA.codePostal);
      await page.locator('#inscription-email').fill(GIULIA.email);
      await page.locator('#inscription-iban').fill(GIULIA.iban);
      await page.locator('#inscription-password').fill(GIULIA.password);
      await page.locator('#inscription-confirmPassword').fill(GIULIA.password);
      await page.locator('#inscription-cgu').focus();
      await page.keyboard.press('Space');
      const registered = page.waitForResponse((response) =>
        response.url().endsWith('/api/identity/register'),
      );
      await page.getByRole('button', { name: 'Valider' }).click();
      const response = await registered;
      expect(response.status()).toBe(202);
      const sent = response.request().postDataJSON() as Record<string, unknown>;
      expect(sent['nir']).toBe('9800012345678');
      expect(sent['numeroContrat'] ?? '').toBe('');

      const demat = page.getByRole('dialog', { name: 'Passez au zéro papier' });
      await demat.waitFor();
      await demat.getByRole('button', { name: 'Continuer' }).click();
      await page.getByRole('heading', { name: 'Consultez votre messagerie' }).waitFor();
      await expect.poll(() => activationMails(GIULIA.email), { timeout: 15_000 }).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('switching back to the French number resets it too', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/#/register`);
      const choice = page.getByRole('radiogroup', { name: 'Type de numéro de sécurité sociale' });
      await choice.getByRole('radio', { name: 'Numéro monégasque' }).click();
      await page.getByLabel(/^Numéro monégasque/).fill('42');
      await choice.getByRole('radio', { name: 'Numéro français' }).click();
      expect(await page.getByLabel(/^Numéro de sécurité sociale \(sans clé\)/).inputValue()).toBe('');
      expect(await choice.getByRole('radio', { name: 'Numéro français' }).getAttribute('aria-checked')).toBe(
        'true',
      );
    } finally {
      await close();
    }
  });
});
