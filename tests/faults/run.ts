/**
 * `npm run test:faults`: the load and fault suite.
 *
 * Starts a throwaway PostgreSQL (scripts/with-postgres.ts) and real server
 * processes (`node server/server.ts` on free ports of 127.0.0.1, DIST_DIR=build/client,
 * DATABASE_URL on it, the rate limit out of the way), runs the scenarios one after
 * the other, prints one line per scenario with its figures and ends with
 * `N passed, N failed`; the exit code is 1 when any failed. Every request loop is
 * bounded in count and time; every process it starts is stopped at the end.
 *
 *   1. load     2,000 valid submissions from 50 concurrent clients, one server
 *   2. kill     the same on two servers sharing PostgreSQL, one killed with SIGKILL
 *   3. outage   PostgreSQL stopped for 10 s mid-run
 *   4. malformed  a corpus of malformed requests, slow clients, memory
 *   5. mail-recovery  a server killed with SIGKILL mid-send: the time until its
 *      e-mails are sent by another (printed as "recovered in"), no Message-ID twice
 *
 * FAULTS_ONLY=1,3 runs some scenarios only; FAULTS_LOG_LEVEL sets the servers' log
 * level (default warn); FAULTS_VERBOSE=1 prints the answer to each malformed
 * request. Server logs are kept in test-results/faults/ when a scenario fails.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { killOneServer, steadyLoad, type SuiteContext } from './load-scenarios.ts';
import { cleanUp, cleanUpNow, onCleanUp, ROOT, seconds, within, type ScenarioResult } from './lib.ts';
import { mailRecovery } from './mail-recovery-scenario.ts';
import { malformedInput } from './malformed-scenario.ts';
import { databaseOutage } from './outage-scenario.ts';

interface Scenario {
  number: number;
  name: string;
  run: (context: SuiteContext) => Promise<ScenarioResult>;
  /** Hard limit on the scenario, whatever it waits for. */
  limitMs: number;
}

const SCENARIOS: Scenario[] = [
  { number: 1, name: 'load', run: steadyLoad, limitMs: 120_000 },
  { number: 2, name: 'kill', run: killOneServer, limitMs: 200_000 },
  { number: 3, name: 'outage', run: databaseOutage, limitMs: 120_000 },
  { number: 4, name: 'malformed', run: malformedInput, limitMs: 120_000 },
  { number: 5, name: 'mail-recovery', run: mailRecovery, limitMs: 180_000 },
];

process.once('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUpNow();
    process.exit(130);
  });
}

async function main(): Promise<number> {
  const only = (process.env['FAULTS_ONLY'] ?? '').split(',').filter(Boolean).map(Number);
  const chosen = SCENARIOS.filter((scenario) => only.length === 0 || only.includes(scenario.number));

  if (!existsSync(join(ROOT, 'build', 'client', 'index.html'))) {
    console.log('build/client/ is missing: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const logDir = mkdtempSync(join(tmpdir(), 'nexaweave-faults-logs-'));
  try {
    return await runScenarios(chosen, logDir);
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** One line, whatever the text: a scenario's report must not spill over several. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

async function runScenarios(chosen: readonly Scenario[], logDir: string): Promise<number> {
  const postgres = await startThrowawayPostgres();
  onCleanUp(() => postgres.stop());
  const context: SuiteContext = { postgres, csrfSecret: randomBytes(32).toString('hex'), logDir };
  const suiteStart = performance.now();
  console.log(
    `faults: PostgreSQL on 127.0.0.1:${postgres.port}, ${cpus().length} CPUs, Node ${process.version}, ` +
      `scenarios ${chosen.map((scenario) => scenario.number).join(',')}`,
  );

  let passed = 0;
  let failed = 0;
  for (const scenario of chosen) {
    const started = performance.now();
    let result: ScenarioResult;
    try {
      result = await within(scenario.limitMs, `scenario ${scenario.name}`, scenario.run(context));
    } catch (error) {
      result = { passed: false, figures: 'error', problems: [error instanceof Error ? error.message : String(error)] };
    }
    const took = seconds(performance.now() - started);
    const problems = result.problems.length > 0 ? ` — FAILED: ${result.problems.join('; ')}` : '';
    console.log(
      oneLine(
        `${result.passed ? 'PASS' : 'FAIL'} ${scenario.number} ${scenario.name} (${took}): ${result.figures}${problems}`,
      ),
    );
    if (result.passed) passed += 1;
    else failed += 1;
  }

  await cleanUp();
  if (failed > 0) {
    const kept = join(ROOT, 'test-results', 'faults');
    mkdirSync(kept, { recursive: true });
    cpSync(logDir, kept, { recursive: true });
    console.log(`server logs: ${kept} (suite took ${seconds(performance.now() - suiteStart)})`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  await cleanUp();
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
}
