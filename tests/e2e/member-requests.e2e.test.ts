/**
 * « Mes demandes » (issue 25 §1) in Chromium against its own reference server (it writes), keyboard only:
 * Marie Dupont opens « Mes demandes », sends an empty hospital coverage form (the summary and the first error
 * get the focus), fills it with the keyboard, attaches a quote, sends it, reads the §8 acknowledgement toast and
 * finds the request at the top of the list « Envoyée » with its expected answer date; then its page (timeline,
 * accusé de réception) and « Nouveau message ». axe-core on every new screen, its error state included. Last,
 * « Envoyer mon devis » from the simulator (issue 26 §3) becomes a request of type devis.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { toast } from './account.support.ts';
import {
  dismissStartupDialogs,
  openDialog,
  outboxSubjects,
  pdfFile,
  removePdfFiles,
  signInThroughApi,
  uploadLines,
} from './member-area.support.ts';

let server: ReferenceServer;
let browser: Browser;
let opened: OpenedPage;

/** Tabs until the element matching `selector` has the focus (keyboard-only walk), at most `max` presses. */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    if (await page.evaluate((css) => document.activeElement?.matches(css) === true, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} never got the focus`);
}

/** Focus on the field by Tab, then type (a select: its option by the keyboard). */
async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await tabTo(page, `#${id}`);
  await page.keyboard.type(text);
}

function dayMonthYear(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${String(date.getFullYear())}`;
}

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  opened = await openPage(browser);
  await signInThroughApi(opened.page, server.baseUrl, undefined, '#/espace/demandes');
  await dismissStartupDialogs(opened.page);
  await opened.page.getByRole('heading', { level: 1, name: 'Mes demandes' }).waitFor();
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await server?.stop();
  await removePdfFiles();
});

describe('« Mes demandes » in Chromium, keyboard only', () => {
  it('offers every kind of request and the contract’s list (axe 0)', async () => {
    const { page } = opened;
    const offers = page.getByTestId('demandes-new').getByRole('link');
    expect(await offers.allTextContents()).toEqual([
      'Demande de prise en charge hospitalière',
      'Demande de remboursement',
      'Déclaration de sinistre',
      "Ajout d'un bénéficiaire",
      "Radiation d'un bénéficiaire",
      'Nouveau message',
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends a hospital coverage request with a quote and finds it « Envoyée » with its expected date', async () => {
    const { page } = opened;
    await tabTo(page, 'a[href$="/espace/demandes/nouvelle/prise-en-charge-hospitaliere"]');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Demande de prise en charge hospitalière' }).waitFor();
    await page.getByRole('option', { name: 'Marie Dupont' }).waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Merci de renseigner toutes les données obligatoires.' })
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('demande-beneficiaire');
    const describedBy = await page.locator('#demande-etablissement-finess').getAttribute('aria-describedby');
    expect(describedBy).toContain('erreur');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type('Marie');
    await typeInto(page, 'demande-etablissement-nom', 'Hôpital Saint-Louis');
    await typeInto(page, 'demande-etablissement-finess', '750100208');
    await typeInto(page, 'demande-etablissement-codePostal', '75010');
    await typeInto(page, 'demande-etablissement-email', 'admissions@saint-louis.fr');
    const admission = new Date();
    admission.setDate(admission.getDate() + 7);
    await typeInto(page, 'demande-dateAdmission', dayMonthYear(admission).replaceAll('/', ''));
    await typeInto(page, 'demande-typeHospitalisation', 'Hospitalisation');
    // The file chooser is the browser's own dialog: the file is given to the area's hidden input.
    await page
      .getByTestId('demande-documents-dropzone')
      .locator('input[type=file]')
      .setInputFiles(await pdfFile('devis-saint-louis.pdf', 40_000));
    await expect
      .poll(() => uploadLines(page, 'demande-documents'), { timeout: 10_000 })
      .toMatchObject([{ name: 'devis-saint-louis.pdf', status: 'success' }]);
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    await page
      .locator('.bp6-toast', { hasText: 'Votre demande a bien été prise en compte' })
      .first()
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Mes demandes' }).waitFor();
    const first = page.getByTestId('demandes-table').locator('tbody tr').first();
    await expect
      .poll(() => first.locator('[data-label="Type"]').textContent())
      .toBe('Demande de prise en charge hospitalière');
    expect(await first.locator('[data-label="Statut"]').textContent()).toBe('Envoyée');
    expect(await first.locator('[data-label="Date"]').textContent()).toBe(dayMonthYear(new Date()));
    const expected = new Date(Date.now() + 48 * 3600_000);
    expect(await first.locator('[data-label="Réponse attendue le"]').textContent()).toBe(
      dayMonthYear(expected),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens the request: its timeline, its accusé de réception, the reply form (axe 0)', async () => {
    const { page } = opened;
    await tabTo(page, '[data-testid="demandes-table"] tbody tr:first-child a');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Demande de prise en charge hospitalière' }).waitFor();
    expect(await page.getByTestId('demande-suivi').locator('li').allTextContents()).toEqual([
      `Envoyée — le ${dayMonthYear(new Date())}`,
    ]);
    const pdf = await page.getByRole('link', { name: 'Accusé de réception (PDF)' }).getAttribute('href');
    const answer = await page.context().request.get(new URL(pdf ?? '', server.baseUrl).href);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('starts a thread on a topic (axe 0)', async () => {
    const { page } = opened;
    await page.goto(`${server.baseUrl}/#/espace/demandes/nouveau-message`);
    await page.getByRole('heading', { level: 1, name: 'Nouveau message' }).waitFor();
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Merci de renseigner toutes les données obligatoires.' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('« Envoyer mon devis » from the simulator', () => {
  it('sends the simulated glasses’ quote for Léa and leads to the new request', async () => {
    const { page } = opened;
    await page.getByRole('link', { name: 'Simulateur de remboursement' }).click();
    await page.getByLabel(/Rechercher un acte/).fill('lunettes');
    await page.getByRole('button', { name: 'Lunettes (monture et verres simples)' }).click();
    await page.getByLabel('Pour qui ?').selectOption({ label: 'Léa Dupont' });
    await page.getByRole('textbox', { name: /Prix demandé par le professionnel/ }).fill('450');

    await page.getByRole('button', { name: 'Envoyer mon devis' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Envoyer mon devis' }).waitFor();
    expect(await dialog.innerText()).toContain('Lunettes (monture et verres simples)');
    const patient = dialog.getByLabel('Patient');
    expect(await patient.locator('option:checked').innerText()).toBe('Léa Dupont');
    expect(await dialog.getByRole('textbox', { name: /Prix du devis/ }).inputValue()).toBe('450');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('textbox', { name: /Professionnel de santé/ }).fill('Optique du Centre');
    await dialog.getByRole('button', { name: 'Envoyer mon devis' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Merci de joindre le document demandé.').waitFor();
    expect(await dialog.getByRole('textbox', { name: /Professionnel de santé/ }).inputValue()).toBe(
      'Optique du Centre',
    );
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.locator('input[type=file]').setInputFiles(await pdfFile('devis-opticien.pdf', 30_000));
    await dialog
      .getByText(/Téléversé|Envoyé|téléversé/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Envoyer mon devis' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Votre demande a bien été prise en compte').waitFor();
    const link = dialog.getByRole('link', {
      name: /Suivre ma demande DEM-\d{4}-\d{7} dans « Mes demandes »/,
    });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^#\/espace\/demandes\/[\w-]+$/);
    expect(await outboxSubjects(server.baseUrl, 'demo@mutuelle.fr')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Accusé de réception de votre demande DEM-/)]),
    );
  });
});
