import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { hashPasswordSync } from './server/admin/password.ts';
import { E2E_ADMIN_USER, e2eAdminPassword } from './tests/e2e/admin-credentials.ts';

/**
 * Browser tests against the real server on the built site, in Debian's Chromium
 * (no browser download). `npm test` builds the site first; the server uses a
 * throwaway data folder so tests never touch a developer's database.
 */
const port = Number(process.env['E2E_PORT'] ?? 4391);
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node server/server.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Outside test-results/, which Playwright empties when it starts.
      DATA_DIR: join(tmpdir(), `nexaweave-e2e-data-${port}`),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000',
      ADMIN_USER: E2E_ADMIN_USER,
      // The staff inbox, with a password made up for this run (tests/e2e/admin-credentials.ts).
      ADMIN_PASSWORD_HASH: hashPasswordSync(e2eAdminPassword(), { log2N: 12, r: 8, p: 1 }),
    },
  },
});
