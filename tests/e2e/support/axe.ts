import { AxeBuilder } from '@axe-core/playwright';
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
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

async function analyzeSettled(
  page: Page,
  include: string | undefined,
): Promise<{
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
  movedDuringAudit: boolean;
}> {
  await settleAnimations(page);
  await page.evaluate(() => {
    const flag = window as unknown as { __axeMoved?: boolean };
    flag.__axeMoved = false;
    const mark = (): void => {
      flag.__axeMoved = true;
    };
    for (const type of ['transitionstart', 'animationstart']) {
      document.addEventListener(type, mark, { capture: true, once: true });
    }
  });
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include !== undefined) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const movedDuringAudit = await page.evaluate(
    () => (window as unknown as { __axeMoved?: boolean }).__axeMoved === true,
  );
  return { violations, movedDuringAudit };
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
