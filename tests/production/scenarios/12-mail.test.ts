import { rehearse } from '../fixtures.ts';

rehearse('mail', 'every e-mail of the run sent exactly once');
