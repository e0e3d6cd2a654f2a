/** Helpers of the « Mon compte » suites (account.e2e, account-deletion.e2e). */
import type { Page } from 'playwright-core';
import { openDialog } from './member-area.support.ts';

export function toast(page: Page, text: string) {
  return page.locator('.bp6-toast', { hasText: text });
}

export async function heading(page: Page): Promise<string> {
  return (await page.locator('h1').first().innerText()).trim();
}

/** The 6-digit code of the newest security-code message sent to `recipient` (SMS or mail). */
export async function lastCode(baseUrl: string, recipient: string): Promise<string> {
  const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
  const messages = (await response.json()) as { template: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(
    messages.find((message) => message.template === 'security-code')?.text ?? '',
  );
  if (code?.[1] === undefined) throw new Error(`no security code sent to ${recipient}`);
  return code[1];
}

export async function typeSecurityCode(page: Page, code: string): Promise<void> {
  const dialog = openDialog(page);
  await dialog.getByLabel('Chiffre 1 sur 6').waitFor();
  await dialog.getByLabel('Chiffre 1 sur 6').fill(code);
  await dialog.getByRole('button', { name: 'Valider' }).click();
}

/** A field's label, with or without the required mark. */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}
