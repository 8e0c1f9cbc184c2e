/**
 * The shared set-up of the production rehearsal's scenario files: each file is one
 * scenario, run in order (vitest.config.ts beside this file) on the one set of
 * processes that `rehearsal()` starts for the whole run.
 */
import { afterAll, beforeAll, it } from 'vitest';
import { keepLogs, rehearsal, runScenario, tearDown, type Scenario } from './rehearsal.ts';

/** Starting PostgreSQL, two replicas, nginx and the SMTP sink takes a while on a busy machine. */
const SET_UP_LIMIT_MS = 180_000;

/** One scenario as a test: it passes when none of its soft expectations failed, and names each that did. */
export function rehearse(name: string, what: string, scenario: Scenario): void {
  beforeAll(() => rehearsal().then(() => undefined), SET_UP_LIMIT_MS);
  it(
    `${name}: ${what}`,
    async ({ onTestFailed }) => {
      onTestFailed(() => keepLogs(name));
      await runScenario(name, scenario);
    },
    scenario.limitMs + 10_000,
  );
}

/** In the last scenario's file: stops every process of the run. */
export function stopAfterwards(): void {
  afterAll(tearDown, 60_000);
}
