/**
 * Writes app/forms/open-positions.ts from app/content/roles.yaml (app/forms/positions-module.server.ts
 * says what it holds): by `npm run build` before React Router builds, and by
 * `npm run forms:positions` after editing roles.yaml.
 *
 *   node scripts/open-positions.ts          write the file
 *   node scripts/open-positions.ts --check  exit 1 when it is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { expectedPositionsModule, POSITIONS_FILE } from '../app/forms/positions-module.server.ts';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const expected = expectedPositionsModule();
  let current = '';
  try {
    current = readFileSync(POSITIONS_FILE, 'utf8');
  } catch {
    // Not written yet.
  }
  if (process.argv.includes('--check')) {
    if (current !== expected) {
      console.error('app/forms/open-positions.ts is out of date: npm run forms:positions');
      process.exit(1);
    }
  } else if (current !== expected) {
    writeFileSync(POSITIONS_FILE, expected);
    console.log('wrote app/forms/open-positions.ts');
  }
}
