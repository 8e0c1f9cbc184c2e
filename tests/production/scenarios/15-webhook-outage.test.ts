import { rehearse, stopAfterwards } from '../fixtures.ts';

rehearse(
  'webhook-outage',
  'the webhook receiver down for 60 s during traffic: deliveries resume by themselves, none lost',
);
stopAfterwards();
