import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['domain', 'application', 'adapters', 'ui', 'server', 'tests/layers'],
    passWithNoTests: false,
    coverage: {
      provider: 'v8',
      include: ['domain/src/**/*.ts', 'application/src/**/*.ts', 'adapters/src/**/*.ts', 'ui/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/generated/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'domain/src/**/*.ts': { lines: 95 },
      },
    },
  },
});
