import { rehearse } from '../fixtures.ts';

rehearse(
  'edge',
  'IPv6, unknown host names, the fixed redirect, ACME, nginx’s JSON 413/414/429 with the site’s headers, request ids',
);
