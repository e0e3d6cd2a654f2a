import type { Page } from 'playwright-core';

/** What the focused element is: its id and an approximation of its accessible name. */
export interface FocusedElement {
  readonly id: string;
  readonly tag: string;
  readonly name: string;
}

export async function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return { id: '', tag: '', name: '' };
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? [...(element.labels ?? [])].map((label) => label.textContent ?? '').join(' ')
        : '';
    const name = element.getAttribute('aria-label') ?? labelledBy ?? (labels || element.textContent) ?? '';
    return { id: element.id, tag: element.tagName.toLowerCase(), name: name.replace(/\s+/g, ' ').trim() };
  });
}

export interface FocusTarget {
  readonly id?: string;
  /** Accessible name (exact, trimmed, asterisk of required fields ignored) or pattern. */
  readonly name?: string | RegExp;
}

function matches(element: FocusedElement, target: FocusTarget): boolean {
  if (target.id !== undefined) return element.id === target.id;
  const name = element.name.replace(/\s*\*$/, '');
  if (target.name instanceof RegExp) return target.name.test(name);
  return target.name !== undefined && name === target.name;
}

/**
 * Presses Tab (keyboard only) until the focused element is `target`; returns the number of presses.
 * Fails after `max` presses with the focus path, so a focus trap or a missing control is reported clearly.
 */
export async function tabTo(page: Page, target: FocusTarget, max = 60): Promise<number> {
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (matches(focused, target)) return presses;
    path.push(`${focused.tag}#${focused.id} «${focused.name.slice(0, 40)}»`);
  }
  throw new Error(
    `${JSON.stringify(target, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value))} ` +
      `not reached with ${String(max)} Tab presses; focus went through: ${path.join(' → ')}`,
  );
}

/**
 * Records every pointer-driven event of the page and of the documents it navigates to (server pages
 * included): mouse and pointer events, wheel, and clicks with a click count (keyboard activation of a
 * button fires a `click` with `detail === 0`, which is not a mouse event).
 */
export async function recordPointerEvents(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__a11yPointerEvent', (type: string) => {
    seen.push(type);
  });
  await page.addInitScript(() => {
    const report = (type: string) => {
      const hook: unknown = Reflect.get(window, '__a11yPointerEvent');
      if (typeof hook === 'function') hook(type);
    };
    for (const type of [
      'mousedown',
      'mouseup',
      'mousemove',
      'pointerdown',
      'pointerup',
      'pointermove',
      'wheel',
      'dblclick',
      'contextmenu',
      'touchstart',
    ]) {
      window.addEventListener(type, (event) => event.isTrusted && report(type), true);
    }
    window.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted && event.detail > 0) report('click (souris)');
      },
      true,
    );
  });
  return seen;
}
