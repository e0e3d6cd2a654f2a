import { createHash } from 'node:crypto';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { chunkOfModule, staticClosure } from './preload-chunks.plugin.ts';
import { routeOfCopy } from './route-local-modules.plugin.ts';

type Bundle = Rolldown.OutputBundle;

/**
 * The public routes whose first load holds each module, read from a build chunked without this grouping
 * (Rolldown's module graph still holds the imports that tree-shaking dropped, e.g. the whole of a package's
 * index: only a build's chunks say what each route really runs). `routes` maps a route to the modules it
 * opens with (path endings, as in preload-chunks.plugin.ts); what the entry and the `preloaded` modules
 * bring (the framework, the portal's code of every first load) is left out.
 */
export function routesByModule(
  bundle: Bundle,
  routes: Readonly<Record<string, readonly string[]>>,
  preloaded: readonly string[],
): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const loaded = new Set<string>();
  for (const start of [
    ...chunks.filter((chunk) => chunk.isEntry),
    ...preloaded.map((module) => chunkOfModule(bundle, module)),
  ])
    for (const chunk of staticClosure(bundle, start)) loaded.add(chunk.fileName);
  const byModule = new Map<string, string[]>();
  for (const [route, modules] of Object.entries(routes)) {
    const routeChunks = new Map(
      modules
        .flatMap((module) => staticClosure(bundle, chunkOfModule(bundle, module)))
        .map((chunk) => [chunk.fileName, chunk]),
    );
    for (const chunk of routeChunks.values()) {
      if (loaded.has(chunk.fileName)) continue;
      for (const id of chunk.moduleIds) byModule.set(id, [...(byModule.get(id) ?? []), route]);
    }
  }
  return byModule;
}

/**
 * The chunk name of a set of routes: `route-` and the route when one route only needs the module, else
 * `routes-` and a short hash of the sorted set (stable across builds, whatever the order of the graph).
 */
export function routeSetChunkName(routes: readonly string[]): string {
  const sorted = [...new Set(routes)].sort();
  if (sorted.length === 1) return `route-${sorted[0] === '' ? 'home' : String(sorted[0])}`;
  return `routes-${createHash('sha256').update(sorted.join('\n')).digest('hex').slice(0, 8)}`;
}

/**
 * A code-splitting group putting the code of the public routes' first loads in one chunk per set of routes
 * that need it (`byModule`, see routesByModule): a route downloads its own chunk plus the chunks it shares
 * with other routes, instead of one small chunk per lazily imported module (each a request, each gzipped
 * alone, each importing its neighbours' names), and no route downloads another route's code. Modules no
 * public route opens with (member area, dialogs, widgets loaded on demand) keep Rolldown's automatic
 * chunking. The copies of route-local modules (route-local-modules.plugin.ts) go to their route's own chunk.
 * Give it a lower priority than the framework and portal groups.
 */
export function routeChunkGroup(byModule: ReadonlyMap<string, readonly string[]>, priority: number) {
  return {
    debugName: 'public-routes',
    name: (moduleId: string): string | null => {
      const copy = routeOfCopy(moduleId);
      const routes = copy === null ? byModule.get(moduleId) : [copy];
      return routes === undefined ? null : routeSetChunkName(routes);
    },
    test: (moduleId: string): boolean => byModule.has(moduleId) || routeOfCopy(moduleId) !== null,
    priority,
    // A module's imports are needed by at least the routes that need it: they are in the same chunk or in
    // one shared more widely, never in a chunk importing it back (no circular chunks).
    includeDependenciesRecursively: false,
  };
}

/** What the analysis build says of the public routes' first loads. */
export interface RouteAnalysis {
  /** The routes needing each module (routesByModule). */
  readonly byModule: Map<string, string[]>;
  /** The rendered length of each module (unminified). */
  readonly sizes: Map<string, number>;
}

/**
 * A build of the same configuration in `mode` (chunked without routeChunkGroup), neither minified nor
 * written: its chunks say which modules each route's first load holds, and how large each module is.
 */
export async function analyseRoutes(analysis: {
  readonly configFile: string;
  readonly mode: string;
  readonly routes: Readonly<Record<string, readonly string[]>>;
  readonly preloaded: readonly string[];
}): Promise<RouteAnalysis> {
  const output = await build({
    configFile: analysis.configFile,
    mode: analysis.mode,
    logLevel: 'silent',
    build: { write: false, minify: false, sourcemap: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((item) => item.output);
  const bundle: Bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));
  const sizes = new Map<string, number>();
  for (const file of files)
    if (file.type === 'chunk')
      for (const [id, module] of Object.entries(file.modules)) sizes.set(id, module.renderedLength);
  return { byModule: routesByModule(bundle, analysis.routes, analysis.preloaded), sizes };
}
