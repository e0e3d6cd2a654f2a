import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import { blueprintClassesTreeShaking } from './vite-plugins/blueprint-classes.plugin.ts';
import { blueprintCssParts } from './vite-plugins/blueprint-css.plugin.ts';
import {
  FRAMEWORK_CHUNKS,
  FRAMEWORK_ORDER,
  PRELOADED_MODULES,
  ROUTE_LOCAL_MODULES,
  routePreloads,
} from './vite-plugins/portal-chunks.ts';
import { frameworkOrder } from './vite-plugins/framework-order.plugin.ts';
import { precompress } from './vite-plugins/precompress.plugin.ts';
import { preloadChunks } from './vite-plugins/preload-chunks.plugin.ts';
import { prerenderBuild } from './vite-plugins/prerender-build.plugin.ts';
import { analyseRoutes, routeChunkGroup } from './vite-plugins/route-chunk-groups.ts';
import { checkRouteLocalModules, routeLocalModules } from './vite-plugins/route-local-modules.plugin.ts';
import { staticBlueprintIconsOnly } from './vite-plugins/static-blueprint-icons.plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Mode building the widget gallery (living style guide, e2e and accessibility fixture) into dist/galerie. */
export const GALLERY_MODE = 'gallery';
/**
 * Mode of the pre-rendering build (Node, self-contained: dist/server/prerender.worker.js), which the
 * portal's build runs after its own: the reference server renders the public routes' HTML shells with it
 * (ui/prerender/prerender.worker.ts, server/src/ui/route-shells.ts).
 */
export const PRERENDER_MODE = 'prerender';
/**
 * Mode of the build the portal's build runs first, unwritten, to learn which modules each public route's
 * first load holds (see vite-plugins/route-chunk-groups.ts).
 */
export const ROUTE_ANALYSIS_MODE = 'route-analysis';
/**
 * Mode building the back office (issue 24) into dist/admin: a build of its own, after the portal's, so that none
 * of its modules can enter a chunk of the portal (the public and member first loads stay byte for byte the same;
 * scripts/bundle-budget.mjs checks it per route).
 */
export const BACK_OFFICE_MODE = 'back-office';
/** Where the back office's Vite manifest is written, relative to the build directory. */
export const BACK_OFFICE_MANIFEST = '.vite/admin-manifest.json';

/** The pre-rendering build: the worker entry, every dependency bundled in, DOMPurify replaced for Node. */
function prerenderConfig(): UserConfig {
  return {
    root,
    plugins: [react()],
    resolve: {
      dedupe: ['react', 'react-dom'],
      alias: [
        ...reactRouterProduction,
        { find: /^dompurify$/, replacement: join(root, 'prerender', 'server-sanitizer.ts') },
      ],
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(root, 'prerender', 'prerender.worker.ts'),
      emptyOutDir: true,
      target: 'node22',
      sourcemap: false,
      // The inline script of index.html is the source text of a function of this build
      // (shell-chooser.inline.ts): minified, it weighs ≈ 1.4 KiB less (brotli) in every page.
      minify: true,
      copyPublicDir: false,
      rolldownOptions: { treeshake, output: { codeSplitting: false } },
    },
  };
}

/**
 * Blueprint component folders whose styles are shipped (with the base: tokens, reset, typography). The
 * build fails, naming the folder, when a bundled component or a `Classes.X` of our code needs another one.
 */
export const BLUEPRINT_STYLED_COMPONENTS = [
  'icon',
  'button',
  'callout',
  'card',
  'collapse',
  'dialog',
  'forms',
  'html-select',
  'html-table',
  'overlay',
  'portal',
  'segmented-control',
  'spinner',
  'tabs',
  'tag',
  'toast',
] as const;

/** The back office's Blueprint styles: the portal's, plus its navigation, tables and form controls. */
export const BACK_OFFICE_STYLED_COMPONENTS = [
  ...BLUEPRINT_STYLED_COMPONENTS,
  'menu',
  'navbar',
  'non-ideal-state',
  'popover',
] as const;

/**
 * react-router 7 exports only its development build (dev warnings on, ≈ 1 KiB gzip more); its production
 * build is the same code with them off. Exact-name aliases, so that both entries share one copy.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/** What the analysis build of the public routes' chunks needs (route-chunk-groups.ts). */
const analysis = () => ({
  configFile: join(root, 'vite.config.ts'),
  mode: ROUTE_ANALYSIS_MODE,
  routes: routePreloads(root),
  preloaded: PRELOADED_MODULES,
});

const treeshake = {
  // Our framework-free workspace packages are side-effect free by convention (constants are
  // Object.freeze(...) calls, which a bundler would otherwise keep): unused exports of their single public
  // entry are dropped.
  moduleSideEffects: [{ test: /[\\/](domain|application|adapters)[\\/]src[\\/]/, sideEffects: false }],
};

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  if (mode === PRERENDER_MODE) return prerenderConfig();
  const gallery = mode === GALLERY_MODE;
  const backOffice = mode === BACK_OFFICE_MODE;
  const analysing = mode === ROUTE_ANALYSIS_MODE;
  const portal = !gallery && !analysing && !backOffice;
  const routes = portal && command === 'build' ? await analyseRoutes(analysis()) : null;
  if (routes !== null) checkRouteLocalModules(ROUTE_LOCAL_MODULES, routes.sizes);
  return {
    root,
    plugins: [
      react(),
      portal ? frameworkOrder(FRAMEWORK_ORDER) : null,
      routes === null ? null : routeLocalModules(ROUTE_LOCAL_MODULES, routes.byModule),
      blueprintClassesTreeShaking(),
      staticBlueprintIconsOnly(),
      blueprintCssParts({
        components: backOffice ? BACK_OFFICE_STYLED_COMPONENTS : BLUEPRINT_STYLED_COMPONENTS,
      }),
      portal ? preloadChunks({ modules: PRELOADED_MODULES, routes: routePreloads(root) }) : null,
      analysing ? null : precompress(),
      portal ? prerenderBuild(join(root, 'vite.config.ts'), PRERENDER_MODE) : null,
    ],
    resolve: {
      // Blueprint's react-popper pulls a hoisted React 18 into the root node_modules: force the one React 19
      // of this workspace for every importer.
      dedupe: ['react', 'react-dom'],
      alias: mode === 'development' ? [] : reactRouterProduction,
    },
    build: {
      outDir: 'dist',
      // The gallery and the back office are separate builds (their chunks never mix with the portal's), written
      // after the portal's; the back office's manifest beside the portal's (scripts/bundle-budget.mjs reads both).
      emptyOutDir: !gallery && !backOffice,
      assetsDir: gallery ? 'galerie/assets' : backOffice ? 'admin/assets' : 'assets',
      manifest: backOffice ? BACK_OFFICE_MANIFEST : !gallery,
      sourcemap: true,
      target: 'es2023',
      // The gallery is one page holding every widget: a large chunk is expected there.
      chunkSizeWarningLimit: gallery ? 1024 : 500,
      rolldownOptions: {
        input: gallery
          ? `${root}galerie/index.html`
          : backOffice
            ? `${root}admin/index.html`
            : `${root}index.html`,
        treeshake,
        output: {
          codeSplitting: {
            groups:
              routes === null ? FRAMEWORK_CHUNKS : [...FRAMEWORK_CHUNKS, routeChunkGroup(routes.byModule, 0)],
          },
        },
      },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:8080' },
    },
    preview: {
      proxy: { '/api': 'http://127.0.0.1:8080' },
    },
  };
});
