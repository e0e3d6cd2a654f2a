/**
 * « Mes cotisations » (issue 26) in Chromium against the reference server (its own: the payment is changed): the home's
 * unpaid banner, the schedule with the rejected direct debit and its reason, the SEPA mandate and the 2025 certificate
 * downloaded as real PDFs (parsed back), the frequency changed to monthly in the dialog with the keyboard. axe-core on
 * the screen and the dialog. Then the RIB upload of a manual-mode act: the reference seed keeps
 * `ribCotisationsActeGestion` automatic and has no switch, so the page answers its mode read as « manuel » (the server
 * stays automatic: it still checks that the sent file names are the member's own uploads).
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast } from './account.support.ts';
import {
  dismissStartupDialogs,
  openDialog,
  pdfFile,
  removePdfFiles,
  signInThroughApi,
  uploadLines,
} from './member-area.support.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

let server: ReferenceServer;
let browser: Browser;
let member: OpenedPage;

async function pdfText(download: Download): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** Presses Enter on a control reached by focus (what a keyboard user does after tabbing to it). */
async function pressOn(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  member = await openPage(browser);
  await signInThroughApi(member.page, server.baseUrl);
  await dismissStartupDialogs(member.page);
});

afterAll(async () => {
  await removePdfFiles();
  await member?.close();
  await browser?.close();
  await server?.stop();
});

describe('« Mes cotisations » of Marie Dupont', () => {
  it('the home says what is unpaid and what to do, and leads to « Mes cotisations »', async () => {
    const { page } = member;
    const banner = page.getByTestId('unpaid-banner');
    await expect.poll(() => banner.innerText()).toContain('85,40');
    expect(await banner.innerText()).toContain('Prévoyance Sérénité (1000001-02)');
    expect(await banner.innerText()).toContain('virement');
    await page
      .getByRole('navigation', { name: 'Espace adhérent' })
      .getByRole('link', { name: 'Mes cotisations' })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#/espace/cotisations');
  });

  it('shows the schedule with the rejected direct debit and its reason, axe 0', async () => {
    const { page } = member;
    const schedule = page.getByTestId('cotisations-schedule');
    await expect.poll(() => schedule.innerText()).toContain('Rejetée');
    expect(await schedule.innerText()).toContain('Motif : Provision insuffisante (code AM04)');
    expect(await page.getByTestId('cotisations-settings').innerText()).toMatch(/Trimestrielle/);
    expect(await page.getByTestId('cotisations-totals').innerText()).toContain('2025');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('downloads the SEPA mandate and the 2025 certificate, real PDFs', async () => {
    const { page } = member;
    const mandateDownload = page.waitForEvent('download');
    await pressOn(page, 'Télécharger mon mandat SEPA');
    const mandate = await mandateDownload;
    expect(mandate.suggestedFilename()).toBe('Mandat SEPA 1000001-01.pdf');
    const mandateText = await pdfText(mandate);
    expect(mandateText).toContain('RUM-1000001-01-0001');
    expect(mandateText).toContain('FR45ZZZ842615');
    expect(mandateText).toContain('IBAN : FR76 **** **** **** **** ***0 189');

    await page.locator('#cotisations-annee').selectOption('2025');
    const certificateDownload = page.waitForEvent('download');
    await pressOn(page, "Télécharger l'attestation");
    const certificate = await certificateDownload;
    expect(certificate.suggestedFilename()).toBe('Attestation cotisations 2025 1000001-01.pdf');
    const text = await pdfText(certificate);
    expect(text).toContain('Attestation de paiement des cotisations');
    expect(text).toContain('Total des cotisations payées : 1 824,00 €');
  });

  it('changes the frequency to monthly with the keyboard, from the next due date, axe 0 on the dialog', async () => {
    const { page } = member;
    await pressOn(page, 'Modifier mon paiement');
    const dialog = openDialog(page);
    await dialog.getByLabel(/Périodicité/).waitFor();
    await expect
      .poll(() =>
        dialog
          .getByLabel(/Périodicité/)
          .locator('option')
          .count(),
      )
      .toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel(/Périodicité/).selectOption('M');
    await dialog.getByLabel(/^IBAN/).focus();
    await page.keyboard.type('FR76 3000 6000 0112 3456 7890 189');
    await page.keyboard.press('Tab');
    await page.keyboard.type('AGRIFRPP');
    await page.keyboard.press('Enter');
    await toast(page, 'Votre demande a bien été prise en compte').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const settings = page.getByTestId('cotisations-settings');
    await expect.poll(() => settings.innerText()).toContain('Mensuelle');
    expect(await settings.innerText()).toContain('RUM-1000001-01-0002');
    expect(await page.getByTestId('cotisations-modifications').innerText()).toContain(
      'à partir du 05/01/2027',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('in manual mode, asks the RIB document before sending the account, then sends the uploaded file, axe 0', async () => {
    const { page } = member;
    await page.route('**/api/identity/client/mode-gestion/ribCotisationsActeGestion', (route) =>
      route.fulfill({ json: { modeGestion: 'manuel' } }),
    );
    await pressOn(page, 'Modifier mon paiement');
    const dialog = openDialog(page);
    await dialog.locator('input[type=file]').waitFor({ state: 'attached' });
    await dialog.getByLabel(/^IBAN/).fill('FR76 3000 6000 0112 3456 7890 189');
    await dialog.getByLabel(/^BIC/).fill('AGRIFRPP');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await dialog.getByText('Merci de joindre le document demandé.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('modifier-paiement-rib');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('input[type=file]').setInputFiles(await pdfFile('rib-cotisations.pdf', 30_000));
    await expect
      .poll(() => uploadLines(page, 'modifier-paiement-rib'))
      .toEqual([{ name: 'rib-cotisations.pdf', status: 'success', progress: null }]);
    const sent = page.waitForRequest('**/api/adherent/cotisations/modalite-paiement');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      data: {
        iban: 'FR7630006000011234567890189',
        rib: [{ localFileName: 'rib-cotisations.pdf', inputName: 'rib' }],
      },
    });
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('cotisations-settings').innerText())
      .toContain('RUM-1000001-01-0003');
    await page.unroute('**/api/identity/client/mode-gestion/ribCotisationsActeGestion');
  });
});
