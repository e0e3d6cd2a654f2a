import type { Page } from 'playwright-core';

/**
 * What overflows horizontally on the page as it is now, one French-free description per problem (empty when
 * the layout fits):
 * - the document is wider than the viewport (a horizontal scroll bar);
 * - a visible element sticks out of the viewport on the left or the right (unless an ancestor clips or
 *   scrolls it horizontally, or it is visually hidden on purpose: clipped to 1 px);
 * - a button, link-button, input or select whose content is wider than its own box (« Télécharger » of the
 *   mobile banner spilling out of its button when the banner's text squeezed it).
 */
export function horizontalOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    if (root.scrollWidth > viewport + 1)
      problems.push(`document ${String(root.scrollWidth)} px wide in a ${String(viewport)} px viewport`);
    const describe = (element: Element) => {
      const id = element.id === '' ? '' : `#${element.id}`;
      const classes = [...element.classList].slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes === '' ? '' : `.${classes}`}> « ${text} »`;
    };
    const clippedByAncestor = (element: Element) => {
      for (let node = element.parentElement; node !== null && node !== root; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible') return true;
        if (style.clip !== 'auto' && style.clip !== '') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // hidden, or visually hidden (1 px, clipped)
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      if ((box.right > viewport + 1 || box.left < -1) && !clippedByAncestor(element))
        problems.push(
          `${describe(element)} spans ${box.left.toFixed(0)}–${box.right.toFixed(0)} px of a ${String(viewport)} px viewport`,
        );
      const control = element.matches('button, .bp6-button, input, select, textarea');
      if (control && element.scrollWidth > element.clientWidth + 1 && style.overflowX === 'visible')
        problems.push(
          `${describe(element)}: content ${String(element.scrollWidth)} px wide in a ${String(element.clientWidth)} px box`,
        );
    }
    return problems;
  });
}
