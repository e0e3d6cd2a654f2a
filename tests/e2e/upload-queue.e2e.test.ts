/**
 * The file upload area (issue 6) in Chromium against the reference server, on the member area's
 * 'Envoyer des justificatifs' screen: three files uploaded strictly one after another with visible progress
 * (uploads throttled by Chromium's network emulation), a file over the size limit refused with the French
 * message, the server failing once (fault switch) → the item in error → the automatic retry succeeds, a
 * failure outlasting the automatic retries → 'Téléverser à nouveau' succeeds, cancel mid-upload, drag and
 * drop, the form rules and the act sent with the files. axe-core on the screen; screenshots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';
import { paddedPdf } from '../../server/src/testing/padded-pdf.ts';
import type { UploadLine } from './member-area.support.ts';
import {
  armUploadFault,
  dismissStartupDialogs,
  MO,
  pdfFile,
  removePdfFiles,
  signInThroughApi,
  throttleUploads,
  uploadLines,
} from './member-area.support.ts';

const AREA = 'justificatifs';

let server: ReferenceServer;
let browser: Browser;
let opened: OpenedPage;

/** Samples the upload list every 25 ms until `done` holds for it (or the timeout). */
async function watchUploads(
  page: Page,
  done: (lines: readonly UploadLine[]) => boolean,
  timeoutMs = 30_000,
): Promise<UploadLine[][]> {
  const samples: UploadLine[][] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = await uploadLines(page, AREA);
    samples.push(lines);
    if (done(lines)) return samples;
    await page.waitForTimeout(25);
  }
  throw new Error(`uploads did not settle: ${JSON.stringify(samples.at(-1))}`);
}

function statusOf(lines: readonly UploadLine[], name: string): string | undefined {
  return lines.find((line) => line.name === name)?.status;
}

async function submitAndExpectToast(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Valider' }).click();
  await page.locator('.bp6-toast', { hasText: 'Votre demande a bien été prise en compte' }).first().waitFor();
  await expect.poll(() => uploadLines(page, AREA)).toEqual([]);
}

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  opened = await openPage(browser);
  await signInThroughApi(opened.page, server.baseUrl, undefined, '#/espace/justificatifs');
  await dismissStartupDialogs(opened.page);
  await opened.page.getByRole('heading', { level: 1, name: 'Envoyer des justificatifs' }).waitFor();
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await server?.stop();
  await removePdfFiles();
});

describe('upload area in Chromium', () => {
  it('describes its limits and offers a multiple selection', async () => {
    const { page } = opened;
    expect(await page.locator('.portal-upload-description p').allInnerTexts()).toEqual([
      'Taille maximale par fichier : 10 Mo.',
      "Taille maximale de l'ensemble des fichiers : 25 Mo.",
      'Formats acceptés : pdf, jpg, jpeg, png, tif ou tiff.',
    ]);
    expect(await page.getByRole('button', { name: /Choisir des fichiers/ }).count()).toBe(1);
    expect(await page.locator('input[type=file]').getAttribute('multiple')).not.toBeNull();
  });

  it('asks for a document when the form is sent empty', async () => {
    const { page } = opened;
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('Merci de renseigner toutes les données obligatoires.').waitFor();
    expect(await page.locator('.portal-upload .portal-field-error').innerText()).toBe(
      'Merci de joindre le document demandé.',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(AREA);
  });

  it('uploads three files strictly one after another, each with visible progress', async () => {
    const { page, context } = opened;
    await throttleUploads(context, page, MO);
    const names = ['releve-1.pdf', 'releve-2.pdf', 'releve-3.pdf'];
    await page.locator('input[type=file]').setInputFiles(await Promise.all(names.map((n) => pdfFile(n, MO))));
    await page.getByText('Téléversement en cours...').waitFor();
    let midUploadShot = false;
    const samples = await watchUploads(page, (lines) => {
      if (!midUploadShot && lines.some((line) => line.status === 'uploading' && (line.progress ?? 0) > 30)) {
        midUploadShot = true;
        void screenshot(page, 'upload-queue-in-progress');
      }
      return lines.length === 3 && lines.every((line) => line.status === 'success');
    });
    // Never two uploads at a time, and each file started only once the previous one succeeded.
    for (const lines of samples) {
      expect(lines.filter((line) => line.status === 'uploading').length).toBeLessThanOrEqual(1);
      names.forEach((name, index) => {
        if (index > 0 && ['uploading', 'success'].includes(statusOf(lines, name) ?? '')) {
          expect(statusOf(lines, names[index - 1] ?? '')).toBe('success');
        }
      });
    }
    for (const name of names) {
      const progress = samples.flatMap((lines) =>
        lines.filter((line) => line.name === name && line.status === 'uploading'),
      );
      expect(progress.some((line) => (line.progress ?? 0) > 0 && (line.progress ?? 0) < 100)).toBe(true);
    }
    expect(await page.locator('.portal-upload-item-size').allInnerTexts()).toEqual(['1 Mo', '1 Mo', '1 Mo']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'upload-queue-three-files');
  });

  it('refuses a file over the size limit with the French message', async () => {
    const { page } = opened;
    await page.locator('input[type=file]').setInputFiles(await pdfFile('trop-gros.pdf', 10 * MO + 1));
    const alert = page.locator('.portal-upload-rejections');
    await alert.waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.innerText()).toBe("trop-gros.pdf : Le poids d'une pièce jointe est limité à 10 Mo.");
    expect((await uploadLines(page, AREA)).map((line) => line.name)).not.toContain('trop-gros.pdf');
    await screenshot(page, 'upload-queue-file-too-large');
  });

  it('sends the act with the uploaded files and starts a fresh list', async () => {
    const { page } = opened;
    const act = page.waitForRequest('**/api/forms/envoi-justificatifs/form');
    await submitAndExpectToast(page);
    const body: unknown = (await act).postDataJSON();
    expect(body).toMatchObject({
      data: {
        fichiers: [
          { localFileName: 'releve-1.pdf', inputName: AREA },
          { localFileName: 'releve-2.pdf', inputName: AREA },
          { localFileName: 'releve-3.pdf', inputName: AREA },
        ],
      },
    });
  });

  it('puts an item in error when the server fails once, then the automatic retry succeeds', async () => {
    const { page } = opened;
    await armUploadFault(server.baseUrl, 1);
    await page.locator('input[type=file]').setInputFiles(await pdfFile('panne-unique.pdf', 200_000));
    const samples = await watchUploads(page, (lines) => statusOf(lines, 'panne-unique.pdf') === 'success');
    expect(samples.some((lines) => statusOf(lines, 'panne-unique.pdf') === 'error')).toBe(true);
  });

  it('leaves the item in error after the automatic retries, then the re-upload button succeeds', async () => {
    const { page } = opened;
    await armUploadFault(server.baseUrl, 4);
    await page.locator('input[type=file]').setInputFiles(await pdfFile('panne-longue.pdf', 100_000));
    const retryButton = page.getByRole('button', { name: 'Téléverser à nouveau panne-longue.pdf' });
    await retryButton.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.locator('.portal-upload-item-error .portal-upload-item-status').innerText(), {
        timeout: 20_000,
      })
      .toMatch(/Échec du téléversement$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'upload-queue-error-after-retries');
    await retryButton.click();
    await watchUploads(page, (lines) => statusOf(lines, 'panne-longue.pdf') === 'success');
  });

  it('cancels an upload in flight, then removes it', async () => {
    const { page, context } = opened;
    await throttleUploads(context, page, 256 * 1024);
    await page.locator('input[type=file]').setInputFiles(await pdfFile('annule.pdf', 3 * MO));
    await watchUploads(page, (lines) =>
      lines.some(
        (line) => line.name === 'annule.pdf' && line.status === 'uploading' && (line.progress ?? 0) > 5,
      ),
    );
    await page.getByRole('button', { name: 'Annuler le téléversement de annule.pdf' }).click();
    await expect.poll(async () => statusOf(await uploadLines(page, AREA), 'annule.pdf')).toBe('cancelled');
    expect(await page.locator('.portal-upload-item-cancelled').innerText()).toContain('Téléversement annulé');
    await screenshot(page, 'upload-queue-cancelled');
    await page.getByRole('button', { name: 'Supprimer annule.pdf' }).click();
    await expect.poll(async () => statusOf(await uploadLines(page, AREA), 'annule.pdf')).toBeUndefined();
  });

  it('accepts files dropped on the drop zone', async () => {
    const { page } = opened;
    const pdf = paddedPdf(2000).toString('latin1');
    await page.getByTestId(`${AREA}-dropzone`).evaluate((zone, latin1) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(latin1, (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], 'depose.pdf', { type: 'application/pdf' }));
      zone.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, pdf);
    await watchUploads(page, (lines) => statusOf(lines, 'depose.pdf') === 'success');
    await submitAndExpectToast(page);
  });
});
