import { defineConfig } from 'vitest/config';
import { ByFileName } from '../fixtures/sequencer.ts';

// `npm run test:production`: the production rehearsal (docs/deploy.md), apart from
// `npm test`'s suites (the root vitest.config.ts never includes these files). One
// process runs every file in turn without isolation, so that the rehearsal's
// processes (fixtures.ts) are started once and shared.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/production/scenarios/*.test.ts'],
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
