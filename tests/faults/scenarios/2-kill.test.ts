import { scenario } from '../fixtures.ts';

scenario('kill', 'two servers on one PostgreSQL, one killed with SIGKILL mid-run: every 201 stored once');
