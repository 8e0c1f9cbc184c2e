/**
 * The shared set-up of the fault suite's scenario files: each file is one scenario,
 * run in order (vitest.config.ts beside this file) on the one PostgreSQL that
 * `suite()` starts for the whole run.
 */
import { afterAll, beforeAll, it } from 'vitest';
import { keepLogs, runScenario, SCENARIOS, suite, tearDown, type ScenarioName } from './suite.ts';

/** One scenario as a test: it passes when none of its soft expectations failed, and names each that did. */
export function scenario(name: ScenarioName, what: string): void {
  beforeAll(() => suite().then(() => undefined), 120_000);
  it(
    `${name}: ${what}`,
    async ({ onTestFailed }) => {
      onTestFailed(() => keepLogs(name));
      await runScenario(name);
    },
    SCENARIOS[name].limitMs + 10_000,
  );
}

/** In the last scenario's file: stops every process of the run. */
export function stopAfterwards(): void {
  afterAll(tearDown, 60_000);
}
