/** The bound on sign-in checks (scrypt runs): concurrency, queue, per address, priority, waits. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkGate } from '../../server/admin/sign-in-gate.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('WorkGate', () => {
  it('never runs more than its concurrency, and hands each freed turn to the next in line', async () => {
    const gate = new WorkGate({ concurrency: 2, maxQueued: 100, maxWaitMs: 60_000 });
    let running = 0;
    let peak = 0;
    const work = async (key: string) => {
      const release = await gate.enter(key);
      if (!release) return false;
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      release();
      return true;
    };
    const done = await Promise.all(Array.from({ length: 20 }, (_, i) => work(`10.0.0.${i}`)));
    expect(done).toEqual(Array(20).fill(true));
    expect(peak).toBe(2);
  });

  it('refuses a second attempt from the same address while its first waits or runs', async () => {
    const gate = new WorkGate({ concurrency: 1, maxQueued: 10, maxWaitMs: 60_000 });
    const first = await gate.enter('a');
    expect(first).toBeTypeOf('function');
    expect(await gate.enter('a')).toBeUndefined();
    const queued = gate.enter('b');
    expect(await gate.enter('b')).toBeUndefined();
    first?.();
    const second = await queued;
    expect(second).toBeTypeOf('function');
    second?.();
    // Free again: the address may try once more.
    const again = await gate.enter('a');
    expect(again).toBeTypeOf('function');
    again?.();
  });

  it('refuses attempts beyond its queue, and those that wait too long', async () => {
    vi.useFakeTimers();
    const gate = new WorkGate({ concurrency: 1, maxQueued: 2, maxWaitMs: 1_000 });
    const running = await gate.enter('a');
    const waiting = [gate.enter('b'), gate.enter('c')];
    expect(await gate.enter('d')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await Promise.all(waiting)).toEqual([undefined, undefined]);
    // The timed-out ones left the queue and their addresses: both may try again.
    const b = gate.enter('b');
    running?.();
    const turn = await b;
    expect(turn).toBeTypeOf('function');
    turn?.();
  });

  it('lets a trusted browser past a full queue and a busy address, to the front of the line', async () => {
    const gate = new WorkGate({ concurrency: 1, maxQueued: 1, maxWaitMs: 60_000 });
    const running = await gate.enter('shared');
    const order: string[] = [];
    const stranger = gate.enter('x').then((release) => {
      order.push('stranger');
      release?.();
    });
    expect(await Promise.race([gate.enter('y'), Promise.resolve('pending')])).toBeUndefined();
    const staff = gate.enter('shared', true).then((release) => {
      order.push('staff');
      release?.();
    });
    running?.();
    await Promise.all([stranger, staff]);
    expect(order).toEqual(['staff', 'stranger']);
  });

  it('takes back a release called twice only once', async () => {
    const gate = new WorkGate({ concurrency: 1, maxQueued: 0, maxWaitMs: 1_000 });
    const release = await gate.enter('a');
    release?.();
    release?.();
    const one = await gate.enter('b');
    expect(one).toBeTypeOf('function');
    expect(await gate.enter('c')).toBeUndefined();
    one?.();
  });
});
