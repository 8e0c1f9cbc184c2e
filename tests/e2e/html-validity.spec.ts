/**
 * Every prerendered page is valid HTML by the W3C's Nu Html Checker (the `vnu-jar`
 * package, run on Java), at zero errors. It reads the built files in build/client, so
 * it checks exactly what the server sends; warnings (the checker's advice) are not
 * counted.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

const CLIENT = 'build/client';
/** The checker itself, from the `vnu-jar` package (its module only exports this path). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file))
    .sort();
}

test('every prerendered page passes the W3C HTML validator with zero errors', () => {
  // One Java process for all the pages: starting the checker costs more than checking them.
  test.setTimeout(120_000);
  const files = htmlFiles(CLIENT);
  // Every route is prerendered; a build that wrote few pages is itself a failure.
  expect(files.length).toBeGreaterThanOrEqual(30);

  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  expect(java.error, 'Java runs the validator: install a JRE (apt-get install default-jre-headless)').toBeUndefined();

  const run = spawnSync('java', ['-Xss1m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // The checker writes its JSON report to standard error.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const problems = report.messages
    .filter((message) => message.type !== 'info')
    .map(
      (message) =>
        `${message.url ? fileURLToPath(message.url).replace(/^.*build\/client\//, '/') : '(run)'}` +
        `:${message.lastLine ?? '?'}: ${message.message}${message.extract ? `\n    ${message.extract.trim()}` : ''}`,
    );
  expect(problems, problems.join('\n')).toEqual([]);
});
