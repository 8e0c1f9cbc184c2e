/**
 * Staff sign-in under attack, after OWASP's device-cookie pattern: a browser that
 * signed in before is not held back by failures made elsewhere, untrusted clients
 * are throttled with a bounded delay, and a success hands out no free guesses.
 * The app's clock is simulated, so hours of attack run in seconds; the figures
 * printed by the last test are the ones docs/security.md states.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/admin/device-cookie.ts';
import { ACCOUNT_FREE_FAILURES, DEVICE_FREE_FAILURES } from '../../server/admin/sign-in-limits.ts';
import { adminApp, get, Jar, postForm, STAFF_PASSWORD, STAFF_USER } from '../support/admin.ts';
import { query } from '../support/forms.ts';

const MINUTE = 60_000;
let now = Date.parse('2026-03-02T09:00:00Z');
const clock = () => new Date(now);

let app: FastifyInstance;
beforeAll(async () => {
  app = await adminApp({ clock });
});
afterAll(() => app.close());
beforeEach(async () => {
  await query(app, sql`DELETE FROM admin_sign_in_failures`);
});

/** One sign-in from `jar` (its CSRF cookie fetched once), the status it gets. */
async function attempt(jar: Jar, password: string, username = STAFF_USER): Promise<number> {
  if (!jar.csrf) await get(app, jar, '/admin/sign-in');
  const res = await postForm(app, jar, '/admin/sign-in', { username, password, next: '/admin' });
  return res.statusCode;
}

/** Wrong passwords for `staff` from `count` addresses of 203.0.113.0/24, one each. */
async function guesses(count: number, first = 1): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push(await attempt(new Jar(`203.0.113.${first + i}`), 'guess'));
  return statuses;
}

describe('a trusted browser (device cookie)', { timeout: 120_000 }, () => {
  it('gets in while the account waits for the failures of others', async () => {
    const staff = new Jar('192.0.2.10');
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(303);
    expect(staff.cookies.has(DEVICE_COOKIE)).toBe(true);

    expect(await guesses(ACCOUNT_FREE_FAILURES)).toEqual(Array(ACCOUNT_FREE_FAILURES).fill(401));
    // The account waits: a browser without the cookie is refused unchecked, the right password included.
    expect(await attempt(new Jar('192.0.2.11'), STAFF_PASSWORD)).toBe(429);
    // The staff browser is not.
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(303);
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(303);
  });

  it('is trusted for its own user name only, and only with our signature', async () => {
    const staff = new Jar('192.0.2.20');
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(303);
    await guesses(ACCOUNT_FREE_FAILURES, 30);
    const cookie = staff.cookies.get(DEVICE_COOKIE) ?? '';

    const forged = new Jar('192.0.2.21');
    forged.cookies.set(
      DEVICE_COOKIE,
      cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    );
    expect(await attempt(forged, STAFF_PASSWORD)).toBe(429);

    const copied = new Jar('192.0.2.22');
    copied.cookies.set(DEVICE_COOKIE, cookie);
    // A copy works like the original (it is the same browser to the server) …
    expect(await attempt(copied, STAFF_PASSWORD)).toBe(303);
    // … but not for another user name, whose own limits apply.
    expect(await attempt(copied, 'guess', 'someone-else')).toBe(401);
  });

  it(`buys ${DEVICE_FREE_FAILURES} failures, then counts as untrusted until its wait is over`, async () => {
    const staff = new Jar('192.0.2.30');
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(303);
    await guesses(ACCOUNT_FREE_FAILURES, 60);
    for (let i = 0; i < DEVICE_FREE_FAILURES; i += 1) expect(await attempt(staff, 'typo')).toBe(401);
    // Its trust waits: it meets the account's wait like any other browser.
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(429);
    now += 2 * MINUTE;
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(303);
    // And its own count starts again after a success.
    expect(await query(app, sql`SELECT scope FROM admin_sign_in_failures WHERE scope = 'device'`)).toEqual([]);
  });

  it('expires 180 days after its last sign-in', async () => {
    const staff = new Jar('192.0.2.40');
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(303);
    await guesses(ACCOUNT_FREE_FAILURES, 90);
    now += 181 * 24 * 60 * MINUTE;
    // The account's failures are a day old by now and forgotten; make it wait again.
    await guesses(ACCOUNT_FREE_FAILURES, 120);
    expect(await attempt(staff, STAFF_PASSWORD)).toBe(429);
  });
});

describe('an attack from 50 addresses on the staff account', () => {
  it(
    'keeps the staff browser in, and the attacker to a bounded number of checked guesses an hour',
    { timeout: 600_000 },
    async () => {
      const HOURS = 3;
      const ATTACK_EVERY_MS = 30_000;
      const STAFF_EVERY_MS = 10 * MINUTE;
      const attackers = Array.from({ length: 50 }, (_, i) => new Jar(`198.51.100.${i + 1}`));
      const staff = new Jar('192.0.2.50');
      // The staff browser signed in the day before the attack began.
      expect(await attempt(staff, STAFF_PASSWORD)).toBe(303);
      now += 24 * 60 * MINUTE;

      const start = now;
      const checked = Array<number>(HOURS).fill(0);
      const refused = Array<number>(HOURS).fill(0);
      const staffResults: number[] = [];
      const newBrowserResults: number[] = [];
      let sent = 0;
      for (let elapsed = 0; elapsed < HOURS * 60 * MINUTE; elapsed += ATTACK_EVERY_MS) {
        now = start + elapsed;
        const hour = Math.floor(elapsed / (60 * MINUTE));
        const status = await attempt(must(attackers[sent % attackers.length]), `guess-${sent}`);
        sent += 1;
        if (status === 401) checked[hour] = (checked[hour] ?? 0) + 1;
        else if (status === 429) refused[hour] = (refused[hour] ?? 0) + 1;
        else throw new Error(`attacker got ${status}`);
        if (elapsed % STAFF_EVERY_MS === 0) {
          staffResults.push(await attempt(staff, STAFF_PASSWORD));
          // Someone of staff on a browser that never signed in, for comparison.
          newBrowserResults.push(await attempt(new Jar(`192.0.2.${100 + newBrowserResults.length}`), STAFF_PASSWORD));
        }
      }

      const rate = (results: number[]) => results.filter((status) => status === 303).length / results.length;
      console.log(
        JSON.stringify({
          simulatedHours: HOURS,
          attackerAttempts: sent,
          attackerCheckedPerHour: checked,
          attackerRefusedPerHour: refused,
          staffTrustedBrowser: `${staffResults.filter((s) => s === 303).length}/${staffResults.length}`,
          staffNewBrowser: `${newBrowserResults.filter((s) => s === 303).length}/${newBrowserResults.length}`,
        }),
      );
      expect(rate(staffResults)).toBe(1);
      // The first hour: the account's free failures, then waits of 1, 2, 4, 8 and 15 minutes.
      expect(checked[0]).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES + 6);
      // Every later hour: one guess per 15-minute wait.
      for (const count of checked.slice(1)) expect(count).toBeLessThanOrEqual(5);
      expect(checked.reduce((sum, count) => sum + count, 0)).toBeLessThan(sent / 5);
    },
  );
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
