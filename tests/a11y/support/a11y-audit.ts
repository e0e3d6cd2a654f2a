import type { Page } from 'playwright-core';
import axe from 'axe-core';
import { AXE_TAGS, settleAnimations } from '../../e2e/support/axe.ts';
import { writeSuiteReport } from '../../bench/support/bench-report.ts';
import type { ReportFigure } from '../../bench/support/bench-report.ts';

/** One axe-core run: what was on screen, and the violations found (readable lines). */
export interface AxeCheck {
  readonly kind: 'route' | 'dialog' | 'state';
  readonly name: string;
  readonly violations: readonly string[];
}

/**
 * The e2e harness's axe run (same WCAG 2.1 A/AA + best-practice tags, same readable lines), made cheaper for a
 * suite that checks dozens of states of one single-page document: axe-core's source (≈ 550 KB) is injected
 * once per document instead of at every run (AxeBuilder re-injects it each time), and only the violations are
 * collected node by node (`resultTypes`). The portal has no iframe, so running in the top document is enough.
 */
async function violationsOf(page: Page): Promise<string[]> {
  // As the e2e harness does: a dialog or toast still fading in is measured half transparent by the contrast
  // rule (seen on a loaded machine: the dialog footer's primary button), which is not what the member reads.
  await settleAnimations(page);
  const injected = await page.evaluate(() => typeof Reflect.get(window, 'axe') === 'object');
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const engine: unknown = Reflect.get(window, 'axe');
    if (
      typeof engine !== 'object' ||
      engine === null ||
      !('run' in engine) ||
      typeof engine.run !== 'function'
    ) {
      throw new Error('axe-core is not loaded in the page');
    }
    const results = (await engine.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.map(String).join(' '))
          .join(', ')}`,
    );
  }, AXE_TAGS);
}

/**
 * Collects the axe-core runs of a suite (WCAG 2.1 A/AA + best practices, the e2e harness's tags) so that the
 * figures — screens and dialogs checked, violations — can be written to the report at the end.
 */
export class A11yAudit {
  readonly #checks: AxeCheck[] = [];
  readonly #started = performance.now();
  #axeMs = 0;

  constructor(
    private readonly suite: string,
    private readonly title: string,
  ) {}

  /** Runs axe on the whole page and records it; returns the violations (expect them to equal []). */
  async check(page: Page, kind: AxeCheck['kind'], name: string): Promise<readonly string[]> {
    const t0 = performance.now();
    const violations = await violationsOf(page);
    this.#axeMs += performance.now() - t0;
    this.#checks.push({ kind, name, violations });
    return violations.map((violation) => `${name}: ${violation}`);
  }

  /** Runs axe without recording it (to prove on a planted fault that the run detects violations). */
  probe(page: Page): Promise<string[]> {
    return violationsOf(page);
  }

  get checks(): readonly AxeCheck[] {
    return this.#checks;
  }

  async write(extraFigures: readonly ReportFigure[] = [], notes = ''): Promise<string> {
    const count = (kind: AxeCheck['kind']) => this.#checks.filter((check) => check.kind === kind).length;
    const violations = this.#checks.reduce((sum, check) => sum + check.violations.length, 0);
    const failing = this.#checks.filter((check) => check.violations.length > 0);
    return writeSuiteReport({
      suite: this.suite,
      title: this.title,
      figures: [
        { label: 'Écrans (routes) analysés', value: count('route'), unit: 'écrans' },
        { label: 'Dialogues analysés', value: count('dialog'), unit: 'dialogues' },
        { label: 'États supplémentaires analysés (erreurs, onglets…)', value: count('state'), unit: 'états' },
        {
          label: 'Violations axe-core',
          value: violations,
          unit: 'violations',
          goal: '0',
          ok: violations === 0,
        },
        ...extraFigures,
        {
          label: 'Durée de la suite (dont axe-core)',
          value: `${String(Math.round((performance.now() - this.#started) / 1000))} s (${String(Math.round(this.#axeMs / 1000))} s)`,
          unit: '',
        },
      ],
      notes:
        `axe-core (règles WCAG 2.0/2.1 A et AA + bonnes pratiques) sur : ${this.#checks.map((check) => check.name).join(', ')}.` +
        (failing.length > 0
          ? ` Violations : ${failing.map((check) => `${check.name} → ${check.violations.join(' | ')}`).join(' ; ')}.`
          : '') +
        (notes === '' ? '' : ` ${notes}`),
    });
  }
}
