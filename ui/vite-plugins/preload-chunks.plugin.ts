import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;

const chunksOf = (bundle: Bundle): Rolldown.OutputChunk[] =>
  Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');

/** `start` and every chunk it imports statically, directly or not. */
export function staticClosure(bundle: Bundle, start: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported !== undefined) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * The chunk built from `module` (a path ending, e.g. `src/public-area/home/home.screen.tsx`): the one it is the
 * facade of, else the one holding it (a chunk made by a code-splitting group).
 */
export function chunkOfModule(bundle: Bundle, module: string): Rolldown.OutputChunk {
  const isModule = (id: string | null) => id?.replace(/\\/g, '/').endsWith(`/${module}`) === true;
  const chunks = chunksOf(bundle);
  const chunk =
    chunks.find((item) => isModule(item.facadeModuleId)) ??
    chunks.find((item) => item.moduleIds.some(isModule));
  if (chunk === undefined) throw new Error(`preload-chunks: no chunk is built from ${module}`);
  return chunk;
}

/** The files of the entries and of every chunk they import statically. */
function entryFiles(bundle: Bundle): Set<string> {
  return new Set(
    chunksOf(bundle)
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => staticClosure(bundle, entry).map((chunk) => chunk.fileName)),
  );
}

/** `<link rel="modulepreload">` and stylesheet tags for the chunks of `modules` that the entry does not load. */
export function preloadTags(bundle: Bundle, modules: readonly string[], base: string): HtmlTagDescriptor[] {
  const loaded = entryFiles(bundle);
  const tags: HtmlTagDescriptor[] = [];
  const styles = new Set<string>();
  const chunks = new Map(
    modules
      .flatMap((module) => staticClosure(bundle, chunkOfModule(bundle, module)))
      .map((chunk) => [chunk.fileName, chunk]),
  );
  for (const chunk of chunks.values()) {
    if (loaded.has(chunk.fileName)) continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'modulepreload',
        crossorigin: true,
        // After the render-blocking stylesheet: these scripts run after the first paint anyway.
        fetchpriority: 'low',
        href: `${base}${chunk.fileName}`,
      },
      injectTo: 'head',
    });
  }
  for (const css of styles)
    tags.push({
      tag: 'link',
      attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${css}` },
      injectTo: 'head',
    });
  return tags;
}

/** The scripts and stylesheets a route needs beyond what index.html asks for (URLs). */
export interface RouteChunks {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/** The id of index.html's JSON block listing them by route (read by ui/src/app/shell/route-preload.ts). */
export const ROUTE_CHUNKS_ELEMENT_ID = 'portal-route-chunks';

/**
 * For each route (first segment of its hash path, '' for the home), the chunks of its modules and their
 * static imports, and their stylesheets, less what the entry and the `preloaded` modules already bring.
 */
export function routeChunks(
  bundle: Bundle,
  routes: Readonly<Record<string, readonly string[]>>,
  preloaded: readonly string[],
  base: string,
): Record<string, RouteChunks> {
  const loaded = entryFiles(bundle);
  for (const module of preloaded)
    for (const chunk of staticClosure(bundle, chunkOfModule(bundle, module))) loaded.add(chunk.fileName);
  const result: Record<string, RouteChunks> = {};
  for (const [route, modules] of Object.entries(routes)) {
    const chunks = new Map(
      modules
        .flatMap((module) => staticClosure(bundle, chunkOfModule(bundle, module)))
        .map((chunk) => [chunk.fileName, chunk]),
    );
    const js: string[] = [];
    const css = new Set<string>();
    for (const chunk of chunks.values()) {
      if (loaded.has(chunk.fileName)) continue;
      js.push(`${base}${chunk.fileName}`);
      for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(`${base}${file}`);
    }
    if (js.length > 0 || css.size > 0) result[route] = { js, css: [...css] };
  }
  return result;
}

/**
 * Chunks imported on demand that the first page needs anyway: index.html asks for them (and their
 * stylesheets) at once, alongside the entry, instead of one round trip after it. The portal preloads the
 * code the entry starts after the first paint (the framework, the composition root, the shell) and the
 * home route — the page most visits start on; its chunks are small (its screen, the page title bar,
 * Blueprint's buttons, which most screens share).
 */
export function preloadChunks(options: {
  readonly modules: readonly string[];
  /** Modules by route (see routeChunks): listed in index.html, preloaded by the entry for the route shown. */
  readonly routes?: Readonly<Record<string, readonly string[]>>;
}): Plugin {
  let base = '/';
  return {
    name: 'portail:preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return html;
        const tags = preloadTags(context.bundle, options.modules, base);
        if (options.routes !== undefined) {
          const routes = routeChunks(context.bundle, options.routes, options.modules, base);
          tags.push({
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_CHUNKS_ELEMENT_ID },
            children: JSON.stringify(routes).replace(/</g, '\\u003c'),
            injectTo: 'head',
          });
        }
        return { html, tags };
      },
    },
  };
}
