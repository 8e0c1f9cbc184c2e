/**
 * `npm run retention`: runs the retention job once against the database the
 * environment points at (DATABASE_URL, or PGlite in DATA_DIR) with RETENTION_DAYS (and
 * ANALYTICS_RAW_DAYS for the visits' raw events),
 * prints what it deleted and exits. The server also runs it daily.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ownHosts, pruneAnalytics } from '../analytics/reports.ts';
import { deleteExpired } from '../retention.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await deleteExpired(database, config.retentionDays);
  const { contact, hire, 'job-apply': applications } = result.submissions;
  console.log(
    `Deleted what is older than ${config.retentionDays} days: ${contact} contact enquiries, ${hire} hire requests, ` +
      `${applications} job applications (with their resumes), ${result.emails} e-mails, ${result.history} history entries (stage changes and notes), ${result.webhooks} webhook deliveries and ${result.sessions} expired staff sessions.`,
  );
  const analytics = await pruneAnalytics(
    database,
    config.analytics.rawDays,
    new Date(),
    ownHosts(config),
    config.timeZone,
  );
  console.log(
    `Visits: ${analytics.rolledUp} days added to the daily aggregates; ${analytics.events} raw events older than ${config.analytics.rawDays} days deleted.`,
  );
} catch (error) {
  console.error('Retention failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
