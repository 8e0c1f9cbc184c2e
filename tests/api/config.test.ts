/**
 * The environment, parsed once at start-up: hop counts and `true` in TRUST_PROXY are
 * refused with a message naming what to set instead; addresses, ranges and
 * proxy-addr's names are accepted and do what they say through a real proxy hop;
 * SMTP_URL needs the staff addresses; a public HOST without TRUST_PROXY says what
 * that means.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import proxyWarning, { DIRECT_CLIENTS_NOTICE } from '../../server/plugins/app/proxy-warning.ts';
import { testConfig } from '../support/app.ts';

describe('TRUST_PROXY', () => {
  it('refuses a hop count, naming the alternative', () => {
    for (const count of ['1', '2', '0']) {
      expect(() => loadConfig({ TRUST_PROXY: count })).toThrow(
        /TRUST_PROXY must not be a hop count .*TRUST_PROXY=127\.0\.0\.1/,
      );
    }
  });

  it('refuses "true", which would believe any sender', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must not be "true".*CIDR range/);
  });

  it('accepts addresses, CIDR ranges, comma-separated lists and proxy-addr names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, fd00::/8 ,::1' }).trustProxy).toBe('10.0.0.0/8,fd00::/8,::1');
    expect(loadConfig({ TRUST_PROXY: 'loopback,linklocal,uniquelocal' }).trustProxy).toBe(
      'loopback,linklocal,uniquelocal',
    );
    expect(loadConfig({ TRUST_PROXY: '192.168.0.0/255.255.0.0' }).trustProxy).toBe('192.168.0.0/255.255.0.0');
    for (const wrong of ['proxy.internal', '10.0.0.0/33', '127.0.0.1,', 'loopback,nginx']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(
        /TRUST_PROXY must list addresses, CIDR ranges or known names, got "/,
      );
    }
  });

  describe('through a trusted proxy on 127.0.0.1', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const { trustProxy } = loadConfig({ TRUST_PROXY: '127.0.0.1' });
      app = await buildApp(testConfig({ trustProxy }));
      app.get('/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol }));
      await app.ready();
    });
    afterAll(() => app.close());

    const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

    it("sees the visitor's address and protocol, and sends HSTS", async () => {
      const res = await app.inject({ url: '/whoami', remoteAddress: '127.0.0.1', headers: forwarded });
      expect(res.json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      const page = await app.inject({ url: '/', remoteAddress: '127.0.0.1', headers: forwarded });
      expect(page.headers['strict-transport-security']).toContain('max-age=');
    });

    it('works with every setting the server starts with: none silently leaves the proxy as the client', async () => {
      for (const value of ['1', '127.0.0.1', 'loopback', '127.0.0.0/8', '::1,127.0.0.1']) {
        let trustProxy: false | string | boolean;
        try {
          ({ trustProxy } = loadConfig({ TRUST_PROXY: value }));
        } catch {
          continue;
        }
        // Fastify's own reading of the setting, as app.ts passes it (without the app's database).
        const proxied = Fastify({ trustProxy });
        proxied.get('/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol }));
        const res = await proxied.inject({ url: '/whoami', remoteAddress: '127.0.0.1', headers: forwarded });
        await proxied.close();
        expect(res.json(), `TRUST_PROXY=${value}`).toEqual({ ip: '203.0.113.9', protocol: 'https' });
      }
    });

    it('ignores the same headers from a client that reaches the server directly', async () => {
      const res = await app.inject({ url: '/whoami', remoteAddress: '198.51.100.4', headers: forwarded });
      expect(res.json()).toEqual({ ip: '198.51.100.4', protocol: 'http' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('takes the address the proxy appended, not one the client forged before it', async () => {
      const res = await app.inject({
        url: '/whoami',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.9' },
      });
      expect(res.json()).toMatchObject({ ip: '203.0.113.9' });
    });
  });
});

describe('SMTP_URL', () => {
  const addresses = {
    SALES_EMAIL: 'sales@nexaweave.example',
    HR_EMAIL: 'careers@nexaweave.example',
    MAIL_FROM: 'Nexaweave <hello@nexaweave.example>',
  };

  it('needs SALES_EMAIL, HR_EMAIL and MAIL_FROM, each set explicitly', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.internal:25' })).toThrow(
      /SMTP_URL is set, so SALES_EMAIL, HR_EMAIL, MAIL_FROM must be set too/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.internal:25', ...addresses, HR_EMAIL: ' ' })).toThrow(
      /SMTP_URL is set, so HR_EMAIL must be set too/,
    );
    expect(loadConfig({ SMTP_URL: 'smtp://mail.internal:25', ...addresses })).toMatchObject({
      smtpUrl: 'smtp://mail.internal:25',
      salesEmail: addresses.SALES_EMAIL,
      hrEmail: addresses.HR_EMAIL,
      mailFrom: addresses.MAIL_FROM,
    });
  });

  it('leaves them optional while no mail is sent', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.salesEmail).toMatch(/@/);
  });
});

describe('the environment', () => {
  it('keeps the defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:4321',
      allowedOrigins: [],
      allowLoopbackOrigins: true,
      rateLimitPerMinute: 10,
      logLevel: 'info',
      retentionDays: 365,
      databaseUrl: undefined,
      csrfSecret: undefined,
      adminUser: undefined,
    });
    expect(loadConfig({ PORT: '', HOST: ' ' })).toMatchObject({ port: 4321, host: '127.0.0.1' });
  });

  it('lists every problem, each by its variable', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', RATE_LIMIT_PER_MINUTE: '-1', RETENTION_DAYS: '0', SITE_URL: 'example.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PORT must be a whole number, got "eighty"');
    expect(message).toContain('RATE_LIMIT_PER_MINUTE must be a whole number, got "-1"');
    expect(message).toContain('RETENTION_DAYS must be at least 1, got "0"');
    expect(message).toContain('SITE_URL must be an http(s) URL');
  });
});

describe('a public HOST without TRUST_PROXY', () => {
  async function startUpLog(overrides: { host: string; trustProxy: false | string }) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(proxyWarning, { config: { ...loadConfig({}), ...overrides } });
    await app.ready();
    await app.close();
    return lines.filter((line) => line['msg'] === DIRECT_CLIENTS_NOTICE);
  }

  it('says at start-up what that means', async () => {
    expect(await startUpLog({ host: '0.0.0.0', trustProxy: false })).toEqual([
      expect.objectContaining({ level: 40, host: '0.0.0.0' }),
    ]);
    expect(await startUpLog({ host: '::', trustProxy: false })).toHaveLength(1);
  });

  it('says nothing on loopback or with TRUST_PROXY set', async () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(await startUpLog({ host, trustProxy: false }), host).toHaveLength(0);
    }
    expect(await startUpLog({ host: '0.0.0.0', trustProxy: '10.0.0.0/8' })).toHaveLength(0);
  });
});

describe('CSRF_SECRET', () => {
  // It signs the CSRF tokens and the staff cookies: a guessable one lets them be forged offline.
  it('refuses a secret shorter than 32 bytes, naming the variable and how to make one', () => {
    expect(() => loadConfig({ CSRF_SECRET: 'x' })).toThrow(
      /CSRF_SECRET is 1 bytes long; it must be at least 32\. Make one with `openssl rand -hex 32`/,
    );
    expect(() => loadConfig({ CSRF_SECRET: 'a'.repeat(31) })).toThrow(/CSRF_SECRET is 31 bytes long/);
  });

  it('refuses a long secret with too little entropy', () => {
    expect(() => loadConfig({ CSRF_SECRET: 'a'.repeat(64) })).toThrow(/CSRF_SECRET repeats one short piece/);
    expect(() => loadConfig({ CSRF_SECRET: 'password'.repeat(4) })).toThrow(/CSRF_SECRET repeats one short piece/);
    expect(() => loadConfig({ CSRF_SECRET: 'aaaabbbbaaaabbbbaaaabbbbaaaabbbbaaaabbbc' })).toThrow(
      /CSRF_SECRET has too little entropy \(about \d+ bits/,
    );
    expect(() => loadConfig({ CSRF_SECRET: 'secretsecretsecretsecret-secret-secret' })).toThrow(
      /CSRF_SECRET has too little entropy/,
    );
  });

  it('refuses a run of characters, though every character differs', () => {
    for (const secret of [
      '0123456789abcdefghijklmnopqrstuv',
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      'zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJIHGFEDCBA',
      'acegikmoqsuwy02468BDFHJLNPRTVXZ!',
      'a0b1c2d3e4f5g6h7i8j9k0l1m2n3o4p5q6r7',
    ]) {
      expect(() => loadConfig({ CSRF_SECRET: secret }), secret).toThrow(
        /CSRF_SECRET runs in a sequence \(about \d+ bits by the steps between its characters; at least 128 needed\)/,
      );
    }
  });

  it('accepts random secrets as openssl writes them', () => {
    for (let run = 0; run < 20; run += 1) {
      for (const secret of [randomBytes(32).toString('hex'), randomBytes(32).toString('base64')]) {
        expect(loadConfig({ CSRF_SECRET: secret }).csrfSecret).toBe(secret);
      }
    }
    expect(loadConfig({}).csrfSecret).toBeUndefined();
  });
});

describe('WEBHOOK_SECRET', () => {
  // It signs every delivery: a guessable key lets anyone forge a lead into the receivers.
  const whsec = (bytes: Iterable<number>) => `whsec_${Buffer.from([...bytes]).toString('base64')}`;

  it('refuses a key of one byte value, a repeated piece, a run or a few byte values', () => {
    expect(() => loadConfig({ WEBHOOK_SECRET: whsec(Buffer.alloc(24)) })).toThrow(
      /WEBHOOK_SECRET repeats one short piece; it must be random\. Make one with `openssl rand -base64 32`/,
    );
    expect(() => loadConfig({ WEBHOOK_SECRET: whsec(Buffer.from('abc'.repeat(10))) })).toThrow(
      /WEBHOOK_SECRET repeats one short piece/,
    );
    for (const stride of [1, 3, 255]) {
      expect(() =>
        loadConfig({ WEBHOOK_SECRET: whsec(Array.from({ length: 32 }, (_, i) => (i * stride) % 256)) }),
      ).toThrow(/WEBHOOK_SECRET runs in a sequence \(about \d+ bits by the steps between its bytes/);
    }
    // Random, but of three byte values: about 50 bits at most.
    const fewValues = [...randomBytes(32)].map((byte) => [7, 9, 200][byte % 3] ?? 0);
    expect(() => loadConfig({ WEBHOOK_SECRET: whsec(fewValues) })).toThrow(
      /WEBHOOK_SECRET has too little entropy \(about \d+ bits by its byte frequencies; at least 64 needed\)/,
    );
  });

  it('accepts random keys of 24 bytes and more', () => {
    for (let run = 0; run < 50; run += 1) {
      for (const size of [24, 32, 64]) {
        const secret = whsec(randomBytes(size));
        expect(loadConfig({ WEBHOOK_SECRET: secret }).webhookSecret).toBe(secret);
      }
    }
  });
});
