import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
