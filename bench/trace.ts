/**
 * `npm run bench:trace`: where the main thread's time goes while a page loads and hydrates.
 *
 * For each route, Chromium (Playwright, Debian's /usr/bin/chromium) loads the page at a phone's
 * size with the CPU slowed 4× (as Lighthouse's mobile preset does; the network is not
 * throttled, so the figures are main-thread work only) and records a performance trace from
 * navigation until 3 s after React marked the document hydrated. The trace is then broken down:
 *
 * - by kind of work (trace events' self time on the renderer's main thread): script compile,
 *   script run, HTML parsing, style, layout, paint, garbage collection;
 * - script run by chunk (the sampling profiler in the same trace): each file's JavaScript self time,
 *   split into module evaluation (samples inside a module's evaluation) and the rest (hydration,
 *   effects, timers: React's work shows under the framework chunk, each component's setup under
 *   its own chunk: Embla under embla-*, the form under its form chunk);
 * - by phase: boot (until the last module was evaluated), hydration (until the root's effect
 *   marked the document hydrated), after hydration (the Suspense slices, effects and timers);
 * - the inline loader data: its size, and what decoding it costs (JSON.parse of the payload,
 *   timed in the page under the same 4× slowdown, median of 20).
 *
 * Also the page's DOM size and height at 390 px. Each route is traced RUNS times (default 3)
 * and each figure is the median. Run: npm run bench:trace [-- --routes=/,/contact-us --runs=3
 * --markdown] against the built site (build/client/), served here on a free loopback port, or
 * with --origin=http://127.0.0.1:PORT against a server already running, or --dist=DIR against
 * another build's client folder. --cpu-slowdown=6 slows the CPU 6× instead of 4×; --floor traces
 * each route's floor too (its scripts stripped, bench/strip.ts); --long-tasks lists every task
 * over 50 ms of each trace with what it spent its time on. Each trace also records Lighthouse's
 * CPU benchmark index, taken in the same tab just before the load, and the load average.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import {
  cleanupAll,
  fixed,
  median,
  renderMarkdown,
  renderText,
  snapshotDist,
  startSiteServer,
  table,
  text,
  type Block,
  type Report,
} from './lib.ts';
import { strippedCopy } from './strip.ts';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const SETTLE_MS = 3000;
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event, µs (without the time it waited for a CPU or was held by the throttling). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { url: string; functionName: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

/** The kind of work each trace event is, for the self-time breakdown. */
const KIND_OF: Record<string, string> = {
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'CSS parsing',
  UpdateLayoutTree: 'Style',
  RecalculateStyles: 'Style',
  Layout: 'Layout',
  Paint: 'Paint and composite',
  PrePaint: 'Paint and composite',
  Layerize: 'Paint and composite',
  UpdateLayer: 'Paint and composite',
  UpdateLayerTree: 'Paint and composite',
  Commit: 'Paint and composite',
  CompositeLayers: 'Paint and composite',
  'v8.compile': 'Script compile',
  'v8.compileModule': 'Script compile',
  'V8.CompileCode': 'Script compile',
  CompileCode: 'Script compile',
  'v8.produceModuleCache': 'Script compile',
  'v8.produceCache': 'Script compile',
  EvaluateScript: 'Script run',
  'v8.evaluateModule': 'Script run',
  FunctionCall: 'Script run',
  TimerFire: 'Script run',
  EventDispatch: 'Script run',
  FireAnimationFrame: 'Script run',
  FireIdleCallback: 'Script run',
  RunMicrotasks: 'Script run',
  'v8.run': 'Script run',
  'V8.Execute': 'Script run',
  'v8.callFunction': 'Script run',
  MinorGC: 'Garbage collection',
  MajorGC: 'Garbage collection',
  'V8.GC_SCAVENGER': 'Garbage collection',
  'V8.GC_MARK_COMPACTOR': 'Garbage collection',
  'BlinkGC.AtomicPhase': 'Garbage collection',
  'Decode Image': 'Image decode',
  ImageDecodeTask: 'Image decode',
};
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** One main-thread task over 50 ms: when it started, how long it took and what it spent its CPU time on. */
export interface LongTask {
  /** Start, ms after navigation. */
  at: number;
  /** Wall time, ms. */
  dur: number;
  /** Whether it started after the first contentful paint. */
  afterFcp: boolean;
  /** Its CPU time by kind of work, largest first, ms. */
  kinds: [string, number][];
  /** Its JavaScript self time by chunk (sampled), largest first, ms of wall time. */
  chunks: [string, number][];
  /** Its JavaScript self time by function (sampled, `name@chunk`), the largest few, ms of wall time. */
  functions: [string, number][];
}

export interface TraceFigures {
  /** Main-thread busy time (top-level tasks), wall clock, ms. */
  busy: number;
  /** The main thread's own CPU time in those tasks, ms (unthrottled work; the same on a busy machine). */
  cpu: number;
  /** Sum over tasks of their time beyond 50 ms (Total Blocking Time without the FCP/TTI window), ms. */
  blocking: number;
  longTasks: number;
  /** The longest task, ms. */
  longest: number;
  kinds: Map<string, number>;
  /** First contentful paint, ms after navigation (undefined when the trace has none). */
  fcp: number | undefined;
  /** The longest task that started after the first contentful paint, ms. */
  longestAfterFcp: number;
  /** Every task over 50 ms, in order. */
  long: LongTask[];
  /** JavaScript self time per chunk: [during module evaluation, the rest], ms. */
  chunks: Map<string, [number, number]>;
  phases: Map<string, number>;
}

/** The chunk a script URL names: "/assets/framework-Ce8kWiMO.js" → "framework"; an inline script → "(inline scripts)". */
function chunkOf(url: string, pageUrl: string): string {
  if (!url) return '(no file: browser and V8 internals)';
  if (url === pageUrl || url.split('#')[0] === pageUrl) return '(inline scripts of the page)';
  const file = url.split('/').pop() ?? url;
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '');
}

const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);

/** Breaks a trace down; `hydratedAt` is the trace timestamp (µs) of the hydrated mark. */
export function analyse(events: TraceEvent[], pageUrl: string): TraceFigures {
  // The renderer's main thread: the CrRendererMain thread with the most top-level task time.
  const mainThreads = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  const busyByThread = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && TOP_LEVEL.has(e.name) && mainThreads.includes(`${e.pid}:${e.tid}`))
      add(busyByThread, `${e.pid}:${e.tid}`, e.dur ?? 0);
  // The thread that navigated to the page; failing that, the busiest (a browser page of Chromium's
  // own, such as the omnibox's, can be busier than the page under test).
  const navigated = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.url?.startsWith(pageUrl) &&
      mainThreads.includes(`${e.pid}:${e.tid}`),
  );
  const main = navigated ? `${navigated.pid}:${navigated.tid}` : [...busyByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const navigationStart =
    onMain.find((e) => e.name === 'navigationStart' && e.args?.data?.url?.startsWith(pageUrl))?.ts ??
    Math.min(...onMain.filter((e) => e.ph === 'X').map((e) => e.ts));
  const hydratedAt = events.find((e) => e.name === 'nw:hydrated' && e.cat.includes('blink.user_timing'))?.ts;

  // Top-level tasks after navigation.
  const tasks = onMain.filter((e) => e.ph === 'X' && TOP_LEVEL.has(e.name) && e.ts >= navigationStart);
  const durations = tasks.map((t) => (t.dur ?? 0) / 1000);
  const fcpAt = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.ts >= navigationStart && `${e.pid}:${e.tid}` === main,
  )?.ts;
  const longTasks = tasks.filter((t) => (t.dur ?? 0) > 50_000);
  const perTask = new Map(
    longTasks.map((t) => [
      t,
      { kinds: new Map<string, number>(), chunks: new Map<string, number>(), functions: new Map<string, number>() },
    ]),
  );
  const taskAt = (ts: number) => longTasks.find((t) => ts >= t.ts && ts <= t.ts + (t.dur ?? 0));
  const figures: TraceFigures = {
    busy: durations.reduce((a, b) => a + b, 0),
    cpu: tasks.reduce((a, t) => a + (t.tdur ?? t.dur ?? 0), 0) / 1000,
    blocking: durations.reduce((a, d) => a + Math.max(0, d - 50), 0),
    longTasks: durations.filter((d) => d > 50).length,
    longest: Math.max(0, ...durations),
    fcp: fcpAt === undefined ? undefined : (fcpAt - navigationStart) / 1000,
    longestAfterFcp: Math.max(
      0,
      ...tasks.filter((t) => fcpAt !== undefined && t.ts >= fcpAt).map((t) => (t.dur ?? 0) / 1000),
    ),
    long: [],
    kinds: new Map(),
    chunks: new Map(),
    phases: new Map(),
  };

  // Self time by kind: nest the complete events of each task and give each one's self time
  // to its own kind, or to its nearest ancestor's that has one.
  const complete = onMain
    .filter((e) => e.ph === 'X' && e.ts >= navigationStart && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // CPU time (tdur): wall time on a shared machine includes the waits for a CPU.
  const stack: { end: number; kind: string | undefined; child: number; dur: number; task: TraceEvent | undefined }[] =
    [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      const self = Math.max(0, done.dur - done.child) / 1000;
      const kind = done.kind ?? 'Other (scheduling, loading, IPC)';
      add(figures.kinds, kind, self);
      const own = done.task && perTask.get(done.task);
      if (own) add(own.kinds, kind, self);
    }
  };
  for (const e of complete) {
    close(e.ts);
    const parent = stack.at(-1);
    const cpu = e.tdur ?? e.dur ?? 0;
    if (parent) parent.child += cpu;
    const kind = TOP_LEVEL.has(e.name) ? 'Other (scheduling, loading, IPC)' : (KIND_OF[e.name] ?? parent?.kind);
    const task = parent ? parent.task : TOP_LEVEL.has(e.name) ? e : undefined;
    stack.push({ end: e.ts + (e.dur ?? 0), kind, child: 0, dur: cpu, task });
  }
  close(Number.POSITIVE_INFINITY);

  // Phases of the main thread's busy time.
  const evaluations = onMain.filter(
    (e) => e.ph === 'X' && (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') && e.ts >= navigationStart,
  );
  const bootEnd = Math.max(navigationStart, ...evaluations.map((e) => e.ts + (e.dur ?? 0)));
  for (const task of tasks) {
    const phase =
      task.ts < bootEnd
        ? 'Boot: HTML, CSS, module evaluation'
        : hydratedAt !== undefined && task.ts <= hydratedAt
          ? 'Hydration (until the root effect ran)'
          : 'After hydration: Suspense slices, effects, timers';
    add(figures.phases, phase, (task.tdur ?? task.dur ?? 0) / 1000);
  }

  // JavaScript self time per chunk, from the sampling profiler on the main thread.
  const inEvaluation = (ts: number) => evaluations.some((e) => ts >= e.ts && ts <= e.ts + (e.dur ?? 0));
  const profiles = new Map<string, { nodes: Map<number, string>; names: Map<number, string>; ts: number }>();
  for (const e of events) {
    if (e.name === 'Profile' && `${e.pid}:${e.tid}` === main && e.id) {
      const start = (e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts;
      profiles.set(e.id, { nodes: new Map(), names: new Map(), ts: start });
    }
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const profile = profiles.get(e.id);
    if (!profile) continue;
    const cpu = e.args?.data?.cpuProfile;
    for (const node of cpu?.nodes ?? []) {
      profile.nodes.set(node.id, node.callFrame.url);
      profile.names.set(node.id, node.callFrame.functionName || '(anonymous)');
    }
    const samples = cpu?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const delta = deltas[i] ?? 0;
      profile.ts += delta;
      const next = deltas[i + 1] ?? delta;
      if (profile.ts < navigationStart) return;
      const url = profile.nodes.get(id) ?? '';
      // Samples in no script (idle, program, GC) are counted by kind above, not here.
      if (!url) return;
      const chunk = chunkOf(url, pageUrl);
      const inTask = taskAt(profile.ts);
      const own = inTask && perTask.get(inTask);
      if (own) {
        add(own.chunks, chunk, next / 1000);
        add(own.functions, `${profile.names.get(id) ?? ''}@${chunk}`, next / 1000);
      }
      const entry = figures.chunks.get(chunk) ?? [0, 0];
      entry[inEvaluation(profile.ts) ? 0 : 1] += next / 1000;
      figures.chunks.set(chunk, entry);
    });
  }
  const largest = (map: Map<string, number>) => [...map].filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1]);
  figures.long = longTasks.map((t) => ({
    at: (t.ts - navigationStart) / 1000,
    dur: (t.dur ?? 0) / 1000,
    afterFcp: fcpAt !== undefined && t.ts >= fcpAt,
    kinds: largest(perTask.get(t)?.kinds ?? new Map()),
    chunks: largest(perTask.get(t)?.chunks ?? new Map()),
    functions: largest(perTask.get(t)?.functions ?? new Map()).slice(0, 4),
  }));
  // The samples are taken in wall time; scaled so that they add up to the script's CPU time.
  const sampled = [...figures.chunks.values()].reduce((a, [x, y]) => a + x + y, 0);
  const scriptCpu = (figures.kinds.get('Script run') ?? 0) + (figures.kinds.get('Script compile') ?? 0);
  if (sampled > 0)
    for (const [chunk, [x, y]] of figures.chunks)
      figures.chunks.set(chunk, [(x * scriptCpu) / sampled, (y * scriptCpu) / sampled]);
  return figures;
}

interface PageFacts {
  /** Lighthouse's CPU benchmark index, taken in the page's tab just before the load (unthrottled; higher is faster). */
  benchmarkIndex: number;
  inlineData: number;
  dataParse: number;
  elements: number;
  height390: number;
}

async function traceOnce(
  browser: Browser,
  url: string,
  { cpuSlowdown, floor }: { cpuSlowdown: number; floor: boolean },
): Promise<{ events: TraceEvent[]; facts: PageFacts }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  // Marks the moment the root's effect set data-hydrated, as a User Timing mark in the trace.
  await context.addInitScript(() => {
    // The init script runs before the parser has made <html>: watch the document for it.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset['hydrated']) {
        performance.mark('nw:hydrated');
        observer.disconnect();
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
  const page = await context.newPage();
  // How fast this machine is at this moment, as Lighthouse measures it, so that a trace can be read beside its runs.
  const benchmarkIndex = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => {
    events.push(...(message.value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // The floor has no script, so nothing marks it hydrated: its trace runs from the load.
  if (!floor) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await complete;

  const facts = await page.evaluate(() => {
    const script = [...document.scripts].find((s) => s.textContent?.includes('streamController.enqueue'));
    const source = script?.textContent ?? '';
    // The payload is a JavaScript string literal holding the encoded data: its decoded text is what JSON.parse reads.
    const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1] ?? '""';
    const payload = JSON.parse(literal) as string;
    const times: number[] = [];
    // The floor has no loader data (its scripts are stripped): nothing to time.
    for (let i = 0; payload && i < 20; i += 1) {
      const start = performance.now();
      JSON.parse(payload);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return {
      inlineData: new TextEncoder().encode(source).length,
      dataParse: times[10] ?? 0,
      elements: document.getElementsByTagName('*').length,
    };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  const height390 = await page.evaluate(() => document.documentElement.scrollHeight);
  await context.close();
  return { events, facts: { ...facts, height390, benchmarkIndex: Number(benchmarkIndex) } };
}

function medianMap(maps: Map<string, number>[]): Map<string, number> {
  const keys = new Set(maps.flatMap((map) => [...map.keys()]));
  return new Map([...keys].map((key) => [key, median(maps.map((map) => map.get(key) ?? 0))]));
}

const ms = (value: number) => fixed(value, 0);

async function main(): Promise<void> {
  const { values } = parseArgs({
    strict: true,
    options: {
      routes: { type: 'string', default: '/,/contact-us' },
      runs: { type: 'string', default: '3' },
      markdown: { type: 'boolean', default: false },
      origin: { type: 'string' },
      'cpu-slowdown': { type: 'string', default: '4' },
      dist: { type: 'string' },
      floor: { type: 'boolean', default: false },
      'long-tasks': { type: 'boolean', default: false },
    },
  });
  const cpuSlowdown = Number(values['cpu-slowdown']);
  if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1)
    throw new Error('--cpu-slowdown must be a number of at least 1');
  const routes = values.routes.split(',').map((route) => route.trim());
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');

  // A server already running (e.g. `npm run serve`), or one started here on a copy of build/client/.
  // --dist: another built site (e.g. a copy of the main branch's build/client/, to compare within one run).
  const snapshot = values.origin ? undefined : values.dist ? { dir: values.dist } : await snapshotDist();
  const server = snapshot
    ? await startSiteServer({ distDir: snapshot.dir })
    : { origin: (values.origin ?? '').replace(/\/$/, ''), stop: async () => undefined };
  // --floor: each route also from a copy of the build with its scripts stripped (bench/strip.ts).
  if (values.floor && !snapshot) throw new Error('--floor needs the built site (leave out --origin)');
  const floorServer =
    values.floor && snapshot ? await startSiteServer({ distDir: (await strippedCopy(snapshot.dir)).dir }) : undefined;
  const targets = routes.flatMap((route) => [
    { label: route, origin: server.origin, route, floor: false },
    ...(floorServer ? [{ label: `${route} (floor)`, origin: floorServer.origin, route, floor: true }] : []),
  ]);
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const blocks: Block[] = [
    text(
      `Chromium, ${runs} trace${runs === 1 ? '' : 's'} per route at 412×823 px (DPR 1.75) with the CPU slowed ${cpuSlowdown}× ` +
        `and the network unthrottled, from navigation to ${SETTLE_MS / 1000} s after React marked the document hydrated; ` +
        "medians of the traces. The tables count the main thread's own CPU time (trace events' thread time), which stays the same " +
        'when other work shares the machine; at 4× a phone takes about four times as long in wall time. Blocking and the long tasks are ' +
        "wall time (what Total Blocking Time counts), so they grow on a busy machine. Chunk times are the sampling profiler's shares of " +
        'the script time, scaled to its CPU time.',
    ),
  ];
  try {
    for (const { label: route, origin, route: path, floor } of targets) {
      const url = `${origin}${path}`;
      const figures: TraceFigures[] = [];
      const facts: PageFacts[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await traceOnce(browser, url, { cpuSlowdown, floor });
        if (process.env['TRACE_DUMP']) await writeFile(process.env['TRACE_DUMP'], JSON.stringify(result.events));
        figures.push(analyse(result.events, url));
        facts.push(result.facts);
        console.log(
          `trace ${route} ${i + 1}/${runs}: CPU ${ms(figures.at(-1)?.cpu ?? 0)} ms, wall ${ms(figures.at(-1)?.busy ?? 0)} ms, ` +
            `FCP ${ms(figures.at(-1)?.fcp ?? 0)} ms, longest task after it ${ms(figures.at(-1)?.longestAfterFcp ?? 0)} ms, ` +
            `benchmark index ${result.facts.benchmarkIndex}, load ${loadavg()[0]?.toFixed(2)}`,
        );
        if (values['long-tasks'])
          for (const task of figures.at(-1)?.long ?? [])
            console.log(
              `  ${ms(task.at)} ms${task.afterFcp ? ' (after FCP)' : ''}: ${ms(task.dur)} ms; ` +
                task.kinds.map(([kind, value]) => `${kind} ${ms(value)}`).join(', ') +
                (task.chunks.length > 0
                  ? `; JS ${task.chunks.map(([chunk, value]) => `${chunk} ${ms(value)}`).join(', ')}` +
                    ` (${task.functions.map(([name, value]) => `${name} ${ms(value)}`).join(', ')})`
                  : ''),
            );
      }
      const m = (pick: (f: TraceFigures) => number) => median(figures.map(pick));
      const f = (pick: (p: PageFacts) => number) => median(facts.map(pick));
      blocks.push(
        text(
          `**${route}**: Lighthouse benchmark index ${ms(f((p) => p.benchmarkIndex))}; main thread busy ${ms(m((x) => x.cpu))} ms of CPU time (${ms(m((x) => x.busy))} ms of wall time), blocking ${ms(m((x) => x.blocking))} ms, ` +
            `${fixed(
              m((x) => x.longTasks),
              0,
            )} long tasks, the longest ${ms(m((x) => x.longest))} ms; first contentful paint at ${ms(m((x) => x.fcp ?? 0))} ms, ` +
            `the longest task after it ${ms(m((x) => x.longestAfterFcp))} ms. ` +
            `Inline loader data ${fixed(f((p) => p.inlineData) / 1024, 1)} KB, JSON.parse of it ${fixed(
              f((p) => p.dataParse),
              1,
            )} ms; ` +
            `${fixed(
              f((p) => p.elements),
              0,
            )} elements; ${fixed(
              f((p) => p.height390),
              0,
            )} px tall at 390 px.`,
        ),
      );
      const kinds = medianMap(figures.map((x) => x.kinds));
      blocks.push(
        table(
          ['Kind of work', 'ms'],
          [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, value]) => [kind, ms(value)]),
          { title: `${route}: by kind of work`, right: [1] },
        ),
      );
      const phases = medianMap(figures.map((x) => x.phases));
      blocks.push(
        table(
          ['Phase', 'ms'],
          [...phases].map(([phase, value]) => [phase, ms(value)]),
          { title: `${route}: by phase`, right: [1] },
        ),
      );
      const evaluation = medianMap(figures.map((x) => new Map([...x.chunks].map(([k, v]) => [k, v[0]]))));
      const rest = medianMap(figures.map((x) => new Map([...x.chunks].map(([k, v]) => [k, v[1]]))));
      const chunks = [...new Set([...evaluation.keys(), ...rest.keys()])]
        .map((chunk) => [chunk, evaluation.get(chunk) ?? 0, rest.get(chunk) ?? 0] as const)
        .filter(([, a, b]) => a + b >= 1)
        .sort((a, b) => b[1] + b[2] - (a[1] + a[2]));
      blocks.push(
        table(
          ['Chunk', 'Module evaluation ms', 'Hydration, setup, timers ms', 'Total ms'],
          chunks.map(([chunk, a, b]) => [chunk, ms(a), ms(b), ms(a + b)]),
          { title: `${route}: JavaScript self time by chunk (sampled)`, right: [1, 2, 3] },
        ),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await floorServer?.stop();
  }
  const report: Report = { title: 'Main-thread trace breakdown', blocks };
  console.log(values.markdown ? renderMarkdown(report) : renderText(report));
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}
