/**
 * Sign-in guessing cannot take the CPU from the forms. The fault it answers: every
 * unknown user name had a failure budget of its own, so sign-ins from many addresses
 * each cost a full scrypt run, and 8 a second raised the forms' p95 from 76 to 844 ms.
 * Now at most SIGN_IN_CHECKS.concurrency checks run at once, with a bounded queue, and
 * one at a time per address; the rest are refused unchecked with 429. Here the bound
 * is set to one check and a queue of four, so a burst shows it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CHECKS } from '../../server/admin/sign-in-gate.ts';
import { hashPassword } from '../../server/password.ts';
import { adminApp, get, Jar, postForm, STAFF_USER } from '../support/admin.ts';
import { submit, VALID } from '../support/forms.ts';

const BUSY = 'Too many sign-in attempts are being checked right now';

describe('the bound on sign-in checks', () => {
  let app: FastifyInstance;
  const saved = { ...SIGN_IN_CHECKS };
  beforeAll(async () => {
    Object.assign(SIGN_IN_CHECKS, { concurrency: 1, maxQueued: 4 });
    app = await adminApp();
  });
  afterAll(async () => {
    Object.assign(SIGN_IN_CHECKS, saved);
    await app.close();
  });

  /** Browsers on the sign-in page, ready to post, each from `address(i)`. */
  async function browsers(count: number, address: (i: number) => string): Promise<Jar[]> {
    const jars = Array.from({ length: count }, (_, i) => new Jar(address(i)));
    for (const jar of jars) expect((await get(app, jar, '/admin/sign-in')).statusCode).toBe(200);
    return jars;
  }

  it('checks at most one running and four waiting of a burst with unknown user names; the rest get 429', async () => {
    const jars = await browsers(40, (i) => `192.0.2.${i + 1}`);
    const answers = await Promise.all(
      jars.map((jar, i) => postForm(app, jar, '/admin/sign-in', { username: `guess-${i}`, password: 'x' })),
    );
    const checked = answers.filter((res) => res.statusCode === 401);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(checked.length + refused.length).toBe(40);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const res of refused) {
      expect(res.body).toContain(BUSY);
      expect(res.headers['retry-after']).toBe('5');
    }
    // The forms answer meanwhile, and the gate is free again afterwards.
    expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
    const later = await browsers(1, () => '192.0.2.200');
    const answer = await Promise.all(
      later.map((jar) => postForm(app, jar, '/admin/sign-in', { username: 'g', password: 'x' })),
    );
    expect(answer.map((res) => res.statusCode)).toEqual([401]);
  });

  it('checks one attempt at a time per address', async () => {
    const jars = await browsers(3, () => '198.51.100.77');
    const answers = await Promise.all(
      jars.map((jar, i) => postForm(app, jar, '/admin/sign-in', { username: `name-${i}`, password: 'x' })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 429, 429]);
  });
});

describe('an unknown user name', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The production cost, so that a check is clearly more work than a request.
    app = await adminApp({ adminPasswordHash: await hashPassword('the right password 1') });
  });
  afterAll(() => app.close());

  /** Signs in once per name, one after the other, each from its own address: the CPU time used and each answer's time. */
  async function attempts(names: string[], network: string) {
    const jars = names.map((_, i) => new Jar(`${network}.${i + 1}`));
    for (const jar of jars) await get(app, jar, '/admin/sign-in');
    const durations: number[] = [];
    const cpu = process.cpuUsage();
    for (const [i, jar] of jars.entries()) {
      const started = performance.now();
      const res = await postForm(app, jar, '/admin/sign-in', { username: names[i] ?? '', password: 'a wrong one' });
      durations.push(performance.now() - started);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('The user name or password is not right.');
    }
    const used = process.cpuUsage(cpu);
    const median = [...durations].sort((a, b) => a - b)[Math.floor(durations.length / 2)] ?? 0;
    return { cpuMs: (used.user + used.system) / 1000, median };
  }

  it('costs no password check, yet is answered as late as a wrong password', async () => {
    const known = await attempts(Array<string>(7).fill(STAFF_USER), '203.0.113');
    const unknown = await attempts(
      Array.from({ length: 7 }, (_, i) => `nobody-${i}`),
      '198.18.0',
    );
    // Seven scrypt runs against none: the unknown names cost a fraction of the CPU …
    expect(unknown.cpuMs).toBeLessThan(known.cpuMs / 3);
    // … and their answers do not come grossly sooner.
    expect(unknown.median).toBeGreaterThan(known.median * 0.5);
  });
});
