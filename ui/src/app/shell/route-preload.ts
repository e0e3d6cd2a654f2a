/** The id of index.html's JSON block of route chunks (ui/vite-plugins/preload-chunks.plugin.ts writes it). */
export const ROUTE_CHUNKS_ELEMENT_ID = 'portal-route-chunks';

/** The first segment of a hash route: '#/register?x=1' → 'register', '#/' and '' → '' (the home). */
export function routeSegment(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path.split('/').find((segment) => segment !== '') ?? '';
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The scripts and stylesheets index.html lists for `segment`, or null (unknown route, no list). */
export function routeChunkUrls(
  document: Pick<Document, 'getElementById'>,
  segment: string,
): { readonly js: readonly string[]; readonly css: readonly string[] } | null {
  const text = document.getElementById(ROUTE_CHUNKS_ELEMENT_ID)?.textContent ?? '';
  if (text.trim() === '') return null;
  let routes: unknown;
  try {
    routes = JSON.parse(text);
  } catch (error: unknown) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  if (typeof routes !== 'object' || routes === null || !Object.hasOwn(routes, segment)) return null;
  const entry: unknown = (routes as Record<string, unknown>)[segment];
  if (typeof entry !== 'object' || entry === null) return null;
  const { js, css } = entry as { js?: unknown; css?: unknown };
  return isStringList(js) && isStringList(css) ? { js, css } : null;
}

/** Links inserted per task. */
export const PRELOADS_PER_TASK = 6;

/**
 * Asks at once for the code of the route the page opens on (its screen and what the screen loads next),
 * which the portal would otherwise discover level after level once it runs: the downloads go alongside
 * the framework's. Nothing runs before the portal imports it.
 */
export function preloadRouteChunks(document: Document, hash: string): void {
  // The page's inline script asks for them itself, right after the first paint (shell-chooser.inline.ts).
  if (document.querySelector('link[data-portal-route]') !== null) return;
  const urls = routeChunkUrls(document, routeSegment(hash));
  if (urls === null) return;
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    element.crossOrigin = '';
    if (as !== undefined) element.as = as;
    return element;
  };
  // A few per task: each insertion starts a download, which costs main-thread time of its own (≈ 2 ms on a
  // mid-range phone): forty in one task would block input for ≈ 80 ms.
  const elements = [
    ...urls.css.map((href) => link('preload', href, 'style')),
    ...urls.js.map((href) => link('modulepreload', href)),
  ];
  const insert = () => {
    document.head.append(...elements.splice(0, PRELOADS_PER_TASK));
    if (elements.length > 0) setTimeout(insert, 0);
  };
  insert();
}
