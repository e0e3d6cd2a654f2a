import Beasties from 'beasties';
import { withoutUnusedCustomProperties } from './unused-custom-properties.ts';

/**
 * The rules of `stylesheets` (paths under `distDir`, as the page links them) that the given markup uses:
 * the page inlines them, so its first paint needs no stylesheet request. Beasties matches the selectors
 * against the markup (pre-rendered shells included) and keeps @font-face/@keyframes they need; the design
 * tokens no kept rule reads are left out (the page then fits in fewer network round trips).
 */
export async function criticalCss(
  distDir: string,
  markup: string,
  stylesheets: readonly string[],
): Promise<string> {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const page = `<!doctype html><html><head>${links}</head><body>${markup}</body></html>`;
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    inlineFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    logLevel: 'silent',
  });
  const processed = await beasties.process(page);
  return withoutUnusedCustomProperties(
    [...processed.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n'),
  );
}
