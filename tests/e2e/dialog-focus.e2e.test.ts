/**
 * Focus at dialog opening (ARIA APG dialog pattern, RGAA 7.1/7.3) in Chromium against the reference server:
 * every kind of dialog of the portal — the one `DialogFrame`, in the public pages (FAQ modal, nested FAQ
 * question, NIR help, the registration's dematerialisation popup) and in the member area (consents, bank
 * details, information, care networks, zero-paper), and the Blueprint-titled dialogs (security code,
 * forgot-login information) — must, once open, hold the focus *inside* its `role="dialog"` element (not on
 * Blueprint's focus-trap sentinel outside it), be named by its title, keep Tab inside, and give the focus
 * back to the control that opened it when it closes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './support/browser.ts';
import type { OpenedPage } from './support/browser.ts';
import { dismissStartupDialogs, signIn } from './member-area.support.ts';
import { startReferenceServer } from './support/reference-server.ts';
import type { ReferenceServer } from './support/reference-server.ts';

/** Seeded member without an account (server/src/db/seeds/core.seed.ts). */
const SOPHIE = {
  numeroContrat: '1000005',
  nom: 'Bernard',
  prenom: 'Sophie',
  naissance: '08031975',
  codePostal: '33000',
  email: 'sophie.bernard@example.fr',
  iban: '5566',
  password: 'Portail#2026',
};

/** Where the focus is, seen from the top-most open dialog. */
interface DialogFocusState {
  readonly dialogs: number;
  /** The focused element is inside the top-most `role="dialog"`. */
  readonly inside: boolean;
  /** Text of the elements named by the dialog's `aria-labelledby` (its accessible name). */
  readonly name: string;
  readonly modal: string | null;
  /** What holds the focus (for failure messages). */
  readonly focused: string;
}

function dialogFocus(page: Page): Promise<DialogFocusState> {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('[role="dialog"]')];
    const top = dialogs.at(-1);
    const active = document.activeElement;
    const name = (top?.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => (id === '' ? '' : (document.getElementById(id)?.textContent ?? '')))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const focused =
      active === null
        ? 'null'
        : `${active.tagName.toLowerCase()}.${active.className} «${(active.textContent ?? '').slice(0, 40)}»`;
    return {
      dialogs: dialogs.length,
      inside: top !== undefined && active !== null && top.contains(active),
      name,
      modal: top?.getAttribute('aria-modal') ?? null,
      focused,
    };
  });
}

/**
 * Waits for the dialog named `name`, then asserts that the focus is inside it and that it is named by its
 * title. The focus is read a few animation frames after the dialog appears (Blueprint moves the focus in a
 * frame): a focus that never enters the dialog fails with what holds it.
 */
async function expectFocusInDialog(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('dialog', { name }).last().waitFor({ timeout: 20_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect
    .poll(async () => {
      const state = await dialogFocus(page);
      return state.inside ? 'inside' : `outside (focus on ${state.focused})`;
    })
    .toBe('inside');
  const state = await dialogFocus(page);
  if (typeof name === 'string') expect(state.name).toBe(name);
  else expect(state.name).toMatch(name);
  expect(state.modal).toBe('true');
}

/**
 * Presses Tab `times` times, then Shift+Tab as many times: the focus must stay inside the top-most dialog
 * after each press (the trap wraps around in both directions).
 */
async function expectTabStaysInDialog(page: Page, times: number): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 1; press <= times; press += 1) {
      await page.keyboard.press(key);
      const state = await dialogFocus(page);
      expect(state.inside, `${key} ${String(press)}: focus on ${state.focused}`).toBe(true);
    }
  }
}

/** The id (or, without one, the text) of the focused element. */
function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null) return '';
    return active.id === '' ? (active.textContent ?? '').trim() : `#${active.id}`;
  });
}

let browser: Browser;
let server: ReferenceServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startReferenceServer()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function withPage(run: (opened: OpenedPage) => Promise<void>): Promise<void> {
  const opened = await openPage(browser);
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

async function outboxText(recipient: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
        const messages: unknown = await response.json();
        const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
        text = typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '';
        return text;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}

describe('focus at dialog opening (role=dialog, accessible name, return to the opener)', () => {
  it('public dialogs: FAQ modal, nested question dialog, NIR help', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/`);
      const help = page.getByRole('button', { name: "Besoin d'aide pour vous connecter ?" });
      await help.focus();
      await page.keyboard.press('Enter');
      await expectFocusInDialog(page, "Besoin d'aide pour vous connecter ?");
      await expectTabStaysInDialog(page, 12);

      const faq = page.getByRole('dialog', { name: "Besoin d'aide pour vous connecter ?" });
      const link = faq.locator('.portal-faq-question-link').first();
      await link.waitFor();
      const question = (await link.textContent())?.trim() ?? '';
      await link.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(2);
      await expectFocusInDialog(page, question);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      await expect.poll(() => focusedLabel(page)).toBe(question);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => focusedLabel(page)).toBe("Besoin d'aide pour vous connecter ?");

      await page.goto(`${server.baseUrl}/#/register`);
      const nirHelp = page.getByRole('button', { name: 'Où trouver mon numéro de sécurité sociale ?' });
      await nirHelp.focus();
      await page.keyboard.press('Enter');
      await expectFocusInDialog(page, 'Où trouver mon numéro de sécurité sociale ?');
      await expectTabStaysInDialog(page, 4);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => focusedLabel(page)).toBe('Où trouver mon numéro de sécurité sociale ?');
    });
  });

  it('registration: the dematerialisation popup opened after a submission', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/register`);
      await page.locator('#inscription-numeroContrat').fill(SOPHIE.numeroContrat);
      await page.locator('#inscription-nom').fill(SOPHIE.nom);
      await page.locator('#inscription-prenom').fill(SOPHIE.prenom);
      await page.locator('#inscription-dateNaissance').pressSequentially(SOPHIE.naissance);
      await page.locator('#inscription-codePostal').fill(SOPHIE.codePostal);
      await page.locator('#inscription-email').fill(SOPHIE.email);
      await page.locator('#inscription-iban').fill(SOPHIE.iban);
      await page.locator('#inscription-password').fill(SOPHIE.password);
      await page.locator('#inscription-confirmPassword').fill(SOPHIE.password);
      await page.locator('#inscription-cgu').focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Valider' }).click();
      await expectFocusInDialog(page, 'Passez au zéro papier');
      await expectTabStaysInDialog(page, 4);
    });
  });

  it('forgot-username: the security-code dialog and the information dialog (Blueprint titles)', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/#/forgot-username`);
      await page.getByLabel("Numéro d'adhérent").fill('1000001');
      await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');
      await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marie');
      await page.getByLabel('Date de naissance').fill('12051985');
      await page.getByLabel('Code postal').fill('75011');
      await page.getByLabel('Nouvel identifiant (adresse e-mail)').fill('marie.focus@example.fr');
      await page.getByRole('button', { name: 'Valider' }).click();
      await expectFocusInDialog(page, 'Code de sécurité');
      const code = page.getByRole('dialog', { name: 'Code de sécurité' });
      // Once the code is sent, its first cell holds the focus (still inside the dialog).
      await code.getByLabel('Chiffre 1 sur 6').waitFor();
      await expect.poll(() => focusedLabel(page)).toMatch(/^#code-securite/);
      await expectTabStaysInDialog(page, 10);
      const digits = /\b(\d{6})\b/.exec(await outboxText('0612345678'))?.[1] ?? '';
      expect(digits).toMatch(/^\d{6}$/);
      await code.getByLabel('Chiffre 1 sur 6').focus();
      await page.keyboard.type(digits);
      await code.getByRole('button', { name: 'Valider' }).click();
      await expectFocusInDialog(page, "Changement d'identifiant");
      await expectTabStaysInDialog(page, 4);
    });
  });

  it('member area: start-up dialogs, then care networks and zero-paper opened from the home page', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, server.baseUrl);
      await expectFocusInDialog(page, 'Vos consentements');
      await expectTabStaysInDialog(page, 6);
      const consents = page.getByRole('dialog', { name: 'Vos consentements' });
      for (const name of ['Accepter', 'Refuser']) {
        // Each answer takes its consent's buttons away (the dialog closes with the last one).
        const buttons = consents.getByRole('button', { name });
        const shown = await buttons.count();
        await buttons.first().click();
        await expect.poll(() => buttons.count()).toBeLessThan(shown);
      }
      // One start-up dialog per sign-in (issue 22 #16): the home opens the bank details, the next start the news.
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.getByRole('button', { name: 'Renseigner mes coordonnées bancaires' }).click();
      await expectFocusInDialog(page, 'Vos coordonnées bancaires pour le versement de vos prestations');
      await page
        .getByRole('dialog', { name: 'Vos coordonnées bancaires pour le versement de vos prestations' })
        .getByRole('button', { name: 'Annuler' })
        .click();
      // A contract whose bank details are on file: at the next start, the news is the start-up dialog.
      await page.locator('#contrat-courant').selectOption('1000001-02');
      await page.reload();
      await expectFocusInDialog(page, 'Nouveau : vos remboursements en temps réel');
      await dismissStartupDialogs(page);

      for (const [opener, title] of [
        ['Découvrir nos réseaux de soins', 'Nos réseaux de soins partenaires'],
        ['En savoir plus sur le zéro papier', 'Passez au zéro papier'],
      ] as const) {
        const button = page.getByRole('button', { name: opener });
        await button.focus();
        await page.keyboard.press('Enter');
        await expectFocusInDialog(page, title);
        await expectTabStaysInDialog(page, 4);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await expect.poll(() => focusedLabel(page)).toBe(opener);
      }
    });
  });
});
