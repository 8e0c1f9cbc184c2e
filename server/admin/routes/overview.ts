/** GET /admin: the overview (open submissions per list, leads per month by source, the outbox, retention). */
import type { FastifyInstance } from 'fastify';
import { overviewPage } from '#admin-views';
import { leadsBySource, outboxCounts } from '../../db/inbox.ts';
import { deliveryCounts } from '../../db/deliveries.ts';
import type { InboxKit } from '../kit.ts';

/** Months the leads-by-source chart covers, this one included. */
const LEAD_MONTHS = 6;

/** The `count` months up to `now`'s, oldest first, as YYYY-MM in UTC. */
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return month.toISOString().slice(0, 7);
  });
}

export default async function overviewRoutes(app: FastifyInstance, { kit }: { kit: InboxKit }) {
  app.get('/', async (request, reply) => {
    const { page: context, counts } = await kit.navContext(request, reply, 'overview');
    const mail = await outboxCounts(kit.db());
    const months = lastMonths(kit.config.clock(), LEAD_MONTHS);
    const leads = { months, counts: await leadsBySource(kit.db(), new Date(`${months[0]}-01T00:00:00Z`)) };
    return kit.page(
      reply,
      overviewPage({
        context,
        counts,
        mail: { enabled: app.outbox.enabled, ...mail },
        webhooks: { enabled: app.webhooks.enabled, ...(await deliveryCounts(kit.db())) },
        retentionDays: kit.config.retentionDays,
        leads,
      }),
    );
  });
}
