import { rehearse } from '../fixtures.ts';

rehearse(
  'release',
  'a new release switched in, nginx reloaded, replicas restarted in turn: 0 failed requests, no CSP violation',
);
