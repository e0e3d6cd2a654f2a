import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'domain',
      'application',
      'adapters',
      'ui',
      'server',
      // The layer rules' own tests (.dependency-cruiser.cjs): a deliberate wrong import must fail the gate.
      { test: { name: 'layers', include: ['tests/layers/**/*.test.ts'], environment: 'node' } },
    ],
    passWithNoTests: false,
    coverage: {
      provider: 'v8',
      include: [
        'domain/src/**/*.ts',
        'application/src/**/*.ts',
        'adapters/src/**/*.ts',
        'ui/src/**/*.ts',
        'server/src/**/*.ts',
      ],
      exclude: ['**/*.test.ts', '**/generated/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'domain/src/**/*.ts': { lines: 95 },
      },
    },
  },
});
