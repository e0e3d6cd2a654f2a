import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
  },
});
