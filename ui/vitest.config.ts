import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts', 'vite-plugins/**/*.test.ts', 'prerender/**/*.test.ts'],
  },
});
