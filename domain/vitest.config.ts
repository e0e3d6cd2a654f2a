import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The domain is pure (no globals, no I/O): one shared module graph keeps the suite well under 5 s.
    pool: 'threads',
    isolate: false,
    // The property suites run 10 000 cases each: under coverage on a loaded 2-core box one can pass 5 s.
    testTimeout: 30_000,
  },
});
