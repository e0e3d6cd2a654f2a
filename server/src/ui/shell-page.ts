import { createHash } from 'node:crypto';
import type { RouteShellSet } from './route-shells.ts';

/** The comment of the built index.html after `#root` where the shells and the inline script go. */
export const SHELLS_MARKER = /<!--\s*portal-shells:[\s\S]*?-->/;
/** The id of the JSON block listing what the inline script loads after the first paint. */
export const DEFERRED_ASSETS_ELEMENT_ID = 'portal-deferred-assets';
export const CRITICAL_CSS_ELEMENT_ID = 'portal-critical-css';
/** The id of the JSON list of the route shells (read by the inline script). */
export const ROUTE_SHELLS_ELEMENT_ID = 'portal-route-shells';

/** JSON that can sit in a `<script>` element (no `</script>` or `<!--` can end or change it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `'sha256-…'` source of a CSP for an inline element's exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const ATTRIBUTE = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The stylesheets index.html links (their URLs), in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => ATTRIBUTE(tag, 'rel') === 'stylesheet')
    .map((tag) => ATTRIBUTE(tag, 'href'))
    .filter((href): href is string => href !== undefined);
}

/** The markup of `<body>` of index.html (its static loading shell). */
export function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
}

export interface ShellPage {
  readonly html: string;
  /** CSP sources the page's inline script and style need. */
  readonly scriptHash: string;
  readonly styleHash: string;
}

/**
 * index.html with the pre-rendered shells: the route shells as a JSON list and the inline script that
 * shows the hash route's one before the first paint; the CSS they use inlined, and the stylesheets, the
 * portal's entry script and its module preloads moved to a JSON list the inline script loads after the first
 * paint (nothing but the document is requested before it). Null when index.html has no marker.
 */
export function withRouteShells(html: string, set: RouteShellSet): ShellPage | null {
  if (!SHELLS_MARKER.test(html)) return null;
  const css: string[] = [];
  const preload: string[] = [];
  const js: string[] = [];
  let page = html.replace(/<link\b[^>]*>\s*/g, (tag) => {
    const rel = ATTRIBUTE(tag, 'rel');
    const href = ATTRIBUTE(tag, 'href');
    if (href === undefined || (rel !== 'stylesheet' && rel !== 'modulepreload')) return tag;
    (rel === 'stylesheet' ? css : preload).push(href);
    return '';
  });
  page = page.replace(/<script\b[^>]*\btype="module"[^>]*><\/script>\s*/g, (tag) => {
    const src = ATTRIBUTE(tag, 'src');
    if (src === undefined) return tag;
    js.push(src);
    return '';
  });
  const style = set.criticalCss.replace(/<\/style/gi, '<\\/style');
  const head =
    `<style id="${CRITICAL_CSS_ELEMENT_ID}">${style}</style>` +
    `<script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">${scriptJson({ css, preload, js })}</script>` +
    `<script type="application/json" id="${ROUTE_SHELLS_ELEMENT_ID}">${scriptJson(set.shells)}</script>`;
  const at = page.indexOf('</head>');
  page = at === -1 ? head + page : page.slice(0, at) + head + page.slice(at);
  page = page.replace(SHELLS_MARKER, () => `<script>${set.inlineScript}</script>`);
  return { html: page, scriptHash: cspHash(set.inlineScript), styleHash: cspHash(style) };
}
