/** `npm start`: build the site if needed, then run the server (which listens and prints its URL). */
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();
await import('../server/server.ts');
