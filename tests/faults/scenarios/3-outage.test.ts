import { scenario } from '../fixtures.ts';

scenario('outage', 'PostgreSQL stopped for 10 s mid-run: 503 while it is down, recovery by itself');
