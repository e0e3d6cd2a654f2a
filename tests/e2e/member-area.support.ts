/**
 * Helpers of the member-area and upload suites: sign-in through the server's login page, the start-up
 * dialogs, PDF fixtures, upload throttling and the reference server's upload fault switch.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errors } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { paddedPdf } from '../../server/src/testing/padded-pdf.ts';

/** Seeded demo member (server/src/db/seeds/core.seed.ts). */
export const DEMO_MEMBER = Object.freeze({ userName: 'demo@mutuelle.fr', password: 'Portail#2025' });
/** Seeded administrator: back-end user without contract. */
export const DEMO_ADMIN = Object.freeze({ userName: 'admin@mutuelle.fr', password: 'Portail#2025' });

export const MO = 1024 * 1024;

/** Opens `hash` of the member area; the guard sends the browser to the login page, which comes back. */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: { readonly userName: string; readonly password: string } = DEMO_MEMBER,
  hash = '#/espace',
): Promise<void> {
  await page.goto(`${baseUrl}/${hash}`);
  await page.waitForURL(/\/api\/identity\/login\?callbackUrl=/);
  await page.fill('#userName', account.userName);
  await page.fill('#password', account.password);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => url.hash.startsWith(hash));
}

async function outboxCount(baseUrl: string, to: string): Promise<number> {
  const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as unknown[]).length;
}

/** The newest 6-digit code mailed to `to`, once more than `before` mails to them arrived. */
export async function mailedCode(baseUrl: string, to: string, before: number): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as { text: string }[];
    if (messages.length > before) return /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? 'missing';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no security code mailed to ${to}`);
}

/**
 * Signs a staff member in on the portal's login page (password, then the security code mailed to them when the
 * server asks it: always for staff) and waits for the back office (/admin/), where staff land; then opens `hash`
 * of the portal when given (a staff member visiting the member area).
 */
export async function signInStaff(
  page: Page,
  baseUrl: string,
  account: { readonly userName: string; readonly password: string } = DEMO_ADMIN,
  hash?: string,
): Promise<void> {
  const before = await outboxCount(baseUrl, account.userName);
  await page.goto(`${baseUrl}/admin/`);
  await page.waitForURL(/\/api\/identity\/login\?callbackUrl=/);
  await page.fill('#userName', account.userName);
  await page.fill('#password', account.password);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/api/identity/login/code');
  if (new URL(page.url()).pathname !== '/admin/') {
    await page.fill('input[name=securityCode]', await mailedCode(baseUrl, account.userName, before));
    await page.click('button[type=submit]');
    await page.waitForURL((url) => url.pathname === '/admin/');
  }
  if (hash !== undefined) {
    await page.goto(`${baseUrl}/${hash}`);
    await page.waitForURL((url) => url.hash.startsWith(hash));
  }
}

/** The dialog on screen (Blueprint renders one portal per open dialog). */
export function openDialog(page: Page) {
  return page.getByRole('dialog');
}

/** Answers or closes every start-up dialog (consents accepted, bank details postponed, popups closed). */
export async function dismissStartupDialogs(page: Page): Promise<void> {
  await page.getByTestId('member-area').waitFor();
  for (let round = 0; round < 10; round += 1) {
    const dialog = openDialog(page);
    try {
      await dialog.waitFor({ timeout: 2000 });
    } catch (error: unknown) {
      if (error instanceof errors.TimeoutError) return; // no dialog left
      throw error;
    }
    const accept = dialog.getByRole('button', { name: 'Accepter' });
    if ((await accept.count()) > 0) await accept.first().click();
    else if ((await dialog.getByRole('button', { name: 'Annuler' }).count()) > 0)
      await dialog.getByRole('button', { name: 'Annuler' }).click();
    else await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await page.waitForTimeout(300);
  }
  throw new Error('start-up dialogs kept coming');
}

const fixtureDirs: string[] = [];

/** A one-page PDF the server accepts (it must parse), padded to `size` bytes (removed by `removePdfFiles`). */
export async function pdfFile(name: string, size: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portail-upload-'));
  fixtureDirs.push(dir);
  const path = join(dir, name);
  await writeFile(path, paddedPdf(size));
  return path;
}

/** Deletes the PDF files made by `pdfFile`. */
export async function removePdfFiles(): Promise<void> {
  const dirs = fixtureDirs.splice(0);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Limits the browser's upload speed (Chromium network emulation) so progress and cancel can be seen. */
export async function throttleUploads(
  context: BrowserContext,
  page: Page,
  bytesPerSecond: number,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Arms the reference server's upload fault switch: the next `times` uploads answer 500 (dev only). */
export async function armUploadFault(baseUrl: string, times: number): Promise<void> {
  // Every write carries the anti-forgery header, /dev/* included: the token comes with any GET.
  const token = /XSRF-TOKEN=([^;]+)/.exec(
    (await fetch(`${baseUrl}/dev/faults`)).headers.get('set-cookie') ?? '',
  )?.[1];
  if (token === undefined) throw new Error('no anti-forgery cookie from /dev/faults');
  const response = await fetch(`${baseUrl}/dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
    body: JSON.stringify({ fault: 'upload', times }),
  });
  if (!response.ok) throw new Error(`fault switch refused: ${response.status} ${await response.text()}`);
}

/** One line of the upload list as the page shows it. */
export interface UploadLine {
  readonly name: string;
  readonly status: string;
  readonly progress: number | null;
}

/** The upload list of the area `areaId`, read from the DOM. */
export function uploadLines(page: Page, areaId: string): Promise<UploadLine[]> {
  return page.evaluate((id) => {
    const area = document.getElementById(id)?.closest('.portal-upload');
    return [...(area?.querySelectorAll('.portal-upload-item') ?? [])].map((item) => {
      const bar = item.querySelector('[role=progressbar]');
      const value = bar?.getAttribute('aria-valuenow');
      return {
        name: item.querySelector('.portal-upload-item-name')?.textContent ?? '',
        status: item.getAttribute('data-status') ?? '',
        progress: value === null || value === undefined ? null : Number(value),
      };
    });
  }, areaId);
}

/** E-mails of the reference server's outbox for a recipient (dev only). */
export async function outboxSubjects(baseUrl: string, recipient: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
  const messages: unknown = await response.json();
  if (!Array.isArray(messages)) throw new Error('outbox.json is not a list');
  return messages.map((message: unknown) =>
    typeof message === 'object' && message !== null && 'subject' in message ? String(message.subject) : '',
  );
}
