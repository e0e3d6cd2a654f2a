import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const uiModules = fileURLToPath(new URL('./node_modules/', import.meta.url));

export default defineConfig({
  // One React (19) for every importer, as in the build: see vitest-one-react.config.ts. @tiptap/react is bundled by
  // Vitest so that the aliases reach its imports.
  resolve: {
    alias: [
      { find: /^react(\/.*)?$/, replacement: `${uiModules}react$1` },
      { find: /^react-dom(\/.*)?$/, replacement: `${uiModules}react-dom$1` },
    ],
  },
  test: {
    name: 'ui',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts', 'vite-plugins/**/*.test.ts', 'prerender/**/*.test.ts'],
    setupFiles: ['./vitest-one-react.config.ts'],
    server: { deps: { inline: ['@tiptap/react'] } },
  },
});
