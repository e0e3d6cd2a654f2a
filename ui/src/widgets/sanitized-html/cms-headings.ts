/** The first heading level the CMS rich-text editor offers (formats h4, h5, h6 and p: spec §9). */
export const CMS_FIRST_HEADING_LEVEL = 4;

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s/>])/gi;

/**
 * Renumbers the headings of CMS HTML so that its first level (h4) becomes `topLevel`, the page's next level
 * (h2 under the page title, h3 inside a titled section): headings then increase one level at a time, as
 * screen-reader navigation expects. Levels are clamped to 2–6. Only tag names change; the HTML is sanitised
 * afterwards like any CMS content.
 */
export function shiftCmsHeadings(html: string, topLevel: number): string {
  const shift = topLevel - CMS_FIRST_HEADING_LEVEL;
  if (shift === 0) return html;
  return html.replace(HEADING_TAG, (_tag, slash: string, level: string) => {
    const shifted = Math.min(6, Math.max(2, Number(level) + shift));
    return `<${slash}h${String(shifted)}`;
  });
}
