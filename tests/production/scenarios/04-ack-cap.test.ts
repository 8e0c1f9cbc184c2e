import { rehearse } from '../fixtures.ts';

rehearse('ack-cap', 'one acknowledgement per recipient across both replicas, address variants counted as one');
