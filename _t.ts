import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync } from 'node:fs';
let t = Date.now();
const p = await PGlite.create(mkdtempSync('/tmp/pgl-'));
console.log('create fresh dir', Date.now() - t); t = Date.now();
await p.close();
const m = await PGlite.create();
console.log('create memory', Date.now() - t);
