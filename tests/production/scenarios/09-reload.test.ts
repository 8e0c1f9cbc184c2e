import { rehearse } from '../fixtures.ts';

rehearse('reload', 'nginx reloaded during traffic: no failed request');
