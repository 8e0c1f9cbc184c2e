import { rehearse } from '../fixtures.ts';

rehearse(
  'webhook-kill',
  'the sigkill burst: every 201 reached the webhook receiver, verified, and repeats carry the same webhook-id',
);
