/**
 * Queues each member of staff's morning digest of follow-ups (server/mail/digest.ts)
 * inside the server: a check soon after start, then every DIGEST_CHECK_MS. The check
 * queues nothing before DIGEST_HOUR in the agency's time zone, nor a digest already
 * queued that day (by this replica or another), so it is cheap to repeat; what it
 * queues, the outbox sends like any e-mail. A failed check is logged and tried at the
 * next one. Registered with the staff inbox (server/app.ts), whose accounts it serves.
 */
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { queueDigests } from '../../mail/digest.ts';
import { domainOf } from '../../mail/outbox.ts';

export const DIGEST_FIRST_CHECK_MS = 30_000;
export const DIGEST_CHECK_MS = 5 * 60_000;

export default fp<{ config: Config }>(
  async (app, { config }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    /** Who was told of having no address, by day: said once a day, not every check. */
    const warned = new Set<string>();
    const settings = {
      timeZone: config.timeZone,
      adminUser: config.adminUser,
      messageDomain: domainOf(config.mailFrom),
    };

    const check = () => {
      running = running.then(() =>
        queueDigests(app.database.db, settings, config.clock()).then(
          ({ day, queued, noAddress }) => {
            if (queued.length > 0) {
              app.log.info({ day, staff: queued }, 'digest: morning e-mails of follow-ups queued');
              app.outbox.nudge();
            }
            const unwarned = noAddress.filter((name) => !warned.has(`${day} ${name}`));
            if (unwarned.length > 0) {
              for (const name of unwarned) warned.add(`${day} ${name}`);
              app.log.warn(
                { day, staff: unwarned },
                'digest: follow-ups are due for staff with no e-mail address; set one with npm run staff -- email NAME ADDRESS',
              );
            }
          },
          (error: unknown) =>
            app.log.error({ err: error }, 'digest: could not queue the morning e-mails; trying again shortly'),
        ),
      );
    };

    app.addHook('onReady', async () => {
      timer = setTimeout(() => {
        check();
        timer = setInterval(check, DIGEST_CHECK_MS);
        timer.unref();
      }, DIGEST_FIRST_CHECK_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    });
  },
  { name: 'digest', dependencies: ['database', 'outbox'] },
);
