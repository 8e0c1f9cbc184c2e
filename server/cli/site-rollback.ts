/**
 * `npm run site:rollback`: the site back to the build published before the live one, at
 * once (server/content/publish.ts `rollBack`): for a publish that went live but should not
 * have (a page that renders wrong). The replicas follow within a second and nginx on its
 * reload (docs/operations.md). The database still publishes what it did: correct the
 * content in the desk (or publish an earlier revision again), then publish.
 */
import { loadConfig } from '../config.ts';
import { rollBack } from '../content/publish.ts';

const { siteReleasesDir } = loadConfig();
try {
  if (!siteReleasesDir) throw new Error('SITE_RELEASES_DIR is not set: publishing, and so rolling back, is off.');
  const { from, to } = rollBack(siteReleasesDir);
  console.log(`The site now serves ${to} (it served ${from}). Publish again to go forward.`);
} catch (error) {
  console.error('Rollback failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
