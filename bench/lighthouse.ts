/**
 * Lighthouse (the npm package) on Debian's Chromium, mobile preset (Moto G Power emulation,
 * slow 4G, 4x CPU slowdown), on a few routes, under both of Lighthouse's throttling methods
 * and on two builds served side by side by the Fastify server:
 *
 * - simulated throttling: the page loads unthrottled and Lighthouse estimates the throttled
 *   metrics from the network and CPU graph (its default, what PageSpeed Insights reports);
 * - DevTools throttling: the page really loads under the slow network and the slowed CPU;
 * - the built site as it is (the loader at settings.yaml's `loaderDurationMs`, 3000 ms) and a
 *   second build made here with LOADER_DURATION_MS=0, in a temporary folder build-bench-*.
 *
 * Each route runs RUNS times per throttling method and build, interleaved so that a busy
 * moment of the machine falls on every variant; each figure is the median of its runs with
 * their range. A fresh browser profile is used for every run; a failed run is tried again.
 *
 * The machine is shared, and a run that waited for the CPU measures the machine, not the
 * page. Every run records Lighthouse's CPU benchmark index (a fixed JavaScript loop timed in
 * the page just before the load) and the machine's one-minute load average. A run is busy
 * when its index is below BUSY_INDEX_RATIO of the bench's best index or the load average
 * exceeds BUSY_LOAD; busy runs are reported in a table of their own and never mixed into the
 * figures of the quiet runs.
 *
 * The floor: right after each run of a page, the same route is loaded from a copy of the same
 * build with its scripts stripped (bench/strip.ts), served by a server of its own. The page's TBT
 * and script time are then reported as differences from the floor's, pair by pair, because a busy
 * moment of the machine slows both runs of a pair and so cancels out of the difference.
 * --no-floor leaves it out (half the runs, for a quick look at the pages alone).
 *
 * One setting differs from Lighthouse's defaults, on both builds alike: the trace is kept
 * open for the loader's duration + 1 s after the load event (pauseAfterLoadMs, 1000 ms by
 * default), so that a 3000 ms loader has left the screen before the trace ends.
 *
 * Run alone: node bench/lighthouse.ts [--routes=/,/contact-us] [--runs=5]
 *   [--throttling=simulated,devtools] [--loader=0,built] [--cpu-slowdown=4,6] [--no-floor] (the same flags as bench/run.ts)
 *   [--origin=http://127.0.0.1:PORT]: measure the built site on a server already running (the
 *   site server can fail to start in time on a machine that is very busy)
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  envInteger,
  fixed,
  median,
  onCleanup,
  ROOT,
  runAlone,
  signed,
  snapshotDist,
  startChild,
  startSiteServer,
  stopping,
  table,
  trackGroup,
  text,
  type Block,
  type Report,
  type Running,
  type Snapshot,
} from './lib.ts';
import { strippedCopy } from './strip.ts';

/** The routes the mobile targets are judged on: home, the heaviest form page, the longest content page and a case study. */
export const DEFAULT_ROUTES = ['/', '/contact-us', '/about-us', '/work/basebone'];
export const THROTTLINGS = ['simulated', 'devtools'] as const;
export type Throttling = (typeof THROTTLINGS)[number];
/** "built": the built site's own loader (settings.yaml); "0": a build without it. */
export const LOADERS = ['0', 'built'] as const;
export type LoaderChoice = (typeof LOADERS)[number];
/**
 * Lighthouse's CPU slowdowns measured by default: its mobile preset's 4× (a mid-range phone
 * on a fast host), and 6×, the target of issue 35 (a slower phone, or the same phone on a
 * slow host), where a page's tasks that sit just under 50 ms at 4× show whether they have margin.
 */
export const DEFAULT_CPU_SLOWDOWNS = [4, 6];

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The metrics the Performance score is made of. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
/** Runs again after a failed run (a Lighthouse error, or a metric it could not compute). */
const RETRIES = 2;

export interface Options {
  routes: string[];
  runs: number;
  throttling: Throttling[];
  loaders: LoaderChoice[];
  /** Lighthouse's cpuSlowdownMultiplier, one variant each. */
  cpuSlowdowns: number[];
  /** A run is busy when its benchmark index is below this share of the best index of the bench. */
  busyIndexRatio: number;
  /** …or when the one-minute load average at its start is above this. */
  busyLoad: number;
  /** Also measure each route with its scripts stripped, right after each run of the page. */
  floor: boolean;
  /** A server already running the built site (`npm run serve`), used instead of starting one. */
  origin?: string;
}

/**
 * The options from the command line (and the older environment variables): every flag
 * narrows the bench for a quick look; without flags it runs in full.
 */
export function parseOptions(argv: string[] = process.argv.slice(2)): Options {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      routes: { type: 'string' },
      runs: { type: 'string' },
      throttling: { type: 'string' },
      loader: { type: 'string' },
      'cpu-slowdown': { type: 'string' },
      'busy-index-ratio': { type: 'string' },
      'busy-load': { type: 'string' },
      'no-floor': { type: 'boolean' },
      origin: { type: 'string' },
    },
  });
  const list = (value: unknown) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : undefined;
  const pick = <T extends string>(value: unknown, allowed: readonly T[], name: string): T[] | undefined => {
    const items = list(value);
    if (!items) return undefined;
    for (const item of items)
      if (!allowed.includes(item as T)) throw new Error(`--${name}: "${item}" is not one of ${allowed.join(', ')}`);
    return items as T[];
  };
  const number = (value: unknown, fallback: number, name: string) => {
    if (typeof value !== 'string') return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number, got "${value}"`);
    return parsed;
  };
  const runs = number(values['runs'], envInteger('LIGHTHOUSE_RUNS', 5), 'runs');
  const cpuSlowdowns = list(values['cpu-slowdown'])?.map((item) => number(item, 4, 'cpu-slowdown')) ?? [
    ...DEFAULT_CPU_SLOWDOWNS,
  ];
  if (!Number.isInteger(runs)) throw new Error('--runs must be a whole number');
  return {
    routes: list(values['routes']) ?? DEFAULT_ROUTES,
    runs,
    throttling: pick(values['throttling'], THROTTLINGS, 'throttling') ?? [...THROTTLINGS],
    loaders: pick(values['loader'], LOADERS, 'loader') ?? [...LOADERS],
    cpuSlowdowns,
    busyIndexRatio: number(values['busy-index-ratio'], 0.75, 'busy-index-ratio'),
    // On this project's 2-CPU machine, a load above the CPU count means that other work
    // used at least one CPU besides Lighthouse's own browser.
    busyLoad: number(values['busy-load'], availableParallelism(), 'busy-load'),
    floor: values['no-floor'] !== true,
    ...(typeof values['origin'] === 'string' ? { origin: values['origin'].replace(/\/$/, '') } : {}),
  };
}

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First Contentful Paint, ms. */
  fcp: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Speed Index, ms. */
  si: number;
  /**
   * Main-thread script time, ms: mainthread-work-breakdown's Script Evaluation + Script Parse &
   * Compile (every main-thread task of the trace; multiplied by the CPU slowdown under simulated
   * throttling, as Lighthouse reports it). Not bootup-time, which counts only the URLs with 50 ms of work or more.
   */
  scriptMs: number;
  /** Lighthouse's CPU benchmark index of the run (higher is faster). */
  benchmarkIndex: number;
  /**
   * The longest main-thread task that starts at or after First Contentful Paint, ms (slowed
   * or simulated as TBT is), from Lighthouse's long-tasks audit; 0 when no task after FCP
   * reached 50 ms (the audit lists only those). Issue 35's target: none over 50 ms at 6×.
   */
  longestTaskAfterFcp: number;
}

export interface RunResult {
  figures?: Figures;
  /** One-minute load average of the machine when the run started. */
  load: number;
  busy?: boolean;
  error?: string;
  warnings: string[];
}

/**
 * The longest task at or after First Contentful Paint from the long-tasks audit's items
 * ({ startTime, duration }, ms from the navigation's start, like FCP): 0 when none.
 */
export function longestTaskAfter(items: unknown[] | undefined, fcp: number): number {
  let longest = 0;
  for (const item of (items ?? []) as { startTime?: unknown; duration?: unknown }[]) {
    if (typeof item.startTime !== 'number' || typeof item.duration !== 'number') continue;
    if (item.startTime >= fcp && item.duration > longest) longest = item.duration;
  }
  return longest;
}

/** The groups of mainthread-work-breakdown that are JavaScript. */
const SCRIPT_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile']);

/**
 * Script time from mainthread-work-breakdown's items ({ group, duration }), ms. A page that
 * runs no script has no script group at all: 0, not a missing figure. No items at all is.
 */
export function scriptTime(items: unknown[] | undefined): number {
  if (!items || items.length === 0) return Number.NaN;
  let total = 0;
  for (const item of items as { group?: unknown; duration?: unknown }[]) {
    if (typeof item.group === 'string' && SCRIPT_GROUPS.has(item.group) && typeof item.duration === 'number')
      total += item.duration;
  }
  return total;
}

/** One Lighthouse run in a browser of its own, which is always closed. */
export async function lighthouseOnce(
  url: string,
  throttling: Throttling = 'simulated',
  pauseAfterLoadMs = 1000,
  cpuSlowdown = 4,
): Promise<RunResult> {
  const load = loadavg()[0] ?? Number.NaN;
  if (stopping()) return { error: 'stopped', load, warnings: [] };
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // Ctrl-C is handled by lib.ts, which closes this browser with everything else.
    handleSIGINT: false,
  });
  const exited = chrome.process.exitCode === null ? once(chrome.process, 'exit') : Promise.resolve();
  const untrack = trackGroup(chrome.pid);
  const close = onCleanup(async () => {
    chrome.kill();
    untrack();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: throttling === 'simulated' ? 'simulate' : 'devtools',
      pauseAfterLoadMs,
      // Merged into the mobile preset's throttling (slow 4G stays); checked below.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) return { error: 'Lighthouse returned no result', load, warnings: [] };
    const { lhr } = result;
    // LHR_DUMP=<folder>: keep each run's whole report (its long tasks, network requests, trace-based audits).
    const dump = process.env['LHR_DUMP'];
    if (dump) {
      await mkdir(dump, { recursive: true });
      await writeFile(
        join(dump, `${Date.now()}-${new URL(url).pathname.replaceAll('/', '_')}.json`),
        JSON.stringify(lhr),
      );
    }
    const warnings = lhr.runWarnings ?? [];
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, load, warnings };
    const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (applied !== cpuSlowdown)
      return { error: `asked for a ${cpuSlowdown}× CPU slowdown, Lighthouse ran at ${applied}×`, load, warnings };
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const breakdown = (lhr.audits['mainthread-work-breakdown']?.details as { items?: unknown[] } | undefined)?.items;
    // A metric Lighthouse could not compute leaves no Performance score: an error, retried.
    // The usual one is SPEEDINDEX_OF_ZERO, when the page is complete in the first frame the
    // trace captures, so that no screenshot shows it loading.
    const failed = METRICS.map((id) => lhr.audits[id]).filter((audit) => audit && audit.numericValue === undefined);
    if (failed.length > 0) {
      return {
        error: failed.map((audit) => `${audit?.id}: ${audit?.errorMessage ?? 'no value'}`).join('; '),
        load,
        warnings,
      };
    }
    return {
      figures: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
        scriptMs: scriptTime(breakdown),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        longestTaskAfterFcp: longestTaskAfter(
          (lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items,
          metric('first-contentful-paint'),
        ),
      },
      load,
      warnings,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), load, warnings: [] };
  } finally {
    await close();
  }
}

/**
 * Builds the site with the loader at 0 ms into a temporary folder (deleted at the end).
 * The sources are the working tree's; settings.yaml is not touched.
 */
export async function buildWithoutLoader(): Promise<string> {
  // Inside the project: the prerender step imports the server build, which resolves its
  // packages from node_modules/ above it (a folder under /tmp finds none).
  const parent = await mkdtemp(join(ROOT, 'build-bench-'));
  onCleanup(() => rm(parent, { recursive: true, force: true }));
  const outDir = join(parent, 'client');
  // `npm run build`'s own script, so the copy is made exactly as the site is (prerender,
  // clean-up, Open Graph images, precompression); BUILD_DIR points it at the folder.
  const build = startChild(process.execPath, [join(ROOT, 'scripts', 'build.ts')], {
    env: { ...process.env, LOADER_DURATION_MS: '0', BUILD_DIR: parent },
  });
  const [code] = (await once(build.child, 'exit')) as [number | null];
  if (code !== 0) {
    const output = build.output();
    const error = output.slice(-2000).split('\n').slice(0, 4).join('\n');
    throw new Error(`scripts/build.ts with LOADER_DURATION_MS=0 failed:\n${error}`);
  }
  if (readFileSync(join(outDir, 'index.html'), 'utf8').includes('data-site-loader')) {
    throw new Error(
      'The LOADER_DURATION_MS=0 build still has the loader: is the override in app/root.tsx and app/components/layout/Loader.tsx?',
    );
  }
  return outDir;
}

function chromiumVersion(): string {
  if (!existsSync(CHROMIUM_PATH)) return `not found at ${CHROMIUM_PATH}`;
  return spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim() || 'unknown';
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** "74 (70–79)": the median and, when the runs differ, their range. */
export function spread(values: number[], digits: number, scale = 1): string {
  const finite = values.filter(Number.isFinite).map((value) => value / scale);
  if (finite.length === 0) return 'n/a';
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  const mid = fixed(median(finite), digits);
  return fixed(low, digits) === fixed(high, digits) ? mid : `${mid} (${fixed(low, digits)}–${fixed(high, digits)})`;
}

const HEADERS = [
  'Route',
  'Runs',
  'Perf',
  'FCP s',
  'LCP s',
  'TBT ms',
  'Longest task after FCP ms',
  'Script ms',
  'CLS',
  'SI s',
  'A11y/BP/SEO',
  'Bench. index',
  'Load',
];
const RIGHT = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12];

function figureRow(route: string, runs: RunResult[]): string[] {
  const figures = runs.flatMap((run) => (run.figures ? [run.figures] : []));
  if (figures.length === 0) return [route, '0', ...HEADERS.slice(2).map(() => 'n/a')];
  const of = (key: keyof Figures) => figures.map((f) => f[key]);
  const categories = [of('accessibility'), of('bestPractices'), of('seo')].map((values) => fixed(median(values), 0));
  return [
    route,
    String(figures.length),
    spread(of('performance'), 0),
    spread(of('fcp'), 2, 1000),
    spread(of('lcp'), 2, 1000),
    spread(of('tbt'), 0),
    spread(of('longestTaskAfterFcp'), 0),
    spread(of('scriptMs'), 0),
    spread(of('cls'), 3),
    spread(of('si'), 2, 1000),
    categories.join('/'),
    spread(of('benchmarkIndex'), 0),
    spread(
      runs.filter((run) => run.figures).map((run) => run.load),
      2,
    ),
  ];
}

/** A run of a page and the floor run taken right after it. */
export interface Pair {
  page: Figures;
  floor: Figures;
  /** Either run of the pair was busy: the pair is reported apart. */
  busy: boolean;
}

/**
 * Pairs the runs of a route by their order: the i-th run of the page with the i-th floor run,
 * which the bench takes right after it. A pair with a failed run is left out (the failure is
 * listed on its own), and so is a run whose floor was not taken (the bench was stopped).
 */
export function pairRuns(page: RunResult[], floor: RunResult[]): Pair[] {
  const pairs: Pair[] = [];
  page.forEach((run, i) => {
    const under = floor[i];
    if (run.figures && under?.figures)
      pairs.push({ page: run.figures, floor: under.figures, busy: run.busy === true || under.busy === true });
  });
  return pairs;
}

/**
 * The page's figure above its floor, pair by pair. The median of these differences, not the
 * difference of the two medians: a pair shares its moment of the machine, so its difference
 * is free of what slowed both runs, and the median then drops the pairs a spike hit unevenly.
 */
export function aboveFloor(pairs: Pair[], key: 'tbt' | 'scriptMs'): number[] {
  return pairs.map((pair) => pair.page[key] - pair.floor[key]);
}

/** "+312 (+250 to +402)": a signed median and its range; "to", as a dash beside a minus sign would misread. */
export function signedSpread(values: number[], digits: number): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return 'n/a';
  const low = signed(Math.min(...finite), digits);
  const high = signed(Math.max(...finite), digits);
  const mid = signed(median(finite), digits);
  return low === high ? mid : `${mid} (${low} to ${high})`;
}

const FLOOR_HEADERS = [
  'Route',
  'Pairs',
  'Floor TBT ms',
  'Floor longest task after FCP ms',
  'Floor script ms',
  'TBT above floor ms',
  'Script above floor ms',
  'Floor LCP s',
  'Floor CLS',
];
const FLOOR_RIGHT = [1, 2, 3, 4, 5, 6, 7, 8];

function floorRow(route: string, pairs: Pair[]): string[] {
  if (pairs.length === 0) return [route, '0', ...FLOOR_HEADERS.slice(2).map(() => 'n/a')];
  const floor = (key: keyof Figures) => pairs.map((pair) => pair.floor[key]);
  return [
    route,
    String(pairs.length),
    spread(floor('tbt'), 0),
    spread(floor('longestTaskAfterFcp'), 0),
    spread(floor('scriptMs'), 0),
    signedSpread(aboveFloor(pairs, 'tbt'), 0),
    signedSpread(aboveFloor(pairs, 'scriptMs'), 0),
    spread(floor('lcp'), 2, 1000),
    spread(floor('cls'), 3),
  ];
}

/** Where a variant's runs were served, or why they could not be. */
interface Served {
  origin?: string;
  error?: string;
}

interface Variant {
  throttling: Throttling;
  cpuSlowdown: number;
  loader: LoaderChoice;
  name: string;
  page: Served;
  /** Absent when the floor is not measured (--no-floor). */
  floor?: Served;
  runs: Map<string, RunResult[]>;
  /** The floor run taken right after each run of `runs`, in the same order. */
  floorRuns: Map<string, RunResult[]>;
}

/** Marks each run busy or quiet against the best benchmark index of the whole bench. */
export function flagBusy(results: RunResult[], options: Pick<Options, 'busyIndexRatio' | 'busyLoad'>): number {
  const best = Math.max(0, ...results.flatMap((r) => (r.figures ? [r.figures.benchmarkIndex] : [])));
  for (const result of results) {
    if (!result.figures) continue;
    result.busy = result.figures.benchmarkIndex < options.busyIndexRatio * best || result.load > options.busyLoad;
  }
  return best;
}

const FLOOR_EXPLAINED =
  '**The floor.** Right after each run of a page, the same route is loaded once more, under the same throttling, from a copy of the same build ' +
  'whose pages have every `<script>` (inline, external and module scripts; the `application/ld+json` data is kept) and every ' +
  '`<link rel="modulepreload">` removed (bench/strip.ts), served by the same server: the same CSS, fonts, images and loader markup, and no JavaScript. ' +
  "The floor's TBT and script time are what the HTML and CSS cost by themselves on this machine at this moment. " +
  '"Above floor" is the page\'s figure minus its floor\'s, computed for each pair (a run and the floor run taken right after it) and shown as the ' +
  'median of those per-pair differences with their range (not the difference of two medians): a busy moment slows both runs of a pair, so it ' +
  'cancels out of the difference, which is the figure to trust on a shared machine. A pair is quiet only when both its runs are, and busy pairs ' +
  "are reported apart; a pair with a failed run is left out. Script is Lighthouse's `mainthread-work-breakdown` Script Evaluation + " +
  'Script Parse & Compile over the whole trace (not `bootup-time`, which counts only the URLs with 50 ms of work or more); under simulated throttling ' +
  'Lighthouse multiplies it by the CPU slowdown, under DevTools throttling it is measured slowed.';

/** The floor of a variant and the page's figures above it: quiet pairs, then busy ones apart. */
function floorTables(variant: Variant, routes: string[]): Block[] {
  if (variant.floor?.error) return [text(`**${variant.name}, floor**: not measured: ${variant.floor.error}`)];
  const pairsOf = (route: string, wantBusy: boolean) =>
    pairRuns(variant.runs.get(route) ?? [], variant.floorRuns.get(route) ?? []).filter(
      (pair) => pair.busy === wantBusy,
    );
  const blocks: Block[] = [
    table(
      FLOOR_HEADERS,
      routes.map((route) => floorRow(route, pairsOf(route, false))),
      { title: `${variant.name}: the floor (scripts stripped) and the page above it, quiet pairs`, right: FLOOR_RIGHT },
    ),
  ];
  const busyRoutes = routes.filter((route) => pairsOf(route, true).length > 0);
  if (busyRoutes.length > 0) {
    blocks.push(
      table(
        FLOOR_HEADERS,
        busyRoutes.map((route) => floorRow(route, pairsOf(route, true))),
        { title: `${variant.name}: the floor, busy pairs (not in the figures above)`, right: FLOOR_RIGHT },
      ),
    );
  }
  return blocks;
}

export async function run(snapshot?: Snapshot, options: Options = parseOptions()): Promise<Report> {
  const from = snapshot ?? (await snapshotDist());
  const blocks: Block[] = [];
  // The loader of the built site as it is (settings.yaml's loaderDurationMs when it was built).
  const builtHtml = readFileSync(join(from.dir, 'index.html'), 'utf8');
  const loaderMs = /--loader-duration:\s*(\d+)ms/.exec(builtHtml)?.[1] ?? '0';
  const pauseAfterLoadMs = envInteger('LIGHTHOUSE_PAUSE_AFTER_LOAD_MS', Math.max(1000, Number(loaderMs) + 1000));
  const loaderName = (loader: LoaderChoice) => (loader === 'built' ? `loader ${loaderMs} ms` : 'loader 0 ms');
  const throttlingName = (throttling: Throttling) => (throttling === 'simulated' ? 'Simulated' : 'DevTools');

  // The folder each build is served from: the snapshot as it is, and the loader-free build.
  const dirs = new Map<LoaderChoice, Promise<string>>();
  if (options.loaders.includes('built')) dirs.set('built', Promise.resolve(from.dir));
  if (options.loaders.includes('0')) {
    console.log('lighthouse: building the site without the loader…');
    dirs.set('0', buildWithoutLoader());
  }
  const servers: Promise<Running>[] = [];
  const serve = (started: Promise<Running>): Promise<Served> => {
    servers.push(started);
    return started.then(
      (server) => ({ origin: server.origin }),
      (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
    );
  };
  const pageServers = new Map<LoaderChoice, Promise<Served>>();
  const floorServers = new Map<LoaderChoice, Promise<Served>>();
  for (const [loader, dir] of dirs) {
    const { origin } = options;
    pageServers.set(
      loader,
      loader === 'built' && origin
        ? Promise.resolve({ origin })
        : serve(dir.then((distDir) => startSiteServer({ distDir }))),
    );
    // The floor is always served here, from a stripped copy of the same build (also with
    // --origin: the snapshot is the build that server was started on, or should be).
    if (options.floor) {
      floorServers.set(
        loader,
        serve(
          dir
            .then((distDir) => strippedCopy(distDir))
            .then((copy) => {
              console.log(
                `lighthouse: the floor of ${loaderName(loader)}: ${copy.pages} pages stripped of their scripts`,
              );
              return startSiteServer({ distDir: copy.dir });
            }),
        ),
      );
    }
  }
  const variants: Variant[] = [];
  for (const loader of options.loaders) {
    const page = (await pageServers.get(loader)) ?? { error: 'no server' };
    const floor = await floorServers.get(loader);
    for (const cpuSlowdown of options.cpuSlowdowns)
      for (const throttling of options.throttling) {
        variants.push({
          throttling,
          cpuSlowdown,
          loader,
          name: `${cpuSlowdown}× CPU, ${throttlingName(throttling)} throttling, ${loaderName(loader)}`,
          page,
          ...(floor ? { floor } : {}),
          runs: new Map(),
          floorRuns: new Map(),
        });
      }
  }

  const retried: string[] = [];
  try {
    await measure();
  } finally {
    for (const server of servers) await server.then((s) => s.stop()).catch(() => undefined);
  }
  /** One run, tried again after a failure. */
  async function measureOnce(variant: Variant, url: string, label: string): Promise<RunResult> {
    const once = () => lighthouseOnce(url, variant.throttling, pauseAfterLoadMs, variant.cpuSlowdown);
    let result = await once();
    for (let attempt = 1; attempt <= RETRIES && result.error && !stopping(); attempt += 1) {
      retried.push(`${label}: ${result.error}`);
      result = await once();
    }
    return result;
  }
  async function measure(): Promise<void> {
    const perRun = (v: Variant) => (v.page.origin ? 1 + (v.floor?.origin ? 1 : 0) : 0);
    const total = options.runs * options.routes.length * variants.reduce((sum, v) => sum + perRun(v), 0);
    let done = 0;
    const started = Date.now();
    const log = (route: string, name: string, result: RunResult) => {
      done += 1;
      const eta = Math.round((((Date.now() - started) / done) * (total - done)) / 1000);
      const shown = result.figures
        ? `perf ${result.figures.performance}, TBT ${fixed(result.figures.tbt, 0)} ms, longest task after FCP ${fixed(result.figures.longestTaskAfterFcp, 0)} ms, script ${fixed(result.figures.scriptMs, 0)} ms, LCP ${fixed(result.figures.lcp / 1000, 2)} s, index ${fixed(result.figures.benchmarkIndex, 0)}, load ${fixed(result.load, 2)}`
        : `error: ${result.error}`;
      console.log(`lighthouse ${done}/${total} (about ${eta} s left): ${route} [${name}] ${shown}`);
    };
    const append = (runs: Map<string, RunResult[]>, route: string, result: RunResult) =>
      runs.set(route, [...(runs.get(route) ?? []), result]);
    for (let i = 0; i < options.runs; i += 1) {
      for (const route of options.routes) {
        for (const variant of variants) {
          if (!variant.page.origin || stopping()) continue;
          const label = `${variant.name}, ${route}, run ${i + 1}`;
          const result = await measureOnce(variant, `${variant.page.origin}${route}`, label);
          append(variant.runs, route, result);
          log(route, variant.name, result);
          // Right after the page, so that the pair shares its moment of the machine.
          if (!variant.floor?.origin || stopping()) continue;
          const floor = await measureOnce(variant, `${variant.floor.origin}${route}`, `${label}, floor`);
          append(variant.floorRuns, route, floor);
          log(route, `${variant.name}, floor`, floor);
        }
      }
    }
  }

  // The floor runs too: a busy floor run spoils its pair as much as a busy page run does.
  const all = variants.flatMap((variant) => [...variant.runs.values(), ...variant.floorRuns.values()].flat());
  const bestIndex = flagBusy(all, options);
  const quiet = all.filter((r) => r.busy === false).length;
  const busy = all.filter((r) => r.busy === true).length;

  blocks.push(
    text(
      `Lighthouse ${lighthouseVersion()}, ${chromiumVersion()} (${CHROMIUM_PATH}, headless), mobile preset ` +
        `(Moto G Power, slow 4G) at a CPU slowdown of ${options.cpuSlowdowns.map((n) => `${n}×`).join(' and ')} (the preset's is 4×), ${options.runs} run${options.runs === 1 ? '' : 's'} per route, ` +
        'throttling method and build, interleaved, a fresh browser profile each. ' +
        'Each cell is the median of the runs with their range in brackets. ' +
        `${options.floor ? 'Each run of a page is followed by a run of its floor (below). ' : ''}` +
        '**Simulated** throttling loads the page unthrottled and estimates the throttled metrics from the trace ' +
        "(Lighthouse's default, what PageSpeed Insights reports); **DevTools** throttling really slows the network and the CPU during the load. " +
        `One setting differs from Lighthouse's defaults, on every run: pauseAfterLoadMs ${pauseAfterLoadMs} (default 1000), ` +
        'so that the trace lasts until the loader has left the screen. ' +
        'LCP does not see the loader (Chromium counts the content painted under the overlay); Speed Index does (it compares screenshots). ' +
        'Script is the main-thread script time (see the floor). A11y/BP/SEO are the medians of the Accessibility, Best Practices and SEO scores. Served by `server/server.ts` on 127.0.0.1.',
    ),
    text(
      `**Busy runs.** Bench. index is Lighthouse's CPU benchmark index of the run (a fixed JavaScript loop timed just before the load; ` +
        `higher is faster); Load is the machine's one-minute load average when the run started. A run is flagged busy when its index is below ` +
        `${options.busyIndexRatio} × the best index of this bench (${fixed(bestIndex, 0)}, so below ${fixed(options.busyIndexRatio * bestIndex, 0)}) ` +
        `or the load average was above ${options.busyLoad}: the CPU was shared, and the throttled metrics of such a run measure the machine as much as the page. ` +
        `Busy runs are reported in tables of their own and left out of the figures above them. This bench: ${quiet} quiet run${quiet === 1 ? '' : 's'}, ${busy} busy` +
        `${options.floor ? ', pages and floors together' : ''}.`,
    ),
  );
  if (options.floor) blocks.push(text(FLOOR_EXPLAINED));
  for (const variant of variants) {
    if (variant.page.error) {
      blocks.push(text(`**${variant.name}**: not measured: ${variant.page.error}`));
      continue;
    }
    const runsOf = (route: string, wantBusy: boolean) =>
      (variant.runs.get(route) ?? []).filter((r) => r.figures && r.busy === wantBusy);
    blocks.push(
      table(
        HEADERS,
        options.routes.map((route) => figureRow(route, runsOf(route, false))),
        { title: `${variant.name}: quiet runs`, right: RIGHT },
      ),
    );
    const busyRoutes = options.routes.filter((route) => runsOf(route, true).length > 0);
    if (busyRoutes.length > 0) {
      blocks.push(
        table(
          HEADERS,
          busyRoutes.map((route) => figureRow(route, runsOf(route, true))),
          { title: `${variant.name}: busy runs (not in the figures above)`, right: RIGHT },
        ),
      );
    }
    if (variant.floor) blocks.push(...floorTables(variant, options.routes));
  }
  if (from.stale && options.loaders.length > 1) {
    blocks.push(
      text(
        'build/client/ is older than its sources and the loader-free build is made from the current ones, so the two may differ in more than the loader.',
      ),
    );
  }

  const failures: string[] = [];
  const warnings = new Set<string>();
  for (const variant of variants) {
    for (const [kind, runs] of [
      ['', variant.runs],
      [', floor', variant.floorRuns],
    ] as const) {
      for (const [route, results] of runs) {
        results.forEach((result, i) => {
          if (result.error) failures.push(`${variant.name}, ${route}, run ${i + 1}${kind}: ${result.error}`);
          for (const warning of result.warnings) warnings.add(warning.replace(/\s+/g, ' ').slice(0, 300));
        });
      }
    }
  }
  if (retried.length > 0)
    blocks.push(text(`Runs that failed and were tried again:\n${retried.map((f) => `- ${f}`).join('\n')}`));
  if (failures.length > 0)
    blocks.push(text(`Failed runs (left out of the medians):\n${failures.map((f) => `- ${f}`).join('\n')}`));
  if (warnings.size > 0)
    blocks.push(text(`Lighthouse run warnings:\n${[...warnings].map((w) => `- ${w}`).join('\n')}`));
  if (!snapshot) blocks.push(...from.notes.map(text));

  // Every run's figures, for a closer look (bench/results/*.json is not committed; the report is bench/results/lighthouse.md).
  const resultsDir = join(ROOT, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    join(resultsDir, 'lighthouse-runs.json'),
    JSON.stringify(
      variants.map((variant) => ({
        name: variant.name,
        error: variant.page.error,
        floorError: variant.floor?.error,
        runs: Object.fromEntries(variant.runs),
        floorRuns: Object.fromEntries(variant.floorRuns),
      })),
      null,
      2,
    ),
  );
  return { title: 'Lighthouse', blocks };
}

if (import.meta.main) await runAlone(() => run());
