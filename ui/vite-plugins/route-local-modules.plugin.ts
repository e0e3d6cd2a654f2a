import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** The query naming the route a copy of a route-local module belongs to. */
export const ROUTE_LOCAL_QUERY = 'portail-route';
/** Above this size (unminified), a module shared by several routes keeps its shared chunk. */
export const ROUTE_LOCAL_MAX_BYTES = 2048;

const slashes = (id: string) => id.replace(/\\/g, '/');
const isListed = (modules: readonly string[], id: string) =>
  modules.some((module) => slashes(id).endsWith(`/${module}`));

/** The route of a copy's id (`<file>?portail-route=<route>`), or null for another module. */
export function routeOfCopy(id: string): string | null {
  const query = id.indexOf(`?${ROUTE_LOCAL_QUERY}=`);
  return query === -1 ? null : decodeURIComponent(id.slice(query + ROUTE_LOCAL_QUERY.length + 2));
}

/**
 * The route whose own chunk an import from `importer` lands in: the route of a copy, or the one route whose
 * first load holds the importer (byModule, see route-chunk-groups.ts); null when several routes share it.
 */
export function routeOfImporter(
  byModule: ReadonlyMap<string, readonly string[]>,
  importer: string,
): string | null {
  const copy = routeOfCopy(importer);
  if (copy !== null) return copy;
  const routes = [...new Set(byModule.get(importer) ?? [])];
  return routes.length === 1 ? (routes[0] ?? null) : null;
}

/**
 * The size check of the rule: every listed module exists in the analysed build and is small enough.
 * `sizes` maps a module id to its rendered length in the analysis build (unminified).
 */
export function checkRouteLocalModules(
  modules: readonly string[],
  sizes: ReadonlyMap<string, number>,
  maxBytes = ROUTE_LOCAL_MAX_BYTES,
): void {
  for (const module of modules) {
    const found = [...sizes].find(([id]) => isListed([module], id));
    if (found === undefined) throw new Error(`route-local module ${module}: no public route loads it`);
    if (found[1] > maxBytes)
      throw new Error(
        `route-local module ${module}: ${String(found[1])} bytes, above ${String(maxBytes)}: let it have its shared chunk`,
      );
  }
}

/**
 * Route-local modules (ROUTE_LOCAL_MODULES, portal-chunks.ts): a small, stateless module several public
 * routes share — e.g. the confirmation screen — is copied into each route's own chunk instead of getting a
 * chunk of its own, which every one of those routes would download as one more request (and 0.2–0.3 KiB gzip
 * with its imports and exports). Merging the routes' code into one module then never costs a route a request
 * or bytes. An import of such a module from a route's own module (or from another copy) resolves to a copy
 * named after the route (`<file>?portail-route=<route>`), which routeChunkGroup puts in `route-<route>`;
 * an import from code several routes share keeps the module itself. Only stateless modules may be listed:
 * each copy has its own module scope.
 */
export function routeLocalModules(
  modules: readonly string[],
  byModule: ReadonlyMap<string, readonly string[]>,
): Plugin {
  const names = new Set(modules.map((module) => basename(module)));
  return {
    name: 'portail:route-local-modules',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || !names.has(basename(source))) return null;
      const route = routeOfImporter(byModule, importer);
      if (route === null) return null;
      const resolved = await this.resolve(source, importer.replace(/\?.*$/, ''), {
        ...options,
        skipSelf: true,
      });
      if (resolved === null || !isListed(modules, resolved.id)) return null;
      return `${resolved.id}?${ROUTE_LOCAL_QUERY}=${encodeURIComponent(route)}`;
    },
    async load(id) {
      if (routeOfCopy(id) === null) return null;
      return readFile(id.replace(/\?.*$/, ''), 'utf8');
    },
  };
}
