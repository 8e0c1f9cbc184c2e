import { webhookOutage } from '../webhooks.ts';
import { traffic } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

rehearse(
  'webhook-outage',
  'the webhook receiver down for 60 s during traffic: deliveries resume by themselves, none lost',
  { limitMs: 180_000, run: (r) => webhookOutage(r.receiver, r.db, (prefix) => traffic(r, prefix, 1)) },
);
