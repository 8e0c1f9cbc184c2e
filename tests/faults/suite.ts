/**
 * `npm run test:faults`: the load and fault suite, on Vitest (vitest.config.ts beside
 * this file; one file per scenario in scenarios/, run in order on the shared set-up below).
 *
 * Starts a throwaway PostgreSQL (scripts/with-postgres.ts) and real server
 * processes (`node server/server.ts` on free ports of 127.0.0.1, DIST_DIR=build/client,
 * DATABASE_URL on it, the rate limit out of the way), runs the scenarios one after
 * the other, prints one line per scenario with its figures and ends with
 * each scenario's test fails naming every check that failed. Every request loop is
 * bounded in count and time; every process it starts is stopped at the end.
 *
 *   1. load     2,000 valid submissions from 50 concurrent clients, one server
 *   2. kill     the same on two servers sharing PostgreSQL, one killed with SIGKILL
 *   3. outage   PostgreSQL stopped for 10 s mid-run
 *   4. malformed  a corpus of malformed requests, slow clients, memory
 *   5. mail-recovery  a server killed with SIGKILL mid-send: the time until its
 *      e-mails are sent by another (printed as "recovered in"), no Message-ID twice
 *
 * A file name on the command line runs that scenario only; FAULTS_LOG_LEVEL sets the servers' log
 * level (default warn); FAULTS_VERBOSE=1 prints the answer to each malformed
 * request. Server logs are kept in test-results/faults/ when a scenario fails.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { killOneServer, steadyLoad, type SuiteContext } from './load-scenarios.ts';
import { cleanUp, onCleanUp, ROOT, runScenarioWithin } from '../support/lib.ts';
import { mailRecovery } from './mail-recovery-scenario.ts';
import { malformedInput } from './malformed-scenario.ts';
import { databaseOutage } from './outage-scenario.ts';

export const SCENARIOS = {
  load: { run: steadyLoad, limitMs: 120_000 },
  kill: { run: killOneServer, limitMs: 200_000 },
  outage: { run: databaseOutage, limitMs: 120_000 },
  malformed: { run: malformedInput, limitMs: 120_000 },
  'mail-recovery': { run: mailRecovery, limitMs: 180_000 },
} as const satisfies Record<string, { run: (context: SuiteContext) => Promise<string>; limitMs: number }>;

export type ScenarioName = keyof typeof SCENARIOS;

let started: Promise<SuiteContext> | undefined;
/** The suite's throwaway PostgreSQL, started once per run and shared by every scenario file. */
export function suite(): Promise<SuiteContext> {
  started ??= setUp();
  return started;
}

async function setUp(): Promise<SuiteContext> {
  const logDir = mkdtempSync(join(tmpdir(), 'nexaweave-faults-logs-'));
  onCleanUp(() => rmSync(logDir, { recursive: true, force: true }));
  const postgres = await startThrowawayPostgres();
  onCleanUp(() => postgres.stop());
  console.log(`faults: PostgreSQL on 127.0.0.1:${postgres.port}, ${cpus().length} CPUs, Node ${process.version}`);
  return { postgres, csrfSecret: randomBytes(32).toString('hex'), logDir };
}

/** Runs one scenario on the suite's PostgreSQL (lib.ts's `runScenarioWithin`). */
export async function runScenario(name: ScenarioName): Promise<void> {
  const context = await suite();
  const scenario = SCENARIOS[name];
  await runScenarioWithin(name, scenario.limitMs, () => scenario.run(context));
}

/** After a scenario failed: the server logs so far in test-results/faults/<scenario>/. */
export async function keepLogs(name: ScenarioName): Promise<void> {
  const context = await suite();
  const kept = join(ROOT, 'test-results', 'faults', name);
  mkdirSync(kept, { recursive: true });
  cpSync(context.logDir, kept, { recursive: true });
  console.log(`server logs: ${kept}`);
}

/** Stops every process the suite started (also done, less gently, when the process exits). */
export const tearDown = cleanUp;
