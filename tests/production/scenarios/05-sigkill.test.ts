import { rehearse } from '../fixtures.ts';

rehearse(
  'sigkill',
  'a replica killed mid-burst: every 201 stored exactly once, no POST passed on, new requests to the live replica',
);
