import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What each public route needs on a first visit, by first segment of its hash path (see
 * preload-chunks.plugin.ts, routeChunks): its screen, the module assembling its view-model, and the
 * adapters every route but the home waits for. A public-area folder holding `<name>.screen.tsx` is the screen
 * of the route of that name.
 */
const ROUTE_SEGMENTS: Readonly<Record<string, string>> = { home: '', 'static-page': 'page' };
const DEFERRED_ADAPTERS = 'src/app/composition/deferred-http-adapters.bindings.ts';
export function routePreloads(root: string): Record<string, string[]> {
  const screens = join(root, 'src', 'public-area');
  const routes: Record<string, string[]> = {};
  for (const screen of readdirSync(screens)) {
    if (!existsSync(join(screens, screen, `${screen}.screen.tsx`))) continue;
    const segment = ROUTE_SEGMENTS[screen] ?? screen;
    const modules = [`src/public-area/${screen}/${screen}.screen.tsx`];
    if (existsSync(join(screens, screen, `${screen}.assembly.ts`)))
      modules.push(`src/public-area/${screen}/${screen}.assembly.ts`);
    if (segment !== '') modules.push(DEFERRED_ADAPTERS);
    routes[segment] = modules;
  }
  return routes;
}

/**
 * Small, stateless modules several public routes share, copied into each route's own chunk instead of a
 * shared chunk of their own (route-local-modules.plugin.ts; the build fails when one is above
 * ROUTE_LOCAL_MAX_BYTES).
 */
export const ROUTE_LOCAL_MODULES = [
  'src/public-area/account-recovery/confirmation-screen.tsx',
  'src/public-area/account-recovery/new-password-fields.tsx',
  'src/public-area/account-recovery/use-link-view-model.ts',
];

/** The portal's code of every first visit: what main.tsx starts, the start-up loads, the home. */
export const PORTAL_MODULES = [
  'src/app/shell/start-portal.tsx',
  'src/public-area/public-area.startup.ts',
  'src/public-area/home/home.screen.tsx',
];
/** Asked for by index.html on every visit: the portal's code and the module main.tsx warms the framework with. */
export const PRELOADED_MODULES = [...PORTAL_MODULES, 'src/app/shell/framework-start.ts'];

/**
 * The framework every page runs on gets its own chunks, so that a release of the portal's code leaves them in
 * the browser's cache (hashed names, cached a year); everything listed is needed by the first page anyway.
 * React comes apart from the rest: main.tsx runs the two in separate tasks (shorter main-thread blocks).
 */
const node = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`);

/**
 * The order of the framework's packages inside their chunks (framework-order.plugin.ts): React DOM's client
 * with what it imports (scheduler, React, React DOM), the JSX runtime, then MobX, its React binding, the
 * router and inversify — the order that gzips best of those measured, kept whatever the portal's paths.
 */
export const FRAMEWORK_ORDER = [
  'react-dom/client',
  'react/jsx-runtime',
  'mobx',
  'mobx-react-lite',
  'react-router',
  'inversify',
];

export const FRAMEWORK_CHUNKS = [
  // Vite's dynamic-import helper, which the entry imports: alone, so that the entry runs no framework code.
  { name: 'preload-helper', test: /^\0vite[\\/]preload-helper/, priority: 4 },
  { name: 'react', test: node('react|react-dom|scheduler'), priority: 3 },
  {
    name: 'framework',
    test: node('react-router|mobx|mobx-react-lite|inversify|@inversifyjs[\\\\/][^\\\\/]+|reflect-metadata'),
    priority: 2,
  },
  // The portal's own code of every first load (PORTAL_MODULES and what they import statically) in one
  // chunk: a few requests instead of twenty small ones, each a round trip on a slow network. Route chunks
  // import what they share with it from there.
  {
    name: 'portal',
    test: (id: string) => PORTAL_MODULES.some((module) => id.replace(/\\/g, '/').endsWith(`/${module}`)),
    priority: 1,
  },
];
