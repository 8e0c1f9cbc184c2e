/**
 * Signed webhooks, end to end through app.inject and a real
 * receiver (tests/support/webhook-receiver.ts) that verifies each delivery with the
 * reference `standardwebhooks` library: the payload, WEBHOOK_FORMS, spam left out,
 * the Slack message (no message text, no contact details), retries with back-off and
 * the same webhook-id on every repeat, "retry now" in the inbox, two workers sharing
 * the outbox without a double delivery, retention, and the refusal of receivers at
 * non-public addresses.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_DELIVERY, loadConfig, type Config, type WebhookSettings } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { MIGRATIONS_FOLDER } from '../../server/db/client.ts';
import { deleteExpired } from '../../server/retention.ts';
import { receiverOf } from '../../server/webhooks/outbox.ts';
import { slackText } from '../../server/webhooks/payload.ts';
import { nonPublic } from '../../server/webhooks/receivers.ts';
import { postJson } from '../../server/webhooks/send.ts';
import { WebhookWorker } from '../../server/webhooks/worker.ts';
import { pdfFile } from '../support/resumes.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { adminApp, get, postForm, signIn, type Jar } from '../support/admin.ts';
import { formsApp, query, submit, TABLE, VALID } from '../support/forms.ts';
import { testConfig } from '../support/app.ts';
import { eventually, must } from '../support/mail.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/** Quick polls and retries for tests. */
const fast = (overrides: Partial<WebhookSettings> = {}): WebhookSettings => ({
  ...DEFAULT_WEBHOOK_DELIVERY,
  pollIntervalMs: 50,
  retryBaseMs: 100,
  retryMaxMs: 400,
  leaseMs: 5_000,
  timeoutMs: 2_000,
  ...overrides,
});

function hookConfig(receiver: WebhookReceiver, overrides: Partial<Config> = {}): Partial<Config> {
  return {
    webhookUrls: [receiver.url],
    webhookSecret: SECRET,
    webhookAllowPrivate: true,
    webhookDelivery: fast(),
    siteUrl: 'https://www.nexaweave.example',
    ...overrides,
  };
}

interface Payload {
  type: string;
  timestamp: string;
  data: {
    form: string;
    id: string;
    created_at: string;
    fields: Record<string, string | null>;
    source: Record<string, string | null>;
    inbox_url: string;
  };
}

/** A submission's deliveries to WEBHOOK_URLS (or to Slack). */
async function deliveries(app: FastifyInstance, submissionId: string, target = 'webhook') {
  return query(
    app,
    sql`SELECT id, target, status, attempts, last_error FROM webhook_deliveries WHERE submission_id = ${submissionId} AND target = ${target}`,
  );
}

describe('signed deliveries', () => {
  let receiver: WebhookReceiver;
  let slack: WebhookReceiver;
  let app: FastifyInstance;
  let jar: Jar;
  beforeAll(async () => {
    receiver = await startWebhookReceiver({ secret: SECRET });
    slack = await startWebhookReceiver({ unsigned: true });
    app = await adminApp(hookConfig(receiver, { slackWebhookUrl: slack.url, webhookForms: ['contact', 'job-apply'] }));
    ({ jar } = await signIn(app));
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.stop();
    await slack?.stop();
  });
  afterEach(() => {
    receiver.deliveries.length = 0;
    slack.deliveries.length = 0;
    receiver.respondWith(200);
  });

  it('delivers each accepted submission as signed JSON that the reference library verifies', async () => {
    const res = await submit(app, 'contact', {
      ...VALID.contact,
      form_path: '/contact-us',
      landing_path: '/',
      utm_source: 'newsletter',
      utm_campaign: 'launch',
    });
    const { id } = res.json<{ id: string }>();
    const [delivery] = await receiver.waitFor(1);
    expect(receiver.rejected).toEqual([]);
    const payload = must(delivery).payload as Payload;
    expect(payload.type).toBe('submission.created');
    expect(payload.data).toMatchObject({
      form: 'contact',
      id,
      fields: {
        fullname: 'Priya Sharma',
        email: 'priya@acme-retail.example.com',
        message: VALID.contact['message'],
        companyname: 'Acme Retail Pvt. Ltd.',
      },
      source: {
        landing_path: '/',
        referrer: null,
        utm_source: 'newsletter',
        utm_medium: null,
        utm_campaign: 'launch',
        utm_term: null,
        utm_content: null,
        form_path: '/contact-us',
      },
      inbox_url: `https://www.nexaweave.example/admin/contact/${id}`,
    });
    expect(new Date(payload.data.created_at).toISOString()).toBe(payload.data.created_at);
    expect(payload.timestamp).toBe(payload.data.created_at);
    const [row] = await deliveries(app, id);
    expect(must(delivery).id).toBe(`msg_${String(must(row)['id'])}`);
    await eventually(async () => (await deliveries(app, id)).every((entry) => entry['status'] === 'sent'));
  });

  it('delivers a submission retried with the same Idempotency-Key once', async () => {
    // The key and the deliveries are written in the submission's transaction: a replay adds neither.
    const headers = { 'idempotency-key': '"webhook-retry-1"' };
    const first = await submit(app, 'contact', VALID.contact, [], { headers });
    const again = await submit(app, 'contact', VALID.contact, [], { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    const { id } = first.json<{ id: string }>();
    expect(again.json<{ id: string }>().id).toBe(id);
    expect(await deliveries(app, id)).toHaveLength(1);
    expect(await deliveries(app, id, 'slack')).toHaveLength(1);
    await eventually(async () => (await deliveries(app, id)).every((entry) => entry['status'] === 'sent'));
    expect(receiver.deliveries.filter((entry) => (entry.payload as Payload).data.id === id)).toHaveLength(1);
  });

  it('sends no resume bytes, and nothing for spam or a form outside WEBHOOK_FORMS', async () => {
    const application = await submit(app, 'job-apply', VALID['job-apply'], [
      { filename: 'cv.pdf', type: 'application/pdf', data: pdfFile('Rahul CV') },
    ]);
    expect(application.statusCode).toBe(201);
    const [delivery] = await receiver.waitFor(1);
    const payload = must(delivery).payload as Payload;
    expect(payload.data.form).toBe('job-apply');
    expect(Object.keys(payload.data.fields)).not.toContain('resume');
    expect(JSON.stringify(payload)).not.toContain('%PDF');

    const spam = await submit(app, 'contact', { ...VALID.contact, website: 'http://spam.example' });
    const hire = await submit(app, 'hire', VALID.hire);
    for (const target of ['webhook', 'slack']) {
      expect(await deliveries(app, spam.json<{ id: string }>().id, target)).toEqual([]);
      expect(await deliveries(app, hire.json<{ id: string }>().id, target)).toEqual([]);
    }
  });

  it('posts a short Slack message: form, name, source and link, no message or contact details', async () => {
    const res = await submit(app, 'contact', {
      ...VALID.contact,
      fullname: 'Priya <Sharma>',
      referrer: 'https://www.linkedin.com/feed/',
    });
    const { id } = res.json<{ id: string }>();
    const [message] = await slack.waitFor(1);
    const { text } = must(message).payload as { text: string };
    expect(text).toBe(
      `New project enquiry from Priya &lt;Sharma&gt; · source: www\u2024linkedin\u2024com · <https://www.nexaweave.example/admin/contact/${id}|Open in the staff inbox>`,
    );
    for (const secret of [VALID.contact['email'], VALID.contact['phone'], 'delivery app', 'Acme']) {
      expect(text).not.toContain(secret);
    }
  });

  it('sends visitor text to Slack with no link and no formatting it could form', async () => {
    const res = await submit(app, 'contact', {
      ...VALID.contact,
      fullname: '*Urgent* _pay_ https://evil.example/x <!channel>',
      referrer: 'https://phish.example/',
    });
    const { id } = res.json<{ id: string }>();
    const [message] = await slack.waitFor(1);
    const { text } = must(message).payload as { text: string };
    expect(text).toBe(
      'New project enquiry from Urgent pay https\uA789//evil\u2024example/x &lt;!channel&gt; · source: phish\u2024example · ' +
        `<https://www.nexaweave.example/admin/contact/${id}|Open in the staff inbox>`,
    );
    // The only link, and the only markup, are the message's own.
    const own = ` · <https://www.nexaweave.example/admin/contact/${id}|Open in the staff inbox>`;
    expect(text.endsWith(own)).toBe(true);
    expect(text.slice(0, -own.length).replace(' · source: ', ' · ')).not.toMatch(/[.:@*_~`<>]/);
  });

  it('makes visitor words inert mrkdwn: no URL, domain, address, formatting or markup', () => {
    expect(slackText('Visit http://evil.example or www.evil.example')).toBe(
      'Visit http\uA789//evil\u2024example or www\u2024evil\u2024example',
    );
    expect(slackText('mail a@evil.example, evil\u3002example, evil\uFF0Eexample')).toBe(
      'mail a\uFF20evil\u2024example, evil\u2024example, evil\u2024example',
    );
    expect(slackText('*bold* _italic_ ~strike~ `code`')).toBe('bold italic strike code');
    expect(slackText('<https://evil.example|Click> & <!here>')).toBe(
      '&lt;https\uA789//evil\u2024example|Click&gt; &amp; &lt;!here&gt;',
    );
    expect(slackText('  two\n\nlines  ')).toBe('two lines');
    expect(slackText('Dr. Asha Rao')).toBe('Dr\u2024 Asha Rao');
  });

  it('stores a reference to each receiver, never its URL, and shows only its origin', async () => {
    const { id } = (await submit(app, 'contact', VALID.contact)).json<{ id: string }>();
    await receiver.waitFor(1);
    await slack.waitFor(1);
    await eventually(async () => (await deliveries(app, id)).length === 1);
    const rows = await query(app, sql`SELECT * FROM webhook_deliveries WHERE submission_id = ${id} ORDER BY target`);
    expect(rows.map((row) => [row['target'], row['receiver']])).toEqual([
      ['slack', 'slack'],
      ['webhook', receiverOf(receiver.url)],
    ]);
    // Nothing of either URL past its origin is anywhere in the rows (nor so in a backup).
    const stored = JSON.stringify(rows);
    for (const url of [receiver.url, slack.url]) {
      expect(stored).not.toContain(new URL(url).host);
    }
    const page = await get(app, jar, `/admin/contact/${id}`);
    expect(page.body).toContain(`To ${new URL(slack.url).origin}`);
    expect(page.body).not.toContain(slack.url);
  });

  it('fails a delivery whose receiver WEBHOOK_URLS no longer lists, naming why', async () => {
    const { id } = (await submit(app, 'hire', VALID.hire)).json<{ id: string }>();
    // Queued for a receiver since taken out of the configuration.
    await query(
      app,
      sql`INSERT INTO webhook_deliveries (target, receiver, form, submission_id) VALUES ('webhook', ${receiverOf('https://old-crm.example.com/hook')}, 'hire', ${id})`,
    );
    app.webhooks.nudge();
    await eventually(async () => (await deliveries(app, id))[0]?.['status'] === 'failed');
    expect((await deliveries(app, id))[0]).toMatchObject({ last_error: 'WEBHOOK_URLS no longer lists this receiver' });
    expect(receiver.deliveries).toEqual([]);
    expect((await get(app, jar, `/admin/hire/${id}`)).body).toContain('To a receiver no longer configured');
  });

  it('retries a failing receiver with back-off, with the same webhook-id, and shows it in the inbox', async () => {
    receiver.respondWith(503);
    const res = await submit(app, 'contact', VALID.contact);
    const { id } = res.json<{ id: string }>();
    await eventually(() => receiver.deliveries.length >= 2, 10_000, 'two failed attempts');
    const [row] = await deliveries(app, id);
    expect(row).toMatchObject({ status: 'pending', last_error: 'the receiver answered 503' });
    const page = await get(app, jar, `/admin/contact/${id}`);
    expect(page.body).toContain('Webhooks');
    expect(page.body).toContain('Last error: the receiver answered 503');

    receiver.respondWith(200);
    await receiver.waitFor(1);
    await eventually(async () => (await deliveries(app, id))[0]?.['status'] === 'sent');
    const ids = new Set(receiver.deliveries.map((delivery) => delivery.id));
    expect(ids).toEqual(new Set([`msg_${String(must(row)['id'])}`]));
    // Back-off: the attempts are spaced by at least the base delay (100 ms in these tests).
    const times = receiver.deliveries.map((delivery) => delivery.receivedAt.getTime());
    expect(must(times[1]) - must(times[0])).toBeGreaterThanOrEqual(90);
  });

  it('marks a delivery failed after the last attempt; "retry now" delivers it, and the overview says so', async () => {
    receiver.respondWith(500);
    const res = await submit(app, 'contact', VALID.contact);
    const { id } = res.json<{ id: string }>();
    const [queued] = await deliveries(app, id);
    const deliveryId = String(must(queued)['id']);
    // Ten attempts would take a while at this back-off: the row is brought to its last one.
    await query(app, sql`UPDATE webhook_deliveries SET attempts = 9 WHERE id = ${deliveryId}`);
    await eventually(async () => (await deliveries(app, id))[0]?.['status'] === 'failed', 10_000, 'failed');
    const overview = await get(app, jar, '/admin');
    expect(overview.body).toMatch(/webhook deliver(y|ies) failed/);
    const page = await get(app, jar, `/admin/contact/${id}`);
    expect(page.body).toContain('Gave up after 10 attempts: the receiver answered 500.');
    expect(page.body).toContain(`/admin/contact/${id}/webhooks/${deliveryId}/retry`);

    receiver.respondWith(200);
    const before = receiver.accepted().length;
    const retry = await postForm(app, jar, `/admin/contact/${id}/webhooks/${deliveryId}/retry`);
    expect(retry.statusCode).toBe(303);
    expect(retry.headers.location).toBe(`/admin/contact/${id}?updated=retry`);
    await receiver.waitFor(before + 1);
    await eventually(async () => (await deliveries(app, id))[0]?.['status'] === 'sent');
    expect(receiver.accepted().at(-1)?.id).toBe(`msg_${deliveryId}`);
    // Sent: nothing left to retry; an unknown delivery is a 404; no CSRF token, a 403.
    expect((await postForm(app, jar, `/admin/contact/${id}/webhooks/${deliveryId}/retry`)).statusCode).toBe(404);
    const forged = await postForm(app, jar, `/admin/contact/${id}/webhooks/${deliveryId}/retry`, { _csrf: 'x' });
    expect(forged.statusCode).toBe(403);
  });

  it('sends a delivery again with the same webhook-id when a worker died before marking it', async () => {
    const res = await submit(app, 'contact', VALID.contact);
    const { id } = res.json<{ id: string }>();
    const [first] = await receiver.waitFor(1);
    await eventually(async () => (await deliveries(app, id))[0]?.['status'] === 'sent');
    // What a crash between the receiver's 200 and the mark leaves once the lease ends.
    await query(
      app,
      sql`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), sent_at = NULL WHERE submission_id = ${id}`,
    );
    app.webhooks.nudge();
    const [, second] = await receiver.waitFor(2);
    expect(must(second).id).toBe(must(first).id);
    expect(must(second).payload).toEqual(must(first).payload);
  });
});

/**
 * A receiver that answers one byte every `everyMs`, so its connection is never idle:
 * the status line and headers so (`headers`), or the headers at once and then a long
 * body so (`body`).
 */
async function trickler(part: 'headers' | 'body', everyMs: number): Promise<{ url: string; close: () => void }> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('data', () => {
      const padding = 'x'.repeat(400);
      const head = `HTTP/1.1 200 OK\r\nx-padding: ${padding}\r\ncontent-length: 400\r\n\r\n`;
      if (part === 'body') socket.write(head);
      const rest = part === 'body' ? padding : head + padding;
      let index = 0;
      const timer = setInterval(() => {
        if (index >= rest.length || socket.destroyed) return clearInterval(timer);
        socket.write(rest[index] ?? '');
        index += 1;
      }, everyMs);
      socket.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('a receiver that trickles its answer', () => {
  const options = { timeoutMs: 1_000, allowPrivate: true };

  it('is given up at the deadline of the whole exchange, though never idle', async () => {
    const receiver = await trickler('headers', 100);
    try {
      const started = performance.now();
      await expect(postJson(receiver.url, '{}', {}, options)).rejects.toThrow('no answer within 1000 ms');
      expect(performance.now() - started).toBeLessThan(2_500);
    } finally {
      receiver.close();
    }
  });

  it('is taken at its status: a trickled body holds nothing', async () => {
    const receiver = await trickler('body', 100);
    try {
      const started = performance.now();
      expect(await postJson(receiver.url, '{}', {}, options)).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      receiver.close();
    }
  });

  it('holds the worker no longer than the deadline, well inside the lease', async () => {
    const receiver = await trickler('headers', 100);
    const app = await formsApp();
    try {
      const { id } = (await submit(app, 'hire', VALID.hire)).json<{ id: string }>();
      await query(
        app,
        sql`INSERT INTO webhook_deliveries (target, receiver, form, submission_id) VALUES ('webhook', ${receiverOf(receiver.url)}, 'hire', ${id})`,
      );
      const worker = new WebhookWorker({
        database: app.database,
        settings: fast({ timeoutMs: 1_000, leaseMs: 30_000 }),
        secret: SECRET,
        siteUrl: 'https://www.nexaweave.example',
        allowPrivate: true,
        receivers: { urls: [receiver.url], slackUrl: undefined },
        log: app.log,
      });
      const started = performance.now();
      expect(await worker.drainOnce()).toBe(1);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(await deliveries(app, id)).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'no answer within 1000 ms' }),
      ]);
    } finally {
      receiver.close();
      await app.close();
    }
  });
});

describe('"Retry now" while a delivery is being made', () => {
  it('is refused with 409, changing nothing, and allowed once the attempt has ended', async () => {
    const receiver = await trickler('headers', 100);
    const app = await adminApp({
      webhookUrls: [receiver.url],
      webhookSecret: SECRET,
      webhookAllowPrivate: true,
      // Each attempt is held to its 2 s deadline; the next one is a minute away.
      webhookDelivery: fast({ timeoutMs: 2_000, leaseMs: 30_000, retryBaseMs: 60_000, retryMaxMs: 60_000 }),
      siteUrl: 'https://www.nexaweave.example',
    });
    try {
      const { jar } = await signIn(app);
      const { id } = (await submit(app, 'contact', VALID.contact)).json<{ id: string }>();
      await eventually(async () => (await deliveries(app, id))[0]?.['attempts'] === 1, 5_000, 'claimed');
      const deliveryId = String(must((await deliveries(app, id))[0])['id']);
      const retryUrl = `/admin/contact/${id}/webhooks/${deliveryId}/retry`;

      const page = await get(app, jar, `/admin/contact/${id}`);
      expect(page.body).toContain('Being sent now (attempt 1).');
      expect(page.body).not.toContain(retryUrl);
      const refused = await postForm(app, jar, retryUrl);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('This delivery is being made right now.');
      expect((await deliveries(app, id))[0]).toMatchObject({ status: 'pending', attempts: 1 });

      // The attempt ends at its deadline; the next is a minute away, and "Retry now" brings it forward.
      await eventually(async () => (await deliveries(app, id))[0]?.['last_error'] !== null, 5_000, 'attempt ended');
      expect((await get(app, jar, `/admin/contact/${id}`)).body).toContain(retryUrl);
      const retried = await postForm(app, jar, retryUrl);
      expect(retried.statusCode).toBe(303);
      await eventually(async () => (await deliveries(app, id))[0]?.['attempts'] === 1, 5_000, 'claimed again');
    } finally {
      receiver.close();
      await app.close();
    }
  });
});

describe('two workers on one outbox', () => {
  it('deliver every row once', { timeout: 60_000 }, async () => {
    const receiver = await startWebhookReceiver({ secret: SECRET });
    // An app without receivers (so without a worker of its own); the deliveries are queued here.
    const app = await formsApp();
    try {
      for (let index = 0; index < 12; index += 1) {
        const res = await submit(app, 'hire', { ...VALID.hire, name: `Client ${index}` });
        const id = res.json<{ id: string }>().id;
        await query(
          app,
          sql`INSERT INTO webhook_deliveries (target, receiver, form, submission_id) VALUES ('webhook', ${receiverOf(receiver.url)}, 'hire', ${id})`,
        );
      }
      const workers = [0, 1].map(
        () =>
          new WebhookWorker({
            database: app.database,
            settings: fast({ batchSize: 4 }),
            secret: SECRET,
            siteUrl: 'https://www.nexaweave.example',
            allowPrivate: true,
            receivers: { urls: [receiver.url], slackUrl: undefined },
            log: app.log,
          }),
      );
      await eventually(async () => {
        await Promise.all(workers.map((worker) => worker.drainOnce()));
        return receiver.accepted().length >= 12;
      }, 30_000);
      const ids = receiver.accepted().map((delivery) => delivery.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(12);
    } finally {
      await app.close();
      await receiver.stop();
    }
  });
});

describe('retention', () => {
  it('deletes the deliveries with their submission', async () => {
    const receiver = await startWebhookReceiver({ secret: SECRET });
    const app = await formsApp(hookConfig(receiver));
    try {
      const id = (await submit(app, 'contact', VALID.contact)).json<{ id: string }>().id;
      await receiver.waitFor(1);
      await query(
        app,
        sql`UPDATE ${sql.identifier(TABLE.contact)} SET created_at = now() - interval '400 days' WHERE id = ${id}`,
      );
      expect((await deleteExpired(app.database, 365)).webhooks).toBe(1);
      expect(await deliveries(app, id)).toEqual([]);
    } finally {
      await app.close();
      await receiver.stop();
    }
  });
});

describe('receivers at non-public addresses', () => {
  it('are refused at start-up with a message that names them, unless WEBHOOK_ALLOW_PRIVATE=1', async () => {
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'http://[::1]:9/x', 'http://10.1.2.3/x']) {
      const config = testConfig({ webhookUrls: [url], webhookSecret: SECRET });
      await expect(buildApp(config), url).rejects.toThrow(/must be public addresses[^]*WEBHOOK_ALLOW_PRIVATE=1/);
    }
    const slack = testConfig({ slackWebhookUrl: 'http://169.254.169.254/latest' });
    await expect(buildApp(slack)).rejects.toThrow(
      /SLACK_WEBHOOK_URL http:\/\/169\.254\.169\.254 resolves to 169\.254\.169\.254, a link-local address/,
    );
  });

  it('names each kind of address, and lets public ones through', () => {
    expect(nonPublic('127.0.0.1')).toBe('a loopback address');
    expect(nonPublic('192.168.1.10')).toBe('a private address');
    expect(nonPublic('169.254.0.1')).toBe('a link-local address');
    expect(nonPublic('fe80::1')).toBe('a link-local address');
    expect(nonPublic('fd00::1')).toBe('a private (unique local) address');
    expect(nonPublic('::ffff:10.0.0.1')).toBe('a private address');
    expect(nonPublic('0.0.0.0')).toBe('the unspecified address');
    expect(nonPublic('93.184.216.34')).toBeUndefined();
    expect(nonPublic('2606:4700::1111')).toBeUndefined();
  });

  it('judges an IPv4 address inside an IPv6 one by what it reaches', () => {
    // IPv4-compatible (::/96): a URL writes [::127.0.0.1] as [::7f00:1].
    expect(new URL('http://[::127.0.0.1]/').hostname).toBe('[::7f00:1]');
    for (const address of ['::7f00:1', '::a00:1', '::808:808', '::127.0.0.1']) {
      expect(nonPublic(address), address).toMatch(/IPv4-compatible|loopback|private/);
    }
    expect(nonPublic('::7f00:1')).toBe('an IPv4-compatible address (::/96, deprecated)');
    // IPv4-mapped, in either spelling.
    expect(nonPublic('::ffff:127.0.0.1')).toBe('a loopback address');
    expect(nonPublic('::ffff:7f00:1')).toBe('a loopback address');
    expect(nonPublic('::ffff:93.184.216.34')).toBeUndefined();
    // NAT64's well-known prefix: judged by the IPv4 address behind it.
    expect(nonPublic('64:ff9b::7f00:1')).toBe('a loopback address (127.0.0.1) behind NAT64');
    expect(nonPublic('64:ff9b::a9fe:a9fe')).toBe('a link-local address (169.254.169.254) behind NAT64');
    expect(nonPublic('64:ff9b::5db8:d822')).toBeUndefined();
    // Everything else outside global unicast, named by ipaddr.js or not.
    expect(nonPublic('1::1')).toBe('not a global unicast address (outside 2000::/3)');
    expect(nonPublic('4000::1')).toBe('not a global unicast address (outside 2000::/3)');
    expect(nonPublic('64:ff9b:1::a00:1')).toMatch(/rfc6052/);
    expect(nonPublic('::ffff:0:7f00:1')).toMatch(/rfc6145/);
  });

  it('refuses http://[::127.0.0.1]/ at start-up and at each connection', async () => {
    await expect(
      buildApp(testConfig({ webhookUrls: ['http://[::127.0.0.1]:9/x'], webhookSecret: SECRET })),
    ).rejects.toThrow(/WEBHOOK_URLS http:\/\/\[::7f00:1\]:9 resolves to ::7f00:1, an IPv4-compatible address/);
    await expect(
      postJson('http://[::127.0.0.1]:9/', '{}', {}, { timeoutMs: 2_000, allowPrivate: false }),
    ).rejects.toThrow(/\[::7f00:1\]:9 is an IPv4-compatible address/);
  });

  it('are refused at each connection too, whatever the name resolves to then', async () => {
    const receiver = await startWebhookReceiver({ unsigned: true });
    try {
      const options = { timeoutMs: 2_000, allowPrivate: false };
      await expect(postJson(`http://localhost:${receiver.port}/`, '{}', {}, options)).rejects.toThrow(
        /localhost resolves to .*loopback/,
      );
      await expect(postJson(`http://127.0.0.1:${receiver.port}/`, '{}', {}, options)).rejects.toThrow(/loopback/);
      expect(receiver.deliveries).toEqual([]);
      expect(await postJson(receiver.url, '{}', {}, { ...options, allowPrivate: true })).toBe(200);
    } finally {
      await receiver.stop();
    }
  });

  it('the configuration asks for a signing secret with WEBHOOK_URLS, and checks every variable', () => {
    expect(() => loadConfig({ WEBHOOK_URLS: 'https://crm.example.com/hook' })).toThrow(/WEBHOOK_SECRET must be set/);
    expect(() => loadConfig({ WEBHOOK_URLS: 'ftp://x', WEBHOOK_SECRET: SECRET })).toThrow(/http\(s\) URLs/);
    expect(() => loadConfig({ WEBHOOK_SECRET: 'hunter2' })).toThrow(/whsec_/);
    expect(() => loadConfig({ WEBHOOK_FORMS: 'contact,newsletter' })).toThrow(
      /form ids among contact, hire, job-apply/,
    );
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(/must be 1/);
    const config = loadConfig({
      WEBHOOK_URLS: 'https://crm.example.com/hook, https://automate.example.org/x',
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_FORMS: 'hire',
      SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/x',
      WEBHOOK_ALLOW_PRIVATE: '1',
    });
    expect(config).toMatchObject({
      webhookUrls: ['https://crm.example.com/hook', 'https://automate.example.org/x'],
      webhookForms: ['hire'],
      webhookAllowPrivate: true,
      slackWebhookUrl: 'https://hooks.slack.com/services/T0/B0/x',
    });
    expect(loadConfig({}).webhookForms).toEqual(['contact', 'hire', 'job-apply']);
  });
});

describe('the migration to receiver references', () => {
  it('replaces the URL of existing rows by the reference the worker computes', async () => {
    // The migrations before it, in a folder of their own, then a row as they stored it.
    const folder = mkdtempSync(join(tmpdir(), 'nexaweave-migrations-'));
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith('_webhook_receiver_reference'));
    expect(upTo).toBeGreaterThan(0);
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    writeFileSync(
      join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
    );
    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: folder });
      const url = 'https://hooks.example.com/services/T0/B0/sécret?x=1';
      await client.query(
        `INSERT INTO webhook_deliveries (target, url, form, submission_id) VALUES
           ('webhook', $1, 'hire', gen_random_uuid()), ('slack', 'https://hooks.slack.com/services/T/B/x', 'hire', gen_random_uuid())`,
        [url],
      );
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const { rows } = await client.query<Record<string, unknown>>('SELECT * FROM webhook_deliveries ORDER BY target');
      expect(rows.map((row) => [row['target'], row['receiver'], 'url' in row])).toEqual([
        ['slack', 'slack', false],
        ['webhook', receiverOf(url), false],
      ]);
    } finally {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
