/**
 * The bench's judgement of its own runs: a run taken while the machine was busy is flagged
 * (low CPU benchmark index against the bench's best, or a high load average) so that it is
 * reported apart; figures are shown as a median with their range; the flags narrow a run.
 */
import { describe, expect, it } from 'vitest';
import { flagBusy, parseOptions, spread, type Figures, type RunResult } from '../../bench/lighthouse.ts';

function runWith(benchmarkIndex: number, load: number): RunResult {
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
    benchmarkIndex,
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
  it('runs everything by default: three routes, five runs, both throttlings, both loaders', () => {
    const options = parseOptions([]);
    expect(options.routes).toEqual(['/', '/contact-us', '/work/aara']);
    expect(options.runs).toBe(5);
    expect(options.throttling).toEqual(['simulated', 'devtools']);
    expect(options.loaders).toEqual(['0', 'built']);
  });

  it('narrows by flags and refuses an unknown value', () => {
    const options = parseOptions(['--routes=/contact-us', '--runs=2', '--throttling=devtools', '--loader=0']);
    expect(options).toMatchObject({ routes: ['/contact-us'], runs: 2, throttling: ['devtools'], loaders: ['0'] });
    expect(() => parseOptions(['--throttling=fast'])).toThrow(/--throttling/);
  });
});
