import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    // Blueprint's react-popper pulls a hoisted React 18 into the root node_modules: force the one React 19
    // of this workspace for every importer.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2023',
    rolldownOptions: {
      treeshake: {
        // Our framework-free workspace packages are side-effect free by convention (constants are
        // Object.freeze(...) calls, which a bundler would otherwise keep): unused exports of their single
        // public entry are dropped.
        moduleSideEffects: [{ test: /[\\/](domain|application|adapters)[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
