/**
 * The bench's judgement of its own runs: a run taken while the machine was busy is flagged
 * (low CPU benchmark index against the bench's best, or a high load average) so that it is
 * reported apart; figures are shown as a median with their range; the flags narrow a run; the
 * page is measured against its floor (the same page without scripts) pair by pair.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverSideTimes } from '../../bench/analytics-load.ts';
import {
  aboveFloor,
  flagBusy,
  longestTaskAfter,
  pairRuns,
  parseOptions,
  scriptTime,
  signedSpread,
  spread,
  type Figures,
  type RunResult,
} from '../../bench/lighthouse.ts';
import { quotedResults, quoteResults, resultMarkdown } from '../../bench/run.ts';

function runWith(benchmarkIndex: number, load: number, measured: Partial<Figures> = {}): RunResult {
  const figures: Figures = {
    performance: 90,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 1000,
    lcp: 1500,
    tbt: 100,
    cls: 0,
    si: 1200,
    scriptMs: 900,
    benchmarkIndex,
    longestTaskAfterFcp: 0,
    ...measured,
  };
  return { figures, load, warnings: [] };
}

describe('flagBusy', () => {
  it('flags runs whose benchmark index fell below the ratio of the best, or whose load was high', () => {
    const runs = [runWith(2600, 0.5), runWith(2000, 0.8), runWith(1900, 0.9), runWith(2500, 3.1)];
    const best = flagBusy(runs, { busyIndexRatio: 0.75, busyLoad: 2 });
    expect(best).toBe(2600);
    expect(runs.map((run) => run.busy)).toEqual([false, false, true, true]);
  });

  it('leaves failed runs unflagged', () => {
    const failed: RunResult = { error: 'NO_FCP', load: 0.1, warnings: [] };
    flagBusy([failed, runWith(1000, 0.1)], { busyIndexRatio: 0.75, busyLoad: 2 });
    expect(failed.busy).toBeUndefined();
  });
});

describe('spread', () => {
  it('shows the median with the range, and the median alone when the runs agree', () => {
    expect(spread([70, 79, 74], 0)).toBe('74 (70–79)');
    expect(spread([1737, 1500, 2000], 2, 1000)).toBe('1.74 (1.50–2.00)');
    expect(spread([100, 100], 0)).toBe('100');
    expect(spread([], 0)).toBe('n/a');
  });
});

describe('parseOptions', () => {
  it('runs everything by default: the four target routes, five runs, both throttlings, both loaders, the floor', () => {
    const options = parseOptions([]);
    expect(options.routes).toEqual(['/', '/contact-us', '/about-us', '/work/basebone']);
    expect(options.runs).toBe(5);
    expect(options.throttling).toEqual(['simulated', 'devtools']);
    expect(options.loaders).toEqual(['0', 'built']);
    expect(options.floor).toBe(true);
  });

  it('leaves the floor out with --no-floor', () => {
    expect(parseOptions(['--no-floor']).floor).toBe(false);
  });

  it('narrows by flags and refuses an unknown value', () => {
    const options = parseOptions(['--routes=/contact-us', '--runs=2', '--throttling=devtools', '--loader=0']);
    expect(options).toMatchObject({ routes: ['/contact-us'], runs: 2, throttling: ['devtools'], loaders: ['0'] });
    expect(() => parseOptions(['--throttling=fast'])).toThrow(/--throttling/);
  });
});

describe('the floor', () => {
  it('pairs each page run with the floor run after it, leaving out pairs with a failed run', () => {
    const failed: RunResult = { error: 'NO_FCP', load: 0.1, warnings: [] };
    const page = [runWith(1400, 0.5, { tbt: 400 }), runWith(1400, 0.5, { tbt: 500 }), failed, runWith(1400, 0.5)];
    const floor = [runWith(1400, 0.5, { tbt: 3 }), failed, runWith(1400, 0.5)];
    const pairs = pairRuns(page, floor);
    // Run 2's floor failed, run 3 failed, run 4's floor was never taken: one pair is left.
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.page.tbt).toBe(400);
    expect(pairs[0]?.floor.tbt).toBe(3);
  });

  it('makes a pair busy when either of its runs was busy', () => {
    const quiet = (): RunResult => ({ ...runWith(1400, 0.5), busy: false });
    const busy = (): RunResult => ({ ...runWith(900, 0.5), busy: true });
    const pairs = pairRuns([quiet(), busy(), quiet()], [quiet(), quiet(), busy()]);
    expect(pairs.map((pair) => pair.busy)).toEqual([false, true, true]);
  });

  it('takes the median of the per-pair differences, not the difference of the medians', () => {
    // The second pair ran in a slow moment that moved both runs: its difference is like the first's.
    const page = [400, 900, 700].map((tbt) => runWith(1400, 0.5, { tbt, scriptMs: tbt * 2 }));
    const floor = [0, 480, 100].map((tbt) => runWith(1400, 0.5, { tbt, scriptMs: tbt }));
    const pairs = pairRuns(page, floor);
    expect(aboveFloor(pairs, 'tbt')).toEqual([400, 420, 600]);
    // The difference of the medians would be 700 − 100 = 600.
    expect(signedSpread(aboveFloor(pairs, 'tbt'), 0)).toBe('+420 (+400 to +600)');
    expect(aboveFloor(pairs, 'scriptMs')).toEqual([800, 1320, 1300]);
  });

  it('shows a signed median, negative and zero differences alike', () => {
    expect(signedSpread([-3, 2, -1], 0)).toBe('-1 (-3 to +2)');
    expect(signedSpread([0, 0], 0)).toBe('0');
    expect(signedSpread([Number.NaN], 0)).toBe('n/a');
  });
});

describe('scriptTime', () => {
  it("adds mainthread-work-breakdown's script evaluation and parse-compile, and nothing else", () => {
    const items = [
      { group: 'styleLayout', duration: 600 },
      { group: 'scriptEvaluation', duration: 1406 },
      { group: 'scriptParseCompile', duration: 94 },
      { group: 'paintCompositeRender', duration: 525 },
    ];
    expect(scriptTime(items)).toBe(1500);
  });

  it('counts a page that ran no script as 0, and a missing breakdown as no figure', () => {
    expect(scriptTime([{ group: 'styleLayout', duration: 600 }])).toBe(0);
    expect(scriptTime(undefined)).toBeNaN();
    expect(scriptTime([])).toBeNaN();
  });
});

describe('CPU slowdown and the longest task', () => {
  it('measures at 4× and 6× by default, and at the slowdowns asked for', () => {
    expect(parseOptions([]).cpuSlowdowns).toEqual([4, 6]);
    expect(parseOptions(['--cpu-slowdown=6']).cpuSlowdowns).toEqual([6]);
    expect(parseOptions(['--cpu-slowdown=4,8']).cpuSlowdowns).toEqual([4, 8]);
    expect(() => parseOptions(['--cpu-slowdown=0'])).toThrow(/--cpu-slowdown/);
    expect(() => parseOptions(['--cpu-slowdown=fast'])).toThrow(/--cpu-slowdown/);
  });

  it('takes the longest long task that starts at or after first paint, and 0 when there is none', () => {
    const tasks = [
      { startTime: 400, duration: 180 },
      { startTime: 1200, duration: 64 },
      { startTime: 1000, duration: 51 },
      { startTime: 3000, duration: 90 },
    ];
    expect(longestTaskAfter(tasks, 1000)).toBe(90);
    expect(longestTaskAfter(tasks, 3500)).toBe(0);
    expect(longestTaskAfter(tasks, 300)).toBe(180);
    expect(longestTaskAfter(undefined, 1000)).toBe(0);
    expect(longestTaskAfter([{ startTime: 'x', duration: 99 }], 0)).toBe(0);
  });
});

describe('the analytics bench reading nginx’s access log', () => {
  it('takes the p99 of nginx’s and the replica’s times over the event posts only, in ms', () => {
    const line = (path: string, rt: string, urt: string) =>
      `127.0.0.2 [2026-12-07T01:00:00+00:00] "POST ${path} HTTP/1.1" 202 0 rt=${rt} urt=${urt} upstream="127.0.0.1:4511" ustatus="202" usent="0" rid=abc`;
    const log = [
      ...Array.from({ length: 99 }, () => line('/webAPI/event', '0.002', '0.001')),
      line('/webAPI/event', '0.180', '0.150'),
      line('/webAPI/contact-us', '9.000', '9.000'),
    ].join('\n');
    const times = serverSideTimes(log);
    expect(times.nginx).toBeCloseTo(2, 5);
    expect(times.replica).toBeCloseTo(1, 5);
    const tail = serverSideTimes(
      [
        ...Array.from({ length: 98 }, () => line('/webAPI/event', '0.002', '0.001')),
        line('/webAPI/event', '0.180', '0.150'),
        line('/webAPI/event', '0.190', '0.160'),
      ].join('\n'),
    );
    expect(tail.replica).toBeCloseTo(150, 5);
    // Another path's posts, by name: the contact form's during the page views.
    expect(serverSideTimes(log, '/webAPI/contact-us')).toEqual({ nginx: 9000, replica: 9000 });
  });
});

describe('bench/results/ and docs/performance.md', () => {
  const root = resolve(import.meta.dirname, '../..');
  const doc = readFileSync(join(root, 'docs', 'performance.md'), 'utf8');

  it('the page quotes every part the bench writes, each as its file in bench/results/ reads', () => {
    expect(quotedResults(doc)).toEqual(['analytics.md', 'weight.md', 'lighthouse.md', 'http.md']);
    const requoted = quoteResults(doc, (name) => readFileSync(join(root, 'bench', 'results', name), 'utf8'));
    expect(requoted).toBe(doc);
  });

  it('replaces a quote with the file as it is now, and keeps one whose file is missing', () => {
    const page = [
      '# Figures',
      '<!-- bench/results/http.md -->\n\n## HTTP load\n\nold\n\n<!-- end of bench/results/http.md -->',
      'By hand.',
      '<!-- bench/results/weight.md -->\n\n## Page weight\n\nold\n\n<!-- end of bench/results/weight.md -->',
    ].join('\n\n');
    const files: Record<string, string> = { 'http.md': '## HTTP load\n\nnew\n' };
    expect(quoteResults(page, (name) => files[name])).toBe(page.replace('## HTTP load\n\nold', '## HTTP load\n\nnew'));
  });

  it('writes the run it came from under the part heading', () => {
    const markdown = resultMarkdown({ title: 'HTTP load', blocks: [{ kind: 'text', text: 'Figures.' }] }, [
      '- Run: today',
    ]);
    expect(markdown).toBe('## HTTP load\n\n- Run: today\n\nFigures.\n');
  });
});
