/**
 * Helpers for the outbox tests: a real SMTP server (smtp-server) on 127.0.0.1 that
 * keeps every message it accepts, parsed by mailparser, and can be stopped and
 * started again on the same port; apps whose outbox worker polls fast.
 */
import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { DEFAULT_OUTBOX, type Config, type OutboxSettings } from '../../server/config.ts';

export interface ReceivedMail {
  /** The name the client gave in EHLO (nodemailer's `name` option, e.g. `?name=` in SMTP_URL). */
  client: string;
  /** The SMTP envelope. */
  from: string;
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SmtpOptions {
  /** Answer RCPT TO for this address with this error (e.g. 550 or 451). */
  refuse?: (address: string) => { code: number; message: string } | undefined;
  /** Called with each message once it is read, before the server answers 250. */
  beforeAccept?: (mail: ReceivedMail) => Promise<void> | void;
}

/** A port nobody listens on (yet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private readonly options: SmtpOptions;
  private waiters: (() => void)[] = [];
  port: number;

  constructor(port: number, options: SmtpOptions = {}) {
    this.port = port;
    this.options = options;
  }

  static async start(options: SmtpOptions = {}): Promise<TestSmtpServer> {
    const server = new TestSmtpServer(await freePort(), options);
    await server.start();
    return server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: 10 * 1024 * 1024,
      onRcptTo: (address: SMTPServerAddress, _session: SMTPServerSession, callback) => {
        const refusal = this.options.refuse?.(address.address);
        if (!refusal) return callback();
        return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then(async (parsed) => {
              const envelope = session.envelope;
              const mail: ReceivedMail = {
                client: session.hostNameAppearsAs,
                from: envelope.mailFrom ? envelope.mailFrom.address : '',
                to: envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
                parsed,
              };
              this.received.push(mail);
              for (const wake of this.waiters.splice(0)) wake();
              await this.options.beforeAccept?.(mail);
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until at least `count` messages have arrived (or throws after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} e-mails, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }
}

/** Outbox settings for tests: quick polls, quick retries, short leases. */
export function fastOutbox(overrides: Partial<OutboxSettings> = {}): OutboxSettings {
  return {
    ...DEFAULT_OUTBOX,
    pollIntervalMs: 50,
    retryBaseMs: 100,
    retryMaxMs: 400,
    leaseMs: 5_000,
    smtpTimeoutMs: 3_000,
    ...overrides,
  };
}

/** Configuration of an app that mails through `smtpUrl` with fast outbox settings. */
export function mailConfig(smtpUrl: string | undefined, outbox: Partial<OutboxSettings> = {}): Partial<Config> {
  return {
    smtpUrl,
    mailFrom: 'Nexaweave <hello@example.com>',
    salesEmail: 'sales@example.com',
    hrEmail: 'careers@example.com',
    outbox: fastOutbox(outbox),
  };
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function messageIdOf(mail: ReceivedMail): string {
  return mail.parsed.messageId ?? '';
}

/** The value, or a failed test naming what was missing. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
