/** Builds an app for API tests on the fixture site, with quiet logs and a private data folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';

export const FIXTURE_DIST = resolve(import.meta.dirname, '../fixtures/dist');

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    distDir: FIXTURE_DIST,
    // Made only when the caller brings none (else it was left behind, empty, in /tmp).
    dataDir: overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'nexaweave-test-')),
    logLevel: 'silent',
    ...overrides,
  };
}

/** An app on the fixture site; its private data folder is deleted when the app closes. */
export async function testApp(overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  const app = await buildApp(config);
  app.addHook('onClose', async () => {
    if (!overrides.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}
