import { defineConfig } from 'vitest/config';

// Unit tests, API tests (through app.inject) and component tests (Testing Library on
// happy-dom; each such file says `// @vitest-environment happy-dom`). Browser tests are
// Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/components/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/support/components-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers fit the 2-core machines.
    maxWorkers: 2,
  },
});
