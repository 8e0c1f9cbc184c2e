import { rehearse } from '../fixtures.ts';

rehearse(
  'identity',
  'distinct clients have distinct rate limits and stored addresses; the form limit holds across both replicas',
);
