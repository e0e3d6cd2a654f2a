import { XSS_PAYLOAD_GROUPS, type XssPayload } from '../../fixtures/xss-payloads.ts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FigureBook } from './figures.ts';
import type { Inspection } from './page-probe.ts';
import type { XssTrap } from './xss-trap.ts';

/** What one rendering channel saw. */
export interface ChannelResult {
  readonly rendered: number;
  readonly executions: string[];
  readonly residues: string[];
  readonly formattingLost: string[];
  readonly seconds: number;
}

/** Adds the XSS figures and notes of every channel to `book`. */
export function recordXssFigures(
  book: FigureBook,
  results: ReadonlyMap<string, ChannelResult>,
  PAYLOADS: readonly XssPayload[],
): void {
  const channels = [...results.entries()];
  const sum = (pick: (result: ChannelResult) => number) =>
    channels.reduce((total, [, result]) => total + pick(result), 0);
  const executions = sum((result) => result.executions.length);
  const residues = sum((result) => result.residues.length);
  const formatting = sum((result) => result.formattingLost.length);
  book.add({
    label: 'Charges utiles XSS distinctes',
    value: PAYLOADS.length,
    unit: 'charges',
    goal: '≥ 100',
    ok: PAYLOADS.length >= 100,
  });
  for (const [name, result] of channels) {
    book.add({
      label: `Rendus — ${name}`,
      value: result.rendered,
      unit: `rendus (${result.seconds.toFixed(1)} s)`,
    });
  }
  book.add({
    label:
      'Exécutions détectées (piège `__xss`, alert/confirm/prompt/print, dialogues, requêtes hors origine)',
    value: executions,
    unit: 'exécutions',
    goal: '0',
    ok: executions === 0,
  });
  book.add({
    label: 'Éléments ou attributs actifs restés dans le DOM rendu',
    value: residues,
    unit: 'résidus',
    goal: '0',
    ok: residues === 0,
  });
  book.add({
    label: 'Mises en forme légitimes perdues (titres h4–h6, lien rel="noopener")',
    value: formatting,
    unit: 'rendus',
    goal: '0',
    ok: formatting === 0,
  });
  book.note(
    `Sources des charges : ${XSS_PAYLOAD_GROUPS.map((group) => `${group.name} (${String(group.vectors.length)}) — ${group.source}`).join(' ; ')} ` +
      '(fichier `tests/fixtures/xss-payloads.ts`).',
  );
  book.note(
    'Injection par la base du serveur de référence démarré par le test (helpers de seed `insertCmsItems` / `insertFaq`, ' +
      "répertoire de données neuf) ; les messages d'erreur des toasts sont ceux d'une vraie réponse d'erreur du serveur, " +
      'relayée avec le message remplacé par la charge (le serveur de référence ne renvoie jamais de texte saisi). ' +
      'Détection : piège `window.__xss(n)` appelé par chaque charge, `alert`/`confirm`/`prompt`/`print` surchargés, ' +
      'écouteur `dialog`, requêtes hors origine bloquées, balayage du DOM rendu (éléments actifs, attributs on*, URL ' +
      'javascript:/data:) ; la CSP est contournée pendant les rendus pour juger le seul assainissement (DOMPurify), ' +
      "et le contrôle positif vérifie qu'avec la CSP l'écouteur `securitypolicyviolation` signale un gestionnaire en ligne.",
  );
  for (const [name, result] of channels) {
    const problems = [...result.executions, ...result.residues, ...result.formattingLost];
    if (problems.length > 0) book.note(`**${name}** : ${problems.slice(0, 20).join(' ; ')}`);
  }
}

/**
 * Runs `step` (one `page.evaluate` rendering and inspecting a payload) for every payload and tallies what the
 * trap saw meanwhile.
 */
export async function runXssChannel(
  page: Page,
  trap: XssTrap,
  name: string,
  payloads: readonly XssPayload[],
  step: (payload: XssPayload) => Promise<Inspection>,
): Promise<ChannelResult> {
  const started = performance.now();
  const hitsBefore = trap.hits.length;
  const residues: string[] = [];
  const formattingLost: string[] = [];
  let rendered = 0;
  for (const payload of payloads) {
    const inspection = await step(payload);
    if (inspection.timeout !== null) throw new Error(`${name}, ${payload.id}: ${inspection.timeout}`);
    rendered += 1;
    for (const residue of inspection.residues)
      residues.push(`${payload.id}: ${residue.reason} (${residue.element})`);
    if (inspection.formatting !== null) formattingLost.push(inspection.formatting);
  }
  // Late events (image errors, animations) of the last renders.
  await page.waitForTimeout(300);
  const executions = trap.hits.slice(hitsBefore).map((hit) => `${hit.kind} ${hit.detail} @ ${hit.url}`);
  return { rendered, executions, residues, formattingLost, seconds: (performance.now() - started) / 1000 };
}

export function expectClean(result: ChannelResult, expectedRenders: number): void {
  expect(result.rendered).toBe(expectedRenders);
  expect(result.executions).toEqual([]);
  expect(result.residues).toEqual([]);
  expect(result.formattingLost).toEqual([]);
}
