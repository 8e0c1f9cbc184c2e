/**
 * The floor of a page: the same prerendered HTML without its scripts, which the Lighthouse
 * bench measures beside each page (bench/lighthouse.ts). What the floor costs is the cost of
 * the page's HTML, CSS, fonts, images and CSS-driven loader alone; what the page costs above
 * it is the cost of its scripts, and a busy machine moves both alike.
 *
 * Removed: every `<script>` element (inline, external, `type="module"`) except
 * `application/ld+json`, which is data that never runs, and every
 * `<link rel="modulepreload">`. Every other byte of the document stays as it was, so the
 * stripped page keeps the same stylesheets, font preloads, images and loader markup.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { precompressFile } from '../scripts/precompress.ts';
import { onCleanup } from './lib.ts';

/** A script element that is data, not code: kept on the floor (structured data for search engines). */
function isData(attributes: Record<string, string>): boolean {
  return (attributes['type'] ?? '').trim().toLowerCase() === 'application/ld+json';
}

function isModulePreload(attributes: Record<string, string>): boolean {
  return (attributes['rel'] ?? '').toLowerCase().split(/\s+/).includes('modulepreload');
}

/**
 * The HTML with its scripts and module preloads cut out. A tokenizer rather than a regular
 * expression, because it knows where an element really ends (a script body is raw text, an
 * attribute value may hold `>`, a comment may mention `<script>`), and rather than a DOM
 * round trip, because cutting the source ranges leaves every other byte untouched.
 */
export function stripScripts(html: string): string {
  const cuts: [start: number, end: number][] = [];
  let scriptStart: number | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && !isData(attributes)) scriptStart = parser.startIndex;
      if (name === 'link' && isModulePreload(attributes)) cuts.push([parser.startIndex, parser.endIndex + 1]);
    },
    onclosetag(name, isImplied) {
      if (name !== 'script' || scriptStart === undefined) return;
      // An implied close is the end of the document (a script left open runs to the end).
      cuts.push([scriptStart, isImplied ? html.length : parser.endIndex + 1]);
      scriptStart = undefined;
    },
  });
  parser.end(html);
  let out = '';
  let from = 0;
  for (const [start, end] of cuts) {
    out += html.slice(from, start);
    from = end;
  }
  return out + html.slice(from);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * A copy of a built site whose pages are stripped (deleted when the bench ends). Their .br
 * and .gz variants are written again, or the server would send the old pages precompressed
 * and the floor would come down the throttled network as heavy as the page does. The site
 * server hashes each page's remaining inline scripts into its CSP at start, as for any build.
 */
export async function strippedCopy(distDir: string): Promise<{ dir: string; pages: number }> {
  const parent = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  onCleanup(() => rm(parent, { recursive: true, force: true }));
  const dir = join(parent, 'client');
  await cp(distDir, dir, { recursive: true });
  let pages = 0;
  for await (const file of htmlFiles(dir)) {
    await writeFile(file, stripScripts(await readFile(file, 'utf8')));
    await precompressFile(file);
    pages += 1;
  }
  return { dir, pages };
}
