import { rehearse } from '../fixtures.ts';

rehearse(
  'forgery',
  'a forged X-Forwarded-For through nginx changes nothing; a direct client can forge neither its address nor https',
);
