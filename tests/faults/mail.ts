/**
 * "No mail sent twice": a local SMTP sink (smtp-server) that records the
 * Message-ID of every message it accepts, and the check of the transactional
 * outbox (table `outbox`: id, status 'pending' | 'sent' | 'failed', sent_at,
 * attempts) against it: once the workers have drained the outbox, every sent row's
 * message arrived, and none more often than its row was attempted.
 *
 * With `acceptDelayMs` the sink behaves like a busy mail server: it takes that long
 * to accept each message, and a message whose connection is gone by then (its
 * sender was killed) is not delivered, as a server that never answered 250 has
 * not taken it.
 *
 * The outbox's Message-ID is read from a column named like message_id when the
 * table has one; otherwise a message belongs to the row whose id its Message-ID
 * contains.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';
import { withClient } from './database.ts';
import { onCleanUp, sleep } from '../support/lib.ts';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Message-ID header (or "(none)") of every message received, in order. */
  messageIds: string[];
  close(): Promise<void>;
}

/**
 * smtp-server waits 100 ms before its greeting on every connection (to catch clients
 * that talk too early). The outbox worker opens one connection per message, so that
 * pause alone would cap the sink at 10 messages a second and the check would
 * measure the wait, not the outbox: the sink greets at once. Skipped, keeping the
 * pause, if a later smtp-server renames these internals.
 */
function greetAtOnce(): void {
  const connection = SMTPConnection.prototype as unknown as {
    init: () => void;
    _setListeners?: (ready: () => void) => void;
    connectionReady?: () => void;
  };
  if (typeof connection._setListeners !== 'function' || typeof connection.connectionReady !== 'function') return;
  connection.init = function init(this: typeof connection) {
    this._setListeners?.(() => this.connectionReady?.());
  };
}

export async function startSmtpSink({ acceptDelayMs = 0 }: { acceptDelayMs?: number } = {}): Promise<SmtpSink> {
  greetAtOnce();
  const messageIds: string[] = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    onClose: (session) => void closed.add(session.id),
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'faults' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          if (closed.has(session.id)) {
            callback(new Error('connection closed before the message was accepted'));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
          messageIds.push(/^message-id:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(head)?.[1]?.replace(/\s+/g, '') ?? '(none)');
          callback();
        };
        if (acceptDelayMs > 0) setTimeout(accept, acceptDelayMs);
        else accept();
      });
    },
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    server.once('error', reject);
    const listening = server.listen(0, '127.0.0.1', () => resolvePort((listening.address() as AddressInfo).port));
  });
  const close = () => new Promise<void>((done) => server.close(() => done()));
  const forget = onCleanUp(() => void close(), close);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    async close() {
      forget();
      await close();
    },
  };
}

export interface MailCheck {
  passed: boolean;
  figures: string;
  problems: string[];
}

interface OutboxCounts {
  pending: number;
  /** Pending rows due now (not held by a worker's lease). */
  due: number;
}

async function outboxCounts(databaseUrl: string): Promise<OutboxCounts> {
  return withClient(databaseUrl, async (client) => {
    const row = (
      await client.query<OutboxCounts>(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                count(*) FILTER (WHERE status = 'pending' AND next_attempt_at <= now())::int AS due
           FROM outbox`,
      )
    ).rows[0];
    return { pending: row?.pending ?? 0, due: row?.due ?? 0 };
  });
}

/**
 * Waits (at most `limitMs`) until the surviving workers have drained what they can:
 * nothing due and the pending count steady. Then every sent row's message must have
 * arrived at least once and never more often than the row was attempted (more would
 * mean two workers sent one claim), and no row may be unsent or failed, except the
 * rows the killed worker had claimed: they stay pending until its lease ends (about
 * a minute), to be sent then. A row the killed worker had delivered but not marked
 * (killed in the instant between the SMTP server's acceptance and the mark) arrives
 * a second time, with the same Message-ID, on its second attempt: the outbox is
 * at-least-once by design, so such repeats are counted and printed, not failed.
 */
export async function checkOutbox(databaseUrl: string, sink: SmtpSink, limitMs = 90_000): Promise<MailCheck> {
  const problems: string[] = [];
  const started = Date.now();
  let counts = await outboxCounts(databaseUrl);
  let steady = 0;
  while (Date.now() - started < limitMs && steady < 4) {
    await sleep(500);
    const next = await outboxCounts(databaseUrl);
    steady = next.due === 0 && next.pending === counts.pending ? steady + 1 : 0;
    counts = next;
  }
  const drainMs = Date.now() - started;

  const rows = await withClient(
    databaseUrl,
    async (client) =>
      (
        await client.query<Record<string, unknown>>(
          `SELECT *, (status = 'pending' AND next_attempt_at > now()) AS faults_held FROM outbox`,
        )
      ).rows,
  );
  const received = new Map<string, number>();
  for (const id of sink.messageIds) received.set(id, (received.get(id) ?? 0) + 1);
  const twice = [...received].filter(([, count]) => count > 1);

  const idColumn = rows[0] ? Object.keys(rows[0]).find((key) => /^message_?id$/i.test(key)) : undefined;
  const arrivals = (row: Record<string, unknown>) =>
    idColumn
      ? (received.get(String(row[idColumn] ?? '').replace(/\s+/g, '')) ?? 0)
      : sink.messageIds.filter((messageId) => messageId.includes(String(row['id']))).length;
  const sent = rows.filter((row) => row['status'] === 'sent');
  const failed = rows.filter((row) => row['status'] === 'failed').length;
  const held = rows.filter((row) => row['faults_held'] === true);
  const queued = rows.filter((row) => row['status'] === 'pending').length - held.length;
  const heldButArrived = held.filter((row) => arrivals(row) > 0).length;
  const attemptsOf = (row: Record<string, unknown>) => Math.max(1, Number(row['attempts'] ?? 1));
  const overSent = rows.filter((row) => arrivals(row) > attemptsOf(row));
  if (overSent.length > 0) {
    problems.push(`${overSent.length} outbox rows arrived more often than they were attempted (sent twice per claim)`);
  }
  const resent = sent.filter((row) => arrivals(row) > 1).length;
  const notExactlyOnce = sent.filter((row) => arrivals(row) < 1).length;
  if (queued > 0) problems.push(`${queued} outbox rows still unsent after ${limitMs / 1000} s`);
  if (failed > 0) problems.push(`${failed} outbox rows failed although the SMTP sink was up`);
  if (notExactlyOnce > 0) problems.push(`${notExactlyOnce} sent outbox rows whose message never arrived`);
  return {
    passed: problems.length === 0,
    figures:
      `mail: outbox ${rows.length} rows: ${sent.length} sent (${sent.length - notExactlyOnce - resent} arrived exactly once, ` +
      `${resent} re-sent after the crash), ` +
      `${failed} failed, ${queued} unsent, ${held.length} held by the killed worker's lease; sink ${sink.messageIds.length} ` +
      `messages, ${twice.length} Message-IDs twice; drained in ${(drainMs / 1000).toFixed(1)} s; ` +
      `${heldButArrived} delivered by the killed worker but not marked sent and still held (re-sent with the same Message-ID when the lease ends)`,
    problems,
  };
}
