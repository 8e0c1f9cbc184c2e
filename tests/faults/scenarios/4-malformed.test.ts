import { scenario } from '../fixtures.ts';

scenario('malformed', 'a corpus of malformed requests, slow clients, memory: clear 4xx, no crash');
