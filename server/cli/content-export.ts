/**
 * `npm run content:export`: writes the content published from the staff inbox back into
 * the repository, so that a developer can review and commit it: app/content/roles.yaml
 * from the published openings (closed ones kept, marked `closed: true`), and
 * app/forms/open-positions.ts from it. Reads the database the environment points at
 * (DATABASE_URL, or PGlite in DATA_DIR: on PGlite, while the server is stopped, as the
 * folder has one user at a time). See docs/content.md for which copy wins.
 *
 *   npm run content:export            write the files
 *   npm run content:export -- --check exit 1 when the files differ from the database
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expectedPositionsModule, POSITIONS_FILE } from '../../app/forms/positions-module.server.ts';
import { loadConfig } from '../config.ts';
import { REPOSITORY_CONTENT, rolesYaml } from '../content/publish.ts';
import { publishedOpenings } from '../content/store.ts';
import { openDatabase } from '../db/client.ts';

const check = process.argv.includes('--check');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const openings = await publishedOpenings(database.db);
  if (openings.length === 0) {
    console.error('The database holds no published opening: nothing to export (is this the right database?).');
    process.exitCode = 1;
  } else {
    const file = join(REPOSITORY_CONTENT, 'roles.yaml');
    const text = rolesYaml(REPOSITORY_CONTENT, openings);
    const current = readFileSync(file, 'utf8');
    const where = relative(process.cwd(), file);
    if (check) {
      if (current !== text) {
        console.error(`${where} differs from the published openings: npm run content:export`);
        process.exitCode = 1;
      } else console.log(`${where} is what the database publishes.`);
    } else {
      writeFileSync(file, text);
      // The positions module is generated from roles.yaml: it follows.
      writeFileSync(POSITIONS_FILE, expectedPositionsModule());
      const open = openings.filter((opening) => !opening.closed).length;
      console.log(
        `wrote ${where}: ${open} open and ${openings.length - open} closed openings; and ${relative(process.cwd(), POSITIONS_FILE)}. Review with git diff, then commit.`,
      );
    }
  }
} catch (error) {
  console.error('Export failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
