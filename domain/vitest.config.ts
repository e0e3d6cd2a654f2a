import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The domain is pure (no globals, no I/O): one shared module graph keeps the suite well under 5 s.
    pool: 'threads',
    isolate: false,
  },
});
