import { defineConfig } from 'vitest/config';

// Unit tests and API tests (through app.inject). Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers fit the 2-core machines.
    maxWorkers: 2,
  },
});
