/**
 * GET /admin?month=YYYY-MM: the overview (open submissions per list, leads per month by
 * source, visits and conversion by source for the month, real visitors' speed, the
 * outbox, retention).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { overviewPage } from '../views/pages.tsx';
import { ownHosts, SPEED_DAYS, speedReport, trafficReport } from '../../analytics/reports.ts';
import { digestState, dueFollowUps, leadsBySource, outboxCounts } from '../../db/inbox.ts';
import { DIGEST_HOUR, staffAddresses } from '../../mail/digest.ts';
import { partsIn } from '../../submission-view.ts';
import { deliveryCounts } from '../../db/deliveries.ts';
import type { InboxKit } from '../kit.ts';
import { monthQuery } from '../schemas.ts';
import { monthOf } from './traffic.ts';

/** Months the leads-by-source chart covers, this one included. */
const LEAD_MONTHS = 6;

/** The `count` months up to `now`'s in `timeZone`, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count: number, timeZone: string): string[] {
  const { year, month } = partsIn(now, timeZone);
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1)).toISOString().slice(0, 7),
  );
}

/** The month `offset` months from `month` (YYYY-MM). */
function shiftMonth(month: string, offset: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1 + offset, 1)).toISOString().slice(0, 7);
}

export default async function overviewRoutes(app: FastifyInstance, { kit }: { kit: InboxKit }) {
  app.withTypeProvider<ZodTypeProvider>().get('/', { schema: { querystring: monthQuery } }, async (request, reply) => {
    const { page: context, counts } = await kit.navContext(request, reply, 'overview');
    const mail = await outboxCounts(kit.db());
    const now = kit.config.clock();
    const { timeZone } = kit.config;
    const months = lastMonths(now, LEAD_MONTHS, timeZone);
    const leads = { months, counts: await leadsBySource(kit.db(), months[0] ?? '', timeZone) };
    const username = request.staff?.username ?? '';
    const address = (await staffAddresses(kit.db(), kit.config.adminUser)).get(username);
    const current = monthOf(undefined, now, timeZone);
    const asked = monthOf(request.query.month, now, timeZone);
    const month = asked > current ? current : asked;
    const own = ownHosts(kit.config);
    const next = shiftMonth(month, 1);
    return kit.page(
      reply,
      overviewPage({
        context,
        counts,
        mail: { enabled: app.outbox.enabled, ...mail },
        webhooks: { enabled: app.webhooks.enabled, ...(await deliveryCounts(kit.db())) },
        retentionDays: kit.config.retentionDays,
        followUps: {
          due: await dueFollowUps(kit.db(), context.today, username),
          address,
          digestHour: DIGEST_HOUR,
          email: await digestState(kit.db(), username, context.today),
        },
        leads,
        traffic: {
          month,
          previous: shiftMonth(month, -1),
          next: next <= current ? next : undefined,
          bySource: await trafficReport(kit.db(), 'source', month, month, own, timeZone),
          byLanding: await trafficReport(kit.db(), 'landing', month, month, own, timeZone),
        },
        speed: { days: SPEED_DAYS, rows: await speedReport(kit.db(), now, timeZone) },
      }),
    );
  });
}
