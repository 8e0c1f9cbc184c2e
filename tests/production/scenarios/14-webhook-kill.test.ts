import { webhookAfterKill } from '../webhooks.ts';
import { rehearse } from '../fixtures.ts';

rehearse(
  'webhook-kill',
  'the sigkill burst: every 201 reached the webhook receiver, verified, and repeats carry the same webhook-id',
  { limitMs: 90_000, run: (r) => webhookAfterKill(r.receiver, r.db, r.killBurst) },
);
