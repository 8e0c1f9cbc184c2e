/**
 * Runs the retention job (server/retention.ts, and the analytics roll-up and pruning of
 * server/analytics/reports.ts) inside the server: a minute after
 * start, then once a day. The timers never keep the process alive and stop when the
 * app closes. A failed run is logged and tried again the next day.
 */
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { ownHosts, pruneAnalytics } from '../../analytics/reports.ts';
import { deleteExpired } from '../../retention.ts';

export const RETENTION_FIRST_RUN_MS = 60_000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

export default fp<{ config: Config }>(
  async (app, { config }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;

    const run = () => {
      running = deleteExpired(app.database, config.retentionDays).then(
        (result) => {
          const total = Object.values(result.submissions).reduce((sum, n) => sum + n, 0);
          app.log.info({ retentionDays: config.retentionDays, ...result, total }, 'retention: old submissions deleted');
        },
        (error: unknown) =>
          app.log.error({ err: error }, 'retention: the daily deletion failed; it runs again tomorrow'),
      );
      // Visits: finished days added up into the daily aggregates, raw events past ANALYTICS_RAW_DAYS deleted.
      const analytics = pruneAnalytics(
        app.database,
        config.analytics.rawDays,
        config.clock(),
        ownHosts(config),
        config.timeZone,
      ).then(
        (result) =>
          app.log.info(
            { analyticsRawDays: config.analytics.rawDays, ...result },
            'retention: analytics rolled up and pruned',
          ),
        (error: unknown) =>
          app.log.error({ err: error }, 'retention: the analytics roll-up failed; it runs again tomorrow'),
      );
      running = Promise.all([running, analytics]).then(() => undefined);
    };

    app.addHook('onReady', async () => {
      app.log.info({ retentionDays: config.retentionDays }, 'retention: submissions are deleted after RETENTION_DAYS');
      timer = setTimeout(() => {
        run();
        timer = setInterval(run, RETENTION_INTERVAL_MS);
        timer.unref();
      }, RETENTION_FIRST_RUN_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['database'] },
);
