import { rehearse } from '../fixtures.ts';

rehearse('restore', 'db:backup during traffic restores into a fresh database with every 201 answered before it began');
