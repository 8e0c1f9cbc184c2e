/**
 * `npm test`: everything, in order: make sure a Chromium is there (Debian's, installed
 * with apt when running as root), build the site if it is stale, run the unit and API
 * suites (Vitest), then the browser suites (Playwright). Ends with one line
 * "tests: N passed, N failed" summing both, and exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.ts';

const root = resolve(import.meta.dirname, '..');
const results = resolve(root, 'test-results');
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`No Chromium at ${chromium}: installing Debian's chromium package…`);
    if (
      run('apt-get', ['update', '-qq']) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0 &&
      existsSync(chromium)
    )
      return;
  }
  console.error(
    `The browser tests need Chromium at ${chromium}. Install Debian's package as root ` +
      '(apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

function counts(file: string, kind: 'vitest' | 'playwright'): { passed: number; failed: number; skipped: number } {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

ensureChromium();
buildIfStale();
mkdirSync(results, { recursive: true });
rmSync(resolve(results, 'unit.json'), { force: true });
rmSync(resolve(results, 'e2e.json'), { force: true });

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit.json',
]);
// Read now: Playwright empties test-results/ when it starts.
const unit = counts(resolve(results, 'unit.json'), 'vitest');
const e2eStatus = run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
const e2e = counts(resolve(results, 'e2e.json'), 'playwright');
const passed = unit.passed + e2e.passed;
const failed =
  unit.failed +
  e2e.failed +
  (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
const skipped = unit.skipped + e2e.skipped;
console.log(
  `\nunit and API: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
