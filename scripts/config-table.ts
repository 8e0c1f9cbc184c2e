/**
 * The README's configuration table, generated from the server's environment schema
 * (server/config.ts: each variable's description and its value when unset), so the
 * README lists every variable the server reads and no other. `npm run config:table`
 * rewrites it between its two markers; tests/unit/config-table.test.ts fails when the
 * README's copy differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { environmentVariables } from '../server/config.ts';

const README = resolve(import.meta.dirname, '..', 'README.md');
const TABLE_START = '<!-- The configuration table is generated from server/config.ts: npm run config:table -->';
const TABLE_END = '<!-- End of the generated configuration table -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table as Prettier formats it in the README. */
export async function configurationTable(): Promise<string> {
  const rows = environmentVariables().map(({ name, whenUnset, description, secret }) => {
    const meaning = secret ? `${description} Or from a file: \`${name}_FILE\`.` : description;
    return `| \`${name}\` | ${cell(whenUnset)} | ${cell(meaning)} |`;
  });
  const table = ['| Variable | When unset | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
  const options = await resolveConfig(README);
  return (await format(table, { ...options, parser: 'markdown' })).trimEnd();
}

/** The README's table as it stands, between the markers. */
export function readmeTable(readme = readFileSync(README, 'utf8')): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the configuration table's markers (${TABLE_START})`);
  return readme.slice(start + TABLE_START.length, end).trim();
}

if (import.meta.main) {
  const readme = readFileSync(README, 'utf8');
  const current = readmeTable(readme);
  const table = await configurationTable();
  if (current === table) {
    console.log('README.md: the configuration table is up to date.');
  } else {
    const start = readme.indexOf(TABLE_START) + TABLE_START.length;
    writeFileSync(README, `${readme.slice(0, start)}\n\n${table}\n\n${readme.slice(readme.indexOf(TABLE_END))}`);
    console.log('README.md: the configuration table was rewritten from server/config.ts.');
  }
}
