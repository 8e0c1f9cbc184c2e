/**
 * `npm run bench`: page weight, Lighthouse, HTTP load, then the analytics endpoint's load, all on one snapshot of
 * build/client/, printed as tables and written as Markdown, one file a part, to bench/results/<part>.md
 * (weight, lighthouse, http, analytics) with the date, the machine, the load and the command of its run.
 * docs/performance.md quotes those files between `<!-- bench/results/<part>.md -->` and
 * `<!-- end of bench/results/<part>.md -->`; the run refreshes the quotes and leaves the rest of the
 * page, written by hand, as it is. It prints figures; it does not judge them.
 * Each part also runs alone: node bench/page-weight.ts, bench/lighthouse.ts, bench/http-load.ts.
 *
 * Flags narrow it for a quick look (the full run, with the floor runs and four routes, takes well over an hour on a 2-CPU machine):
 *   --parts=weight,lighthouse,http,analytics   which parts run (all four by default)
 *   --routes=/,/contact-us --runs=5 --throttling=simulated,devtools --loader=0,built --cpu-slowdown=4,6
 *   (Lighthouse's defaults: the four routes /,/contact-us,/about-us,/work/basebone, 5 runs)
 *   --no-floor                       Lighthouse without the scripts-stripped floor runs (bench/lighthouse.ts)
 *   --busy-index-ratio=0.75 --busy-load=2   when a Lighthouse run counts as busy (bench/lighthouse.ts)
 *   --origin=http://127.0.0.1:PORT   Lighthouse on a server already running the built site
 *   --no-write                       print only, leave bench/results/ and docs/performance.md as they are
 * A part that does not run keeps its file (and its quote) as it was.
 *
 * What it writes is formatted with the project's Prettier settings, so `npm run lint` stays clean.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { run as analyticsLoad } from './analytics-load.ts';
import { run as httpLoad } from './http-load.ts';
import { parseOptions, run as lighthouse } from './lighthouse.ts';
import { cleanupAll, renderMarkdown, renderText, ROOT, snapshotDist, text, type Report, type Snapshot } from './lib.ts';
import { run as pageWeight } from './page-weight.ts';

const DOC = join(ROOT, 'docs', 'performance.md');
const RESULTS = join(ROOT, 'bench', 'results');
const PARTS = {
  weight: 'Page weight',
  lighthouse: 'Lighthouse',
  http: 'HTTP load',
  analytics: 'Analytics load',
} as const;
type Part = keyof typeof PARTS;

/** One part's results file: its report, with the lines that say which run it came from under the heading. */
export function resultMarkdown(report: Report, run: readonly string[]): string {
  const [heading = `## ${report.title}`, ...rest] = renderMarkdown(report).split('\n');
  return [heading, '', ...run, ...rest].join('\n') + '\n';
}

const QUOTE = /<!-- bench\/results\/([\w-]+\.md) -->\n[\s\S]*?<!-- end of bench\/results\/\1 -->/g;

/** The names of the results files a page quotes, in their order. */
export function quotedResults(doc: string): string[] {
  return [...doc.matchAll(QUOTE)].map((match) => match[1] ?? '');
}

/** `doc` with each quote of a results file replaced by the file's text (`read` answers undefined: kept as it was). */
export function quoteResults(doc: string, read: (name: string) => string | undefined): string {
  return doc.replace(QUOTE, (quote, name: string) => {
    const text = read(name);
    return text === undefined
      ? quote
      : `<!-- bench/results/${name} -->\n\n${text.trim()}\n\n<!-- end of bench/results/${name} -->`;
  });
}

async function formatted(path: string, markdown: string): Promise<string> {
  try {
    return await format(markdown, { ...((await resolveConfig(path)) ?? {}), filepath: path });
  } catch (error) {
    console.error(`Prettier could not format ${relative(ROOT, path)}; written unformatted:`, error);
    return markdown;
  }
}

/** Writes each part's results file, then refreshes their quotes in docs/performance.md. */
async function writeResults(results: ReadonlyMap<Part, string>): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  const written = new Map<string, string>();
  for (const [part, markdown] of results) {
    const file = join(RESULTS, `${part}.md`);
    const text = await formatted(file, markdown);
    await writeFile(file, text);
    written.set(`${part}.md`, text);
    console.log(`Wrote ${relative(process.cwd(), file)}`);
  }
  const doc = await readFile(DOC, 'utf8');
  const missing = [...written.keys()].filter((name) => !quotedResults(doc).includes(name));
  if (missing.length > 0) console.log(`docs/performance.md does not quote ${missing.join(', ')}`);
  await writeFile(
    DOC,
    await formatted(
      DOC,
      quoteResults(doc, (name) => written.get(name)),
    ),
  );
}

function osName(): string {
  const release = spawnSync('sh', ['-c', '. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME"'], { encoding: 'utf8' });
  return release.stdout.trim() || process.platform;
}

function command(): string {
  const flags = process.argv.slice(2).join(' ');
  if (process.env['npm_lifecycle_event'] === 'bench') return flags ? `npm run bench -- ${flags}` : 'npm run bench';
  return `node ${process.argv
    .slice(1)
    .map((arg) => (arg.startsWith('-') ? arg : relative(process.cwd(), arg) || arg))
    .join(' ')}`;
}

function overrides(): string {
  const names = [
    'LIGHTHOUSE_RUNS',
    'LIGHTHOUSE_PAUSE_AFTER_LOAD_MS',
    'HTTP_REQUESTS',
    'HTTP_CONNECTIONS',
    'ANALYTICS_BENCH_RATE',
    'ANALYTICS_BENCH_SECONDS',
    'ANALYTICS_BENCH_ADDRESSES',
    'CONTACT_BENCH_RATE',
    'CHROMIUM_PATH',
  ];
  const set = names.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  return set.length > 0 ? set.join(' ') + ' ' : '';
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function main(): Promise<void> {
  const { values } = parseArgs({
    strict: false,
    options: { parts: { type: 'string' }, 'no-write': { type: 'boolean' } },
  });
  const parts = (typeof values['parts'] === 'string' ? values['parts'].split(',') : Object.keys(PARTS)) as Part[];
  for (const part of parts)
    if (!(part in PARTS)) throw new Error(`--parts: "${part}" is not one of ${Object.keys(PARTS).join(', ')}`);
  // Checked before the long run starts, so a mistyped flag fails at once.
  const lighthouseOptions = parseOptions();
  const started = new Date();
  const cmd = `${overrides()}${command()}`;
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const machine = `${availableParallelism()} CPUs (nproc; ${cpu}), ${(totalmem() / 1024 ** 3).toFixed(1)} GiB memory, ${osName()}, Node.js ${process.version}`;
  const results = new Map<Part, string>();
  let failed = false;
  try {
    const snapshot: Snapshot = await snapshotDist();
    const notes = [
      `Measured on one copy of \`build/client/\` as built at ${snapshot.builtAt.toISOString()}.`,
      ...snapshot.notes,
    ];
    for (const note of snapshot.notes) console.log(note);
    const runners: Record<Part, (s: Snapshot) => Promise<Report>> = {
      weight: pageWeight,
      lighthouse: (s) => lighthouse(s, lighthouseOptions),
      http: httpLoad,
      analytics: analyticsLoad,
    };
    for (const part of parts) {
      const title = PARTS[part];
      console.log(`\n### ${title}…`);
      const begun = new Date();
      const loadAtStart = load();
      let report: Report;
      try {
        report = await runners[part](snapshot);
      } catch (error) {
        failed = true;
        report = { title, blocks: [text(`Not measured: ${error instanceof Error ? error.message : String(error)}`)] };
      }
      console.log(renderText(report));
      const minutes = ((Date.now() - begun.getTime()) / 60_000).toFixed(1);
      results.set(
        part,
        resultMarkdown(report, [
          `- Run: ${begun.toISOString()} (took ${minutes} min), \`${cmd}\``,
          `- Machine: ${machine}`,
          `- Load average (1/5/15 min) at start ${loadAtStart}, at the end ${load()}`,
          ...notes.map((note) => `- ${note}`),
        ]),
      );
    }
  } finally {
    await cleanupAll();
  }

  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  if (values['no-write']) console.log(`\nDone in ${minutes} min; bench/results/ left as it was (--no-write).`);
  else {
    await writeResults(results);
    console.log(`Done in ${minutes} min.`);
  }
  if (failed) process.exitCode = 1;
}

if (import.meta.main) await main();
