/**
 * `npm run bench`: page weight, Lighthouse, HTTP load, then the analytics endpoint's load, all on one snapshot of
 * build/client/, printed as tables and written as Markdown to docs/performance.md with the
 * date, the machine and the command. It prints figures; it does not judge them.
 * Each part also runs alone: node bench/page-weight.ts, bench/lighthouse.ts, bench/http-load.ts.
 *
 * Flags narrow it for a quick look (the full run, with the floor runs and four routes, takes well over an hour on a 2-CPU machine):
 *   --parts=weight,lighthouse,http,analytics   which parts run (all four by default)
 *   --routes=/,/contact-us --runs=5 --throttling=simulated,devtools --loader=0,built --cpu-slowdown=4,6
 *   (Lighthouse's defaults: the four routes /,/contact-us,/about-us,/work/basebone, 5 runs)
 *   --no-floor                       Lighthouse without the scripts-stripped floor runs (bench/lighthouse.ts)
 *   --busy-index-ratio=0.75 --busy-load=2   when a Lighthouse run counts as busy (bench/lighthouse.ts)
 *   --origin=http://127.0.0.1:PORT   Lighthouse on a server already running the built site
 *   --no-write                       print only, leave docs/performance.md as it is
 * A part that does not run keeps its section of the file as it was.
 *
 * The file's header and its three sections are replaced; any other "## " section
 * (such as the load and fault suite's, written by hand) is kept as it is, after them.
 * The result is formatted with the project's Prettier settings, so `npm run lint` stays clean.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { run as analyticsLoad } from './analytics-load.ts';
import { run as httpLoad } from './http-load.ts';
import { parseOptions, run as lighthouse } from './lighthouse.ts';
import { cleanupAll, renderMarkdown, renderText, ROOT, snapshotDist, text, type Report, type Snapshot } from './lib.ts';
import { run as pageWeight } from './page-weight.ts';

const OUTPUT = join(ROOT, 'docs', 'performance.md');
const PARTS = {
  weight: 'Page weight',
  lighthouse: 'Lighthouse',
  http: 'HTTP load',
  analytics: 'Analytics load',
} as const;
type Part = keyof typeof PARTS;

/** The "## " sections of an existing file that this run does not write, in their order. */
export function keptSections(existing: string, written: ReadonlySet<string>): string[] {
  return existing
    .split(/^(?=## )/m)
    .slice(1)
    .filter((section) => !written.has((section.split('\n')[0] ?? '').slice(3).trim()))
    .map((section) => section.trimEnd());
}

/** Writes the header and the reports, keeps the file's other sections, formats with Prettier. */
export async function writeDoc(path: string, header: string, reports: Report[]): Promise<void> {
  const existing = await readFile(path, 'utf8').catch(() => '');
  const written = new Set(reports.map((report) => report.title));
  const markdown = [header, ...reports.map(renderMarkdown), ...keptSections(existing, written)].join('\n\n') + '\n';
  let output = markdown;
  try {
    output = await format(markdown, { ...((await resolveConfig(path)) ?? {}), filepath: path });
  } catch (error) {
    console.error('Prettier could not format the figures; written unformatted:', error);
  }
  await writeFile(path, output);
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
  const loadAtStart = load();
  const cmd = `${overrides()}${command()}`;
  const reports: Report[] = [];
  const notes: string[] = [];
  let failed = false;
  try {
    const snapshot: Snapshot = await snapshotDist();
    notes.push(
      `Every part measured one copy of \`build/client/\` as built at ${snapshot.builtAt.toISOString()}.`,
      ...snapshot.notes,
    );
    for (const note of snapshot.notes) console.log(note);
    const runners: Record<Part, (s: Snapshot) => Promise<Report>> = {
      weight: pageWeight,
      lighthouse: (s) => lighthouse(s, lighthouseOptions),
      http: httpLoad,
      analytics: analyticsLoad,
    };
    for (const [title, part] of parts.map((name) => [PARTS[name], runners[name]] as const)) {
      console.log(`\n### ${title}…`);
      let report: Report;
      try {
        report = await part(snapshot);
      } catch (error) {
        failed = true;
        report = { title, blocks: [text(`Not measured: ${error instanceof Error ? error.message : String(error)}`)] };
      }
      reports.push(report);
      console.log(renderText(report));
    }
  } finally {
    await cleanupAll();
  }

  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const header = [
    '# Performance figures',
    '',
    'The header and the sections Page weight, Lighthouse, HTTP load and Analytics load are written by `npm run bench` (bench/run.ts), ' +
      'which prints figures and judges none; a part left out by `--parts` keeps its section as it was, and the other sections ' +
      'are written by hand. The size budgets are enforced by `npm test` (tests/e2e/budgets.spec.ts), not here.',
    '',
    `- Date: ${started.toISOString()} (took ${minutes} min)`,
    `- Command: \`${cmd}\``,
    `- Machine: ${availableParallelism()} CPUs (nproc; ${cpu}), ${(totalmem() / 1024 ** 3).toFixed(1)} GiB memory, ${osName()}`,
    `- Node.js ${process.version}; load average (1/5/15 min) at start ${loadAtStart}, at the end ${load()}`,
    '',
    'Client and servers share the machine, so the load average matters: figures taken while other work ran are lower than the machine can do.',
    ...notes.map((note) => `\n${note}`),
  ].join('\n');
  if (values['no-write']) console.log(`\nDone in ${minutes} min; docs/performance.md left as it was (--no-write).`);
  else {
    await writeDoc(OUTPUT, header, reports);
    console.log(`\nWrote ${relative(process.cwd(), OUTPUT)} (${minutes} min).`);
  }
  if (failed) process.exitCode = 1;
}

if (import.meta.main) await main();
