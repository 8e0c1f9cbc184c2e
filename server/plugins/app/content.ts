/**
 * The publishable content in the database (server/content/desk.ts, kinds.ts): at
 * start, every opening of the repository's app/content/roles.yaml and every article of its
 * blog/ that the database does not hold yet is imported as its first revision, published. One replica adds each (the entry's key);
 * an opening the database holds is never overwritten by the files (docs/content.md).
 *
 * Once publishing is in use, the published build (SITE_RELEASES_DIR/current) is what the
 * replicas and nginx serve; an empty SITE_RELEASES_DIR is seeded with the release's own
 * build at the first start. A new release brings its own build, newer code and other content: when
 * the release's build is newer than the published one, the first replica to start
 * publishes again, so the site gets the release's code with the published content (the
 * other replicas find the lock taken and leave it).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { PublishRefused, REPOSITORY_CONTENT, seedReleases, startPublish } from '../../content/publish.ts';
import { importRepository } from '../../content/desk.ts';
import { KINDS } from '../../content/kinds.ts';

/** Whether the release's own build is newer than the published one (false while nothing was published). */
export function releaseIsNewer(distDir: string, releasesDir: string): boolean {
  try {
    const published = statSync(join(releasesDir, 'current', 'client', 'index.html')).mtimeMs;
    return statSync(join(distDir, 'index.html')).mtimeMs > published;
  } catch {
    return false;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    for (const kind of KINDS) {
      const imported = await importRepository(app.database.db, kind, REPOSITORY_CONTENT);
      if (imported.length > 0) app.log.info({ kind: kind.kind, imported }, 'content: imported from app/content');
    }
    const releasesDir = config.siteReleasesDir;
    // An empty releases folder gets the release's own build as its first `current`, so that
    // nginx, which serves only `current` (deploy/nginx.conf), has a site from the first start.
    const seeded = releasesDir ? seedReleases(releasesDir, config.distDir) : undefined;
    if (seeded) app.log.info({ release: seeded }, "content: the release folder seeded with this release's build");
    if (releasesDir && releaseIsNewer(config.distDir, releasesDir)) {
      try {
        const { id, finished } = await startPublish({
          db: app.database.db,
          releasesDir,
          author: 'release',
          reason: "A new release: the published content rebuilt with the release's code",
          log: app.log,
        });
        app.log.info({ publish: id }, 'content: a new release, so the published site is being rebuilt');
        finished.catch((error: unknown) => app.log.error({ err: error, publish: id }, 'content: publish failed'));
      } catch (error) {
        if (!(error instanceof PublishRefused)) throw error;
        app.log.info('content: a new release; another replica is rebuilding the published site');
      }
    }
  },
  { name: 'content', dependencies: ['database'] },
);
