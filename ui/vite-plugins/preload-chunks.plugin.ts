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

/** The chunk built from `module` (a path ending, e.g. `src/screens/home/home.screen.tsx`). */
export function chunkOfModule(bundle: Bundle, module: string): Rolldown.OutputChunk {
  const chunk = chunksOf(bundle).find((item) =>
    item.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`),
  );
  if (chunk === undefined) throw new Error(`preload-chunks: no chunk is built from ${module}`);
  return chunk;
}

/** `<link rel="modulepreload">` and stylesheet tags for the chunks of `modules` that the entry does not load. */
export function preloadTags(bundle: Bundle, modules: readonly string[], base: string): HtmlTagDescriptor[] {
  const loaded = new Set(
    chunksOf(bundle)
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => staticClosure(bundle, entry).map((chunk) => chunk.fileName)),
  );
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

/**
 * Chunks imported on demand that the first page needs anyway: index.html asks for them (and their
 * stylesheets) at once, alongside the entry, instead of one round trip after it. The portal preloads the
 * code the entry starts after the first paint (the framework, the composition root, the shell) and the
 * home route — the page most visits start on; its chunks are small (its screen, the page title bar,
 * Blueprint's buttons, which most screens share).
 */
export function preloadChunks(options: { readonly modules: readonly string[] }): Plugin {
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
        return { html, tags: preloadTags(context.bundle, options.modules, base) };
      },
    },
  };
}
