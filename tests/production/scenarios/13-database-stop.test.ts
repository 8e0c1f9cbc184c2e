import { rehearse } from '../fixtures.ts';

rehearse('database-stop', 'PostgreSQL stopped for 30 s during traffic: a clear 503, no 201 lost, recovery by itself');
