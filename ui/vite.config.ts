import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import { blueprintCssParts } from './vite-plugins/blueprint-css.plugin.ts';
import { precompress } from './vite-plugins/precompress.plugin.ts';
import { staticBlueprintIconsOnly } from './vite-plugins/static-blueprint-icons.plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Mode building the widget gallery (living style guide, e2e and accessibility fixture) into dist/galerie. */
export const GALLERY_MODE = 'gallery';

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

const treeshake = {
  // Our framework-free workspace packages are side-effect free by convention (constants are
  // Object.freeze(...) calls, which a bundler would otherwise keep): unused exports of their single public
  // entry are dropped.
  moduleSideEffects: [{ test: /[\\/](domain|application|adapters)[\\/]src[\\/]/, sideEffects: false }],
};

export default defineConfig(({ mode }): UserConfig => {
  const gallery = mode === GALLERY_MODE;
  return {
    root,
    plugins: [
      react(),
      staticBlueprintIconsOnly(),
      blueprintCssParts({ components: BLUEPRINT_STYLED_COMPONENTS }),
      precompress(),
    ],
    resolve: {
      // Blueprint's react-popper pulls a hoisted React 18 into the root node_modules: force the one React 19
      // of this workspace for every importer.
      dedupe: ['react', 'react-dom'],
    },
    build: {
      outDir: 'dist',
      // The gallery is a separate build (its chunks never mix with the portal's), written after the portal's.
      emptyOutDir: !gallery,
      assetsDir: gallery ? 'galerie/assets' : 'assets',
      manifest: !gallery,
      sourcemap: true,
      target: 'es2023',
      // The gallery is one page holding every widget: a large chunk is expected there.
      chunkSizeWarningLimit: gallery ? 1024 : 500,
      rolldownOptions: {
        input: gallery ? `${root}galerie/index.html` : `${root}index.html`,
        treeshake,
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
