/**
 * The cookie-free analytics' exports (docs/analytics.md), signed-in staff only:
 *
 *   GET /admin/traffic.csv?month=YYYY-MM   month, source, visits, visitors, leads, conversion
 *   GET /admin/speed.csv                   route, device, metric, p75, samples (the last 28 days)
 *
 * A month that is not one (or none) is the current month, in UTC. Conversion is all
 * leads (spam left out) over unique visitors, as a fraction (0.0125 is 1.25 %), empty
 * without visitors; p75 is in milliseconds, CLS unitless.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORM_ORDER } from '../views/inbox.ts';
import { ownHosts, speedReport, trafficReport } from '../../analytics/reports.ts';
import { dayIn } from '../../submission-view.ts';
import { csvDocument } from '../csv.ts';
import type { InboxKit } from '../kit.ts';
import { monthQuery } from '../schemas.ts';

export const TRAFFIC_COLUMNS = ['month', 'source', 'visits', 'visitors', 'leads', 'conversion'] as const;
export const SPEED_COLUMNS = ['route', 'device', 'metric', 'p75', 'samples'] as const;

/** The month asked for, else the clock's in the agency's time zone, as YYYY-MM. */
export const monthOf = (asked: string | undefined, now: Date, timeZone: string) =>
  asked ?? dayIn(now, timeZone).slice(0, 7);

export default async function trafficRoutes(app: FastifyInstance, { kit }: { kit: InboxKit }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const attachment = (name: string) => `attachment; filename="${name}"`;

  routes.get('/traffic.csv', { schema: { querystring: monthQuery } }, async (request, reply) => {
    const month = monthOf(request.query.month, kit.config.clock(), kit.config.timeZone);
    const rows = await trafficReport(kit.db(), 'source', month, month, ownHosts(kit.config), kit.config.timeZone);
    const records = rows.map((row) => [
      row.month,
      row.key,
      row.visits,
      row.visitors,
      FORM_ORDER.reduce((sum, form) => sum + row.leads[form], 0),
      row.conversion === null ? '' : row.conversion.toFixed(4),
    ]);
    request.log.info(
      { month, rows: rows.length, username: request.staff?.username },
      'staff inbox: traffic CSV export',
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`traffic-${month}.csv`))
      .header('x-content-type-options', 'nosniff')
      .send(csvDocument([TRAFFIC_COLUMNS, ...records]));
  });

  routes.get('/speed.csv', async (request, reply) => {
    const now = kit.config.clock();
    const rows = await speedReport(kit.db(), now, kit.config.timeZone);
    const records = rows.flatMap((row) =>
      Object.entries(row.metrics).map(([metric, figure]) => [
        row.route,
        row.device,
        metric,
        metric === 'CLS' ? figure.p75.toFixed(3) : Math.round(figure.p75),
        figure.samples,
      ]),
    );
    request.log.info({ rows: records.length, username: request.staff?.username }, 'staff inbox: speed CSV export');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`speed-${dayIn(now, kit.config.timeZone)}.csv`))
      .header('x-content-type-options', 'nosniff')
      .send(csvDocument([SPEED_COLUMNS, ...records]));
  });
}
