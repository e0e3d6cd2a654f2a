import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'application',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
