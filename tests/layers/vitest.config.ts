import { defineConfig } from 'vitest/config';

/** The layer tool's own tests (dependency-cruiser rules of .dependency-cruiser.cjs), run in the `unit` step. */
export default defineConfig({
  test: {
    name: 'layers',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 20_000,
  },
});
