/** Small pieces the fault suite, the production rehearsal and the bench share: timing, figures, results and cleanup. */
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The p-th percentile (0-100) of some numbers, nearest-rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
}

export function seconds(value: number): string {
  return `${(value / 1000).toFixed(1)} s`;
}

/** "201×1990 503×10", most frequent first. */
export function tally(values: readonly (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([value, count]) => `${value}×${count}`)
      .join(' ') || 'none'
  );
}

/**
 * Things to undo however the run ends (servers, PostgreSQL, the SMTP sink): run in
 * reverse order by `cleanUp`, and synchronously on exit as a last resort.
 */
type Undo = { sync: () => void; async?: () => Promise<void> };
const undos: Undo[] = [];
process.once('exit', () => cleanUpNow());

export function onCleanUp(sync: () => void, async?: () => Promise<void>): () => void {
  const undo: Undo = async ? { sync, async } : { sync };
  undos.push(undo);
  return () => {
    const index = undos.indexOf(undo);
    if (index >= 0) undos.splice(index, 1);
  };
}

export async function cleanUp(): Promise<void> {
  while (undos.length > 0) {
    const undo = undos.pop();
    try {
      if (undo?.async) await undo.async();
      else undo?.sync();
    } catch (error) {
      console.error(`cleanup: ${(error as Error).message}`);
    }
  }
}

export function cleanUpNow(): void {
  while (undos.length > 0) {
    try {
      undos.pop()?.sync();
    } catch {
      // Exiting anyway: nothing better to do.
    }
  }
}

/** Rejects after `limitMs`: no scenario can hang the run. */
export async function within<T>(limitMs: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${seconds(limitMs)}`)), limitMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs one scenario of a serial suite (the fault suite, the production rehearsal) within
 * its time limit and prints its one line of figures. Its checks are `expect.soft`, so
 * that a failed one names itself and the others still run.
 */
export async function runScenarioWithin(name: string, limitMs: number, run: () => Promise<string>): Promise<void> {
  const begun = performance.now();
  const figures = await within(limitMs, `scenario ${name}`, run());
  console.log(`${name} (${seconds(performance.now() - begun)}): ${figures}`.replace(/\s*\n\s*/g, ' '));
}
