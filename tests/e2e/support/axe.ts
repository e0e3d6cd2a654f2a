import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA rules (RGAA's reference level). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Runs axe on the page (or a part of it) and returns the violations as readable lines (empty = none). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let results = await analyzeSettled(page, include);
  // A transition that starts while axe runs (a toast whose delay ends and fades out, say) makes axe measure a
  // half-transparent frame: audit again once it is over (the page the member reads), a few times at most.
  for (let attempt = 0; attempt < 3 && results.movedDuringAudit; attempt += 1) {
    results = await analyzeSettled(page, include);
  }
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.map(String).join(' '))
        .join(', ')}`,
  );
}

interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/**
 * One axe-core run in the page's document. axe-core's source (≈ 550 KB) is injected once per document (the
 * suites audit several states of one single-page document) instead of at every run, and the run finishes in
 * the page: AxeBuilder re-injected it at each run and finished every run in a blank page it opened and closed.
 * Same rules (AXE_TAGS), same document; the portal and the back office draw no iframe.
 */
async function analyzeSettled(
  page: Page,
  include: string | undefined,
): Promise<{ violations: AxeViolation[]; movedDuringAudit: boolean }> {
  await settleAnimations(page);
  const injected = await page.evaluate(() => typeof Reflect.get(window, 'axe') === 'object');
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include }) => {
      const flag = window as unknown as { __axeMoved?: boolean };
      flag.__axeMoved = false;
      const mark = (): void => {
        flag.__axeMoved = true;
      };
      for (const type of ['transitionstart', 'animationstart']) {
        document.addEventListener(type, mark, { capture: true, once: true });
      }
      const engine: unknown = Reflect.get(window, 'axe');
      if (
        typeof engine !== 'object' ||
        engine === null ||
        !('run' in engine) ||
        typeof engine.run !== 'function'
      ) {
        throw new Error('axe-core is not loaded in the page');
      }
      const context = include === undefined ? document : { include: [[include]] };
      const results = (await engine.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as { violations: AxeViolation[] };
      // Read again: set by the listeners while axe ran.
      const moved = Reflect.get(window, '__axeMoved') === true;
      return { violations: results.violations, movedDuringAudit: moved };
    },
    { tags: AXE_TAGS, include },
  );
}

/**
 * Waits until no CSS transition or animation is running (Blueprint's dialogs and toasts fade in): axe measures
 * colour contrast on what is painted, and a half-transparent element mid-fade is not what the member reads.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      // Finite ones only: an infinite spinner never finishes.
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}
