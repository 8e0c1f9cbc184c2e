/**
 * `npm run db:migrate`: applies pending migrations to the database the environment
 * points at (DATABASE_URL, or PGlite in DATA_DIR) and exits. The server also applies
 * them when it starts, so this is for deployments that migrate as a separate step.
 */
import { loadConfig } from '../config.ts';
import { StartupError } from '../startup-error.ts';
import { openDatabase } from '../db/client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate({ onWait: (message) => console.error(message) });
  console.log(
    `Migrations applied to ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}.`,
  );
} catch (error) {
  // A lock out of reach past the deadline says what it waited for; anything else is a fault with its trace.
  if (error instanceof StartupError) console.error(error.message);
  else console.error('Migration failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
