/**
 * Lighthouse (the npm package) on Debian's Chromium, mobile preset (Lighthouse's
 * default: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown), for the
 * eleven routes of issue 7, on two builds served side by side by the Fastify server:
 *
 * - the built site as it is (the loader at settings.yaml's `loaderDurationMs`, 3000 ms);
 * - a second build made here with LOADER_DURATION_MS=0 (no loader), into a temporary
 *   folder build-bench-* of the project (scripts/build.ts, `npm run build`'s script, with BUILD_DIR).
 *
 * Each route is measured RUNS times per build (default 3), runs of the two builds
 * interleaved so that a busy moment of the machine falls on both; each figure is the
 * median of its runs, taken per figure. A fresh browser profile is used for every run;
 * a run that fails is tried once more.
 *
 * One setting differs from Lighthouse's defaults, on both builds alike: the trace is
 * kept open for the loader's duration + 1 s after the load event (pauseAfterLoadMs,
 * 1000 ms by default). With the default the trace ends about 2.8 s after navigation,
 * before a 3000 ms loader has left the screen, and no metric can see it.
 *
 * Run alone: node bench/lighthouse.ts
 * (LIGHTHOUSE_RUNS=1 for a quick look; LIGHTHOUSE_PAUSE_AFTER_LOAD_MS=1000 for Lighthouse's default wait)
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  type Snapshot,
} from './lib.ts';

export const ROUTES = [
  '/',
  '/about-us',
  '/services',
  '/services/ecommerce-development',
  '/work',
  '/work/aara',
  '/blog',
  '/blog/startup-idea',
  '/career',
  '/contact-us',
  '/hire-developer',
];

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
const RETRIES = 4;

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Speed Index, ms. */
  si: number;
  /**
   * LCP and Speed Index as observed in the unthrottled load on this machine (the
   * `metrics` audit). The simulated ones above are estimated from the network and CPU
   * graph, which does not see a CSS animation that hides the page for a while.
   */
  observedLcp: number;
  observedSi: number;
}

export interface RunResult {
  figures?: Figures;
  error?: string;
  warnings: string[];
}

/** One Lighthouse run in a browser of its own, which is always closed. */
export async function lighthouseOnce(url: string, pauseAfterLoadMs = 1000): Promise<RunResult> {
  if (stopping()) return { error: 'stopped', warnings: [] };
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
      pauseAfterLoadMs,
    });
    if (!result) return { error: 'Lighthouse returned no result', warnings: [] };
    const { lhr } = result;
    const warnings = lhr.runWarnings ?? [];
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, warnings };
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = lhr.audits['metrics']?.details;
    const observed = (details && 'items' in details ? details.items[0] : undefined) as
      Record<string, unknown> | undefined;
    const observedValue = (key: string) => (typeof observed?.[key] === 'number' ? observed[key] : Number.NaN);
    // A metric Lighthouse could not compute leaves no Performance score: an error, retried.
    // The usual one is SPEEDINDEX_OF_ZERO, when the page is complete in the first frame the
    // trace captures, so that no screenshot shows it loading.
    const failed = METRICS.map((id) => lhr.audits[id]).filter((audit) => audit && audit.numericValue === undefined);
    if (failed.length > 0) {
      return {
        error: failed.map((audit) => `${audit?.id}: ${audit?.errorMessage ?? 'no value'}`).join('; '),
        warnings,
      };
    }
    return {
      figures: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
        observedLcp: observedValue('observedLargestContentfulPaint'),
        observedSi: observedValue('observedSpeedIndex'),
      },
      warnings,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), warnings: [] };
  } finally {
    await close();
  }
}

export function medianFigures(runs: Figures[]): Figures | undefined {
  if (runs.length === 0) return undefined;
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    observedLcp: pick('observedLcp'),
    observedSi: pick('observedSi'),
  };
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
      'The LOADER_DURATION_MS=0 build still has the loader: is the override in app/root.tsx and app/components/Loader.tsx?',
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

const HEADERS = [
  'Route',
  'Perf',
  'A11y',
  'Best pr.',
  'SEO',
  'LCP s',
  'TBT ms',
  'CLS',
  'SI s',
  'Obs. LCP s',
  'Obs. SI s',
];
const RIGHT = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function figureRow(route: string, figures: Figures | undefined): string[] {
  if (!figures) return [route, ...HEADERS.slice(1).map(() => 'failed')];
  return [
    route,
    fixed(figures.performance, 0),
    fixed(figures.accessibility, 0),
    fixed(figures.bestPractices, 0),
    fixed(figures.seo, 0),
    fixed(figures.lcp / 1000, 2),
    fixed(figures.tbt, 0),
    fixed(figures.cls, 3),
    fixed(figures.si / 1000, 2),
    fixed(figures.observedLcp / 1000, 2),
    fixed(figures.observedSi / 1000, 2),
  ];
}

function differenceRow(route: string, a: Figures | undefined, b: Figures | undefined): string[] {
  if (!a || !b) return [route, ...HEADERS.slice(1).map(() => 'n/a')];
  return [
    route,
    signed(a.performance - b.performance, 0),
    signed(a.accessibility - b.accessibility, 0),
    signed(a.bestPractices - b.bestPractices, 0),
    signed(a.seo - b.seo, 0),
    signed((a.lcp - b.lcp) / 1000, 2),
    signed(a.tbt - b.tbt, 0),
    signed(a.cls - b.cls, 3),
    signed((a.si - b.si) / 1000, 2),
    signed((a.observedLcp - b.observedLcp) / 1000, 2),
    signed((a.observedSi - b.observedSi) / 1000, 2),
  ];
}

interface Variant {
  name: string;
  origin?: string;
  error?: string;
  runs: Map<string, RunResult[]>;
}

export async function run(snapshot?: Snapshot): Promise<Report> {
  const from = snapshot ?? (await snapshotDist());
  const runs = envInteger('LIGHTHOUSE_RUNS', 3);
  const blocks: Block[] = [];
  // The loader of the built site as it is (settings.yaml's loaderDurationMs when it was built).
  const builtHtml = readFileSync(join(from.dir, 'index.html'), 'utf8');
  const loaderMs = /--loader-duration:\s*(\d+)ms/.exec(builtHtml)?.[1] ?? '0';

  const variants: Variant[] = [
    { name: `Loader ${loaderMs} ms (the built site, settings.yaml)`, runs: new Map() },
    { name: 'Loader 0 ms (LOADER_DURATION_MS=0 build)', runs: new Map() },
  ];
  const [withLoader, withoutLoader] = variants as [Variant, Variant];
  const pauseAfterLoadMs = envInteger('LIGHTHOUSE_PAUSE_AFTER_LOAD_MS', Math.max(1000, Number(loaderMs) + 1000));

  console.log('lighthouse: starting the server on the built site, building the site without the loader…');
  const servers = await Promise.allSettled([
    startSiteServer({ distDir: from.dir }),
    buildWithoutLoader().then((dir) => startSiteServer({ distDir: dir })),
  ]);
  servers.forEach((result, i) => {
    const variant = variants[i];
    if (!variant) return;
    if (result.status === 'fulfilled') variant.origin = result.value.origin;
    else variant.error = result.reason instanceof Error ? result.reason.message : String(result.reason);
  });

  const retried: string[] = [];
  try {
    const total = runs * ROUTES.length * variants.filter((v) => v.origin).length;
    let done = 0;
    const started = Date.now();
    for (let i = 0; i < runs; i += 1) {
      for (const route of ROUTES) {
        for (const variant of variants) {
          if (!variant.origin || stopping()) continue;
          const url = `${variant.origin}${route}`;
          let result = await lighthouseOnce(url, pauseAfterLoadMs);
          for (let attempt = 1; attempt <= RETRIES && result.error && !stopping(); attempt += 1) {
            retried.push(`${variant.name.split(' (')[0]} ${route} run ${i + 1}: ${result.error}`);
            result = await lighthouseOnce(url, pauseAfterLoadMs);
          }
          variant.runs.set(route, [...(variant.runs.get(route) ?? []), result]);
          done += 1;
          const eta = Math.round((((Date.now() - started) / done) * (total - done)) / 1000);
          const shown = result.figures
            ? `perf ${result.figures.performance}, LCP ${fixed(result.figures.lcp / 1000, 2)} s`
            : `error: ${result.error}`;
          console.log(
            `lighthouse ${done}/${total} (about ${eta} s left): ${route} [${variant.name.split(' (')[0]}] ${shown}`,
          );
        }
      }
    }
  } finally {
    for (const result of servers) if (result.status === 'fulfilled') await result.value.stop();
  }

  const medians = (variant: Variant) =>
    new Map(
      ROUTES.map((route) => [
        route,
        medianFigures((variant.runs.get(route) ?? []).flatMap((r) => (r.figures ? [r.figures] : []))),
      ]),
    );
  const a = medians(withLoader);
  const b = medians(withoutLoader);

  blocks.push(
    text(
      `Lighthouse ${lighthouseVersion()}, ${chromiumVersion()} (${CHROMIUM_PATH}, headless), mobile preset (simulated throttling), ` +
        `${runs} run${runs === 1 ? '' : 's'} per route and build, each figure the median of its runs. ` +
        `One setting differs from Lighthouse's defaults, on both builds: pauseAfterLoadMs ${pauseAfterLoadMs} (default 1000), ` +
        'so that the trace lasts until the loader has left the screen; with the default it ends about 2.8 s after navigation and no metric sees a 3000 ms loader. ' +
        'Scores 0–100: Performance, Accessibility, Best practices, SEO; LCP, TBT, CLS and SI are the simulated (throttled) ' +
        'metrics the score is made of. Obs. LCP and Obs. SI are what Chromium observed in the same unthrottled load on this machine. ' +
        'LCP, simulated or observed, does not see the loader: Chromium counts the content painted under the overlay. ' +
        'Speed Index does (it compares screenshots). Served by `server/server.ts` on 127.0.0.1.',
    ),
  );
  for (const [variant, figures] of [
    [withLoader, a],
    [withoutLoader, b],
  ] as const) {
    if (variant.error) {
      blocks.push(text(`**${variant.name}**: not measured: ${variant.error}`));
      continue;
    }
    blocks.push(
      table(
        HEADERS,
        ROUTES.map((route) => figureRow(route, figures.get(route))),
        { title: variant.name, right: RIGHT },
      ),
    );
  }
  if (!withLoader.error && !withoutLoader.error) {
    if (from.stale) {
      blocks.push(
        text(
          'build/client/ is older than its sources and the loader-free build is made from the current ones, so the two may differ in more than the loader.',
        ),
      );
    }
    blocks.push(
      table(
        HEADERS,
        ROUTES.map((route) => differenceRow(route, a.get(route), b.get(route))),
        {
          title: `Difference: loader ${loaderMs} ms minus loader 0 ms (the loader's own cost)`,
          right: RIGHT,
        },
      ),
    );
  }

  const failures: string[] = [];
  const warnings = new Set<string>();
  for (const variant of variants) {
    for (const [route, results] of variant.runs) {
      results.forEach((result, i) => {
        if (result.error) failures.push(`${variant.name.split(' (')[0]} ${route} run ${i + 1}: ${result.error}`);
        for (const warning of result.warnings) warnings.add(warning.replace(/\s+/g, ' ').slice(0, 300));
      });
    }
  }
  if (retried.length > 0)
    blocks.push(text(`Runs that failed and were tried again:\n${retried.map((f) => `- ${f}`).join('\n')}`));
  if (failures.length > 0)
    blocks.push(text(`Failed runs (left out of the medians):\n${failures.map((f) => `- ${f}`).join('\n')}`));
  if (warnings.size > 0)
    blocks.push(text(`Lighthouse run warnings:\n${[...warnings].map((w) => `- ${w}`).join('\n')}`));
  if (!snapshot) blocks.push(...from.notes.map(text));

  // Every run's figures, for a closer look (bench/results/ is not committed).
  const resultsDir = join(ROOT, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    join(resultsDir, 'lighthouse-runs.json'),
    JSON.stringify(
      variants.map((variant) => ({ name: variant.name, error: variant.error, runs: Object.fromEntries(variant.runs) })),
      null,
      2,
    ),
  );
  return { title: 'Lighthouse', blocks };
}

if (import.meta.main) await runAlone(() => run());
