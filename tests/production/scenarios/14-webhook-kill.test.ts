import { randomBytes } from 'node:crypto';
import { killMidBurst, restartKilled } from '../helpers.ts';
import { type Rehearsal } from '../rehearsal.ts';
import { webhookAfterKill } from '../webhooks.ts';
import { rehearse } from '../fixtures.ts';

/** A burst of its own with a replica killed in it, as in the sigkill scenario, seen from the webhook receiver. */
async function webhookKill(r: Rehearsal): Promise<string> {
  const burst = await killMidBurst(r, `hookkill-${randomBytes(3).toString('hex')}-`, '127.0.3', 180, 60);
  try {
    return await webhookAfterKill(r.receiver, r.db, burst.outcomes);
  } finally {
    await restartKilled(r);
  }
}

rehearse(
  'webhook-kill',
  'a replica killed mid-burst: every 201 reached the webhook receiver, verified, and repeats carry the same webhook-id',
  { limitMs: 160_000, run: webhookKill },
);
