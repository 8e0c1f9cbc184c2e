/**
 * `npm run content:export`: writes the content published from the staff inbox back into
 * the repository, so that a developer can review and commit it (server/content/kinds.ts):
 * app/content/roles.yaml from the published openings (closed ones kept, marked
 * `closed: true`) and app/forms/open-positions.ts from it; app/content/blog/ from the
 * published articles (an article's file is rewritten only when its content changed; the
 * file of one no longer published is removed). Reads the database the environment points
 * at (DATABASE_URL, or PGlite in DATA_DIR: on PGlite, while the server is stopped, as the
 * folder has one user at a time). See docs/content.md for which copy wins.
 *
 *   npm run content:export            write the files
 *   npm run content:export -- --check exit 1 when the files differ from the database
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expectedPositionsModule, POSITIONS_FILE } from '../../app/forms/positions-module.server.ts';
import { loadConfig } from '../config.ts';
import { holdsAny } from '../content/desk.ts';
import { exportPublished, KINDS, publishedOpenings } from '../content/kinds.ts';
import { REPOSITORY_CONTENT } from '../content/publish.ts';
import { openDatabase } from '../db/client.ts';

const check = process.argv.includes('--check');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const where = (file: string) => relative(process.cwd(), join(REPOSITORY_CONTENT, file));
try {
  await database.migrate();
  const held = await Promise.all(KINDS.map((kind) => holdsAny(database.db, kind)));
  if (!held.some(Boolean)) {
    console.error('The database holds no published content: nothing to export (is this the right database?).');
    process.exitCode = 1;
  } else {
    const { changed, removed } = await exportPublished(database.db, REPOSITORY_CONTENT, { check });
    const differing = [...changed, ...removed].map(where);
    if (check) {
      if (differing.length > 0) {
        console.error(`${differing.join(', ')} differ from the published content: npm run content:export`);
        process.exitCode = 1;
      } else console.log('app/content is what the database publishes.');
    } else if (differing.length === 0) {
      console.log('app/content is already what the database publishes: nothing written.');
    } else {
      // The positions module is generated from roles.yaml: it follows.
      if (changed.includes('roles.yaml')) writeFileSync(POSITIONS_FILE, expectedPositionsModule());
      const openings = await publishedOpenings(database.db);
      const open = openings.filter((opening) => !opening.closed).length;
      console.log(
        [
          ...changed.map((file) => `wrote ${where(file)}`),
          ...removed.map((file) => `removed ${where(file)} (no longer published)`),
          ...(changed.includes('roles.yaml')
            ? [
                `(${open} open and ${openings.length - open} closed openings; and ${relative(process.cwd(), POSITIONS_FILE)})`,
              ]
            : []),
          'Review with git diff, then commit.',
        ].join('\n'),
      );
    }
  }
} catch (error) {
  console.error('Export failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
