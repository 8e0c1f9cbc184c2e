import { defineConfig } from 'vitest/config';
import { ByFileName } from '../fixtures/sequencer.ts';

// `npm run test:faults`: the load and fault suite (docs/performance.md), apart from
// `npm test`'s suites (the root vitest.config.ts never includes these files). One
// process runs every file in turn without isolation, so that the suite's PostgreSQL
// (fixtures.ts) is started once and shared.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/faults/scenarios/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    fileParallelism: false,
    sequence: { sequencer: ByFileName },
    // A scenario that fails does not stop the others: each names its own problems.
    bail: 0,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
