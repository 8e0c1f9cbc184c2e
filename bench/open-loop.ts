/**
 * An open-loop load: requests sent at a fixed rate, each at its own time whether or not
 * earlier ones have been answered (so that a slow server shows as latency, not as a lower
 * rate), with their latencies and statuses. Shared by the analytics bench's two threads.
 */

export interface Figures {
  sent: number;
  statuses: string;
  errors: number;
  /** Answers per second over the run. */
  rate: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
}

/**
 * Sends `rate` requests a second for `seconds` seconds, each at its own time (open loop),
 * and gathers the latencies and statuses.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  fire: (index: number) => Promise<{ status: number; ms: number }>,
) {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let errors = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  let lastAnswer = started;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    while (sent < due) {
      const index = sent;
      sent += 1;
      pending.push(
        fire(index).then(
          ({ status, ms }) => {
            latencies.push(ms);
            statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
            lastAnswer = performance.now();
          },
          () => {
            errors += 1;
          },
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const figures: Figures = {
    sent: total,
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    errors,
    rate: latencies.length / ((lastAnswer - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
  };
  return { figures, accepted: statuses.get('202') ?? 0 };
}
