/**
 * « Contenus » of the back office (issue 24 §3, Done when) in Chromium against the reference server:
 * `admin@mutuelle.fr` signs in (password + mailed code), edits the `Register_Help` block in the rich-text editor
 * with an h4 and a « Texte chapo » paragraph, previews it at 360 and 1280 px, publishes it: `#/register` shows the
 * new text; « Historique » lists the publication; « Restaurer » brings the old text back. The repository's XSS
 * corpus pasted into the editor and published never runs on the public page. `consultant@mutuelle.fr` reads the
 * contents without any edit button. axe on the list, the editor, the preview and the confirm dialog.
 * One browser, one sign-in per staff member.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xssPayloads } from '../fixtures/xss-payloads.ts';
import { installXssTrap } from '../security/support/xss-trap.ts';
import type { XssTrap } from '../security/support/xss-trap.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';
import { screenshot } from './support/screenshots.ts';
import { signInStaff } from './member-area.support.ts';

const PASSWORD = 'Portail#2025';
const OLD_TEXT = 'munissez-vous de votre numéro d';
const HEADING = 'Où trouver votre numéro ?';
const CHAPO = 'Il figure sur votre carte de tiers payant.';

let server: ReferenceServer;
let browser: Browser;
let admin: OpenedPage;
let trap: XssTrap;

function registerHelpRow(page: Page) {
  return page.locator('.bo-table tbody tr', { hasText: 'Register_Help' });
}

async function openRegisterHelp(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/admin/#/contenus`);
  await page.getByRole('heading', { level: 1, name: 'Contenus' }).waitFor();
  await registerHelpRow(page).getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: /^Modifier « / }).waitFor();
  await page.getByRole('textbox', { name: 'Texte' }).waitFor();
}

/** « Publier » and its confirmation; `audit` false when the text itself breaks heading rules (the XSS corpus). */
async function publish(page: Page, audit = true): Promise<void> {
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publier ce contenu ?' });
  await confirm.waitFor();
  if (audit) expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Publier' }).click();
  await confirm.waitFor({ state: 'detached' });
}

async function registerHelpText(page: Page): Promise<string> {
  await page.goto(`${server.baseUrl}/#/register`);
  const help = page.locator('.portal-register-help');
  await help.waitFor();
  return help.innerText();
}

beforeAll(async () => {
  server = await startReferenceServer();
  browser = await launchChromium();
  admin = await openPage(browser);
  trap = await installXssTrap(admin.page.context(), server.baseUrl);
  await signInStaff(admin.page, server.baseUrl, { userName: 'admin@mutuelle.fr', password: PASSWORD });
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe('« Contenus »: the Administrateur Digital', () => {
  it('lists the contents, then edits Register_Help with an h4 and a « Texte chapo » paragraph', async () => {
    const { page } = admin;
    await page.goto(`${server.baseUrl}/admin/#/contenus`);
    await page.getByRole('heading', { level: 1, name: 'Contenus' }).waitFor();
    await registerHelpRow(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await openRegisterHelp(page);
    const box = page.getByRole('textbox', { name: 'Texte' });
    await box.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Titre 4' }).click();
    await page.keyboard.type(HEADING);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Texte chapo' }).click();
    await page.keyboard.type(CHAPO);
    expect(await box.innerHTML()).toBe(`<h4>${HEADING}</h4><p class="texte-chapo">${CHAPO}</p>`);
    expect(await page.getByRole('button', { name: 'Texte chapo' }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'back-office-contenu-editeur');
  });

  it('refuses a javascript: link in French from the keyboard (Ctrl+K)', async () => {
    const { page } = admin;
    await page.getByRole('textbox', { name: 'Texte' }).click();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Insérer un lien' });
    await dialog.waitFor();
    await dialog.getByLabel('Adresse du lien').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await dialog.getByText('Adresse du lien non autorisée').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('previews the text in the portal frame at 360 and 1280 px', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Aperçu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aperçu' });
    const frame = dialog.getByTestId('content-preview');
    await frame.locator('.texte-chapo').waitFor();
    expect(await frame.locator('.texte-chapo').innerText()).toBe(CHAPO);
    expect(await frame.evaluate((element) => element.clientWidth)).toBe(360);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ordinateur (1280 px)' }).click();
    expect(await frame.evaluate((element) => element.clientWidth)).toBe(1280);
    await screenshot(page, 'back-office-contenu-apercu');
    await dialog.getByRole('button', { name: "Fermer l'aperçu" }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('publishes: #/register shows the new text, « Historique » lists it', async () => {
    const { page } = admin;
    await publish(page);
    await page.locator('.bo-versions tbody tr').nth(1).waitFor();
    const shown = await registerHelpText(page);
    expect(shown).toContain(HEADING);
    expect(shown).toContain(CHAPO);
    expect(shown).not.toContain(OLD_TEXT);
    expect(await page.locator('.portal-register-help .texte-chapo').innerText()).toBe(CHAPO);
    await page.goto(`${server.baseUrl}/admin/#/historique`);
    await page.getByRole('heading', { level: 1, name: 'Historique' }).waitFor();
    await expect.poll(() => page.locator('.bo-table tbody').innerText()).toContain('Register_Help');
  });

  it('« Restaurer » the first version (with confirmation) brings the old text back', async () => {
    const { page } = admin;
    await openRegisterHelp(page);
    await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restaurer la version 1 ?' });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Restaurer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.locator('.bo-versions tbody tr').nth(2).waitFor();
    await page.getByRole('button', { name: 'Comparer' }).click();
    await page.getByTestId('content-diff').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const shown = await registerHelpText(page);
    expect(shown).toContain(OLD_TEXT);
    expect(shown).not.toContain(CHAPO);
  });
  it('creates a static page, publishes it (#/page/… shows it) and unpublishes it', async () => {
    const { page } = admin;
    await page.goto(`${server.baseUrl}/admin/#/contenus`);
    await page.getByRole('button', { name: 'Créer une page statique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une page statique' });
    await dialog.getByLabel('Nom de la page').fill('plan-d-acces');
    await dialog.getByLabel('Titre').fill('Plan d’accès');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Créer la page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Modifier « Plan d’accès »' }).waitFor();
    await page.getByRole('textbox', { name: 'Texte' }).click();
    await page.keyboard.type('Métro ligne 4, station Vavin.');
    await publish(page);
    await page.getByRole('button', { name: 'Dépublier' }).waitFor();
    await page.goto(`${server.baseUrl}/#/page/plan-d-acces`);
    await page.getByText('Métro ligne 4, station Vavin.').waitFor();
    await page.goto(`${server.baseUrl}/admin/#/contenus`);
    await page.locator('.bo-table tbody tr', { hasText: 'plan-d-acces' }).getByRole('link').click();
    await page.getByRole('button', { name: 'Dépublier' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dépublier cette page ?' });
    await confirm.getByRole('button', { name: 'Dépublier' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Dépublier' }).waitFor({ state: 'detached' });
  });
});

describe('« Contenus »: the Consultant', () => {
  it('reads the contents with no edit button', async () => {
    const consultant = await openPage(browser);
    try {
      const { page } = consultant;
      await signInStaff(page, server.baseUrl, { userName: 'consultant@mutuelle.fr', password: PASSWORD });
      await page.goto(`${server.baseUrl}/admin/#/contenus`);
      await page.getByRole('heading', { level: 1, name: 'Contenus' }).waitFor();
      const link = registerHelpRow(page).getByRole('link');
      expect(await link.innerText()).toBe('Consulter');
      await link.click();
      await page.getByRole('heading', { level: 1, name: /^Consulter « / }).waitFor();
      for (const name of ['Enregistrer le brouillon', 'Publier', 'Dépublier', 'Restaurer la version 1']) {
        expect(await page.getByRole('button', { name }).count()).toBe(0);
      }
      expect(await page.getByRole('textbox', { name: 'Texte' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Aperçu' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await consultant.close();
    }
  });
});

describe('« Contenus »: the XSS corpus', () => {
  it('never runs the XSS corpus pasted into the editor and published, on the public page', async () => {
    const { page } = admin;
    const payloads = xssPayloads();
    await openRegisterHelp(page);
    const box = page.getByRole('textbox', { name: 'Texte' });
    await box.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    // One paste per vector (a vector may leave an element open that would swallow the next ones).
    const pastes = payloads.map((payload) => `<p>Repère ${payload.id}</p>${payload.html}`);
    await box.evaluate((element, htmls) => {
      for (const pasted of htmls) {
        const data = new DataTransfer();
        data.setData('text/html', pasted);
        data.setData('text/plain', 'corpus');
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }
    }, pastes);
    await page.getByText(`Repère ${payloads.at(-1)?.id ?? ''}`).waitFor();
    await publish(page, false);
    await page.locator('.bo-versions tbody tr').nth(3).waitFor();
    const shown = await registerHelpText(page);
    expect(shown).toContain(`Repère ${payloads[0]?.id ?? ''}`);
    await page.waitForTimeout(500);
    // Nothing ran anywhere; on the public page nothing even tried. In the back office, the browser's CSP refuses
    // the inline handlers of the pasted markup while the editor parses it (csp-script reports, blocked).
    expect(trap.hits.filter((hit) => hit.kind !== 'csp-script')).toEqual([]);
    expect(trap.hits.filter((hit) => !hit.url.includes('/admin/'))).toEqual([]);
  });
});
