import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { hashPasswordSync } from './server/password.ts';
import { E2E_ADMIN_USER, e2eAdminPassword } from './tests/e2e/admin-credentials.ts';

/**
 * Browser tests against the real server on the built site, in Debian's Chromium
 * (no browser download). `npm test` builds the site first; the server uses a
 * throwaway data folder so tests never touch a developer's database.
 */
const port = Number(process.env['E2E_PORT'] ?? 4391);
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Debian's Chromium, headless, with nothing of its own going on in the background. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The server's data folder: a new one for every run, outside test-results/ (which
 * Playwright empties when it starts). A folder kept from run to run kept its database
 * too: the staff sign-in failures counted per client address (one per run, from
 * admin.spec.ts) added up until the tenth made 127.0.0.1 wait, and the right password
 * was refused. The run id is set once, in the main process, and inherited by the
 * workers (which load this file again); the main process removes earlier runs' folders.
 */
const DATA_DIR_PREFIX = `nexaweave-e2e-data-${port}-`;
/** Whether the process `pid` runs (signal 0 checks without sending anything). */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}
if (!process.env['E2E_RUN_ID']) {
  process.env['E2E_RUN_ID'] = `${process.pid}-${Date.now()}`;
  for (const name of readdirSync(tmpdir())) {
    // Never the folder of a run still going on this port (its main process alive): a second
    // run started by mistake must not pull the first one's database and published site away.
    if (name.startsWith(DATA_DIR_PREFIX) && !isAlive(Number(name.slice(DATA_DIR_PREFIX.length).split('-')[0])))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}
const dataDir = join(tmpdir(), `${DATA_DIR_PREFIX}${process.env['E2E_RUN_ID']}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two, one per core of CI's machines: with three, tests waited out their time limits at
  // load 16 (the attribution test timed out at 45 s in a run on 7 Dec 2026).
  workers: 2,
  retries: 0,
  timeout: 45_000,
  // Web-first assertions wait for a state; on a loaded 2-core machine hydration alone has
  // taken more than 8 s. A longer limit only delays a failing run.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node server/server.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Start-up (PGlite's first open, its migrations) took 53 s on a shared 2-core machine
    // under load; the wait is for a state (the URL answering), so a long limit costs nothing.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Publishing from the staff inbox (tests/e2e/desk.spec.ts) builds into this run's own folder.
      SITE_RELEASES_DIR: join(dataDir, 'site-releases'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000',
      // Every test visits from 127.0.0.1, standing in for hundreds of visitors: the page-view
      // beacon's per-address limit (tested in tests/api/analytics.test.ts) would refuse them.
      ANALYTICS_EVENTS_PER_MINUTE: '0',
      ADMIN_USER: E2E_ADMIN_USER,
      // The staff inbox, with a password made up for this run (tests/e2e/admin-credentials.ts).
      ADMIN_PASSWORD_HASH: hashPasswordSync(e2eAdminPassword(), { log2N: 12, r: 8, p: 1 }),
    },
  },
});
