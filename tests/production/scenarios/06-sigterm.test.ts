import { rehearse } from '../fixtures.ts';

rehearse('sigterm', 'a replica stopped mid-burst: /readyz 503 until it closed, every 201 stored once, exit 0');
