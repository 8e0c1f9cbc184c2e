/**
 * A server that dies between sending an e-mail and marking it sent: the e-mail is
 * sent again by the next server, with the same Message-ID (at least once, never
 * lost). The crash is real: a child process running the app is killed with
 * SIGKILL while the SMTP server holds the message it has just received, before it
 * answers, so the process never learns that the message went out. A new app on
 * the same (PGlite) database then finds the row still pending and, once the dead
 * worker's lease has run out, sends it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formsApp, query, submit, VALID } from '../support/forms.ts';
import { eventually, mailConfig, messageIdOf, must, TestSmtpServer } from '../support/mail.ts';

const SERVER = resolve(import.meta.dirname, '../support/outbox-server.ts');

describe('a crash between sending and marking sent', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nexaweave-outbox-crash-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the e-mail again with the same Message-ID', { timeout: 120_000 }, async () => {
    // 1. A submission is stored by a server without SMTP: its two e-mails wait.
    const seed = await formsApp({ dataDir, ...mailConfig(undefined) }, { keepDataDir: true });
    const res = await submit(seed, 'contact', VALID.contact);
    expect(res.statusCode).toBe(201);
    const submissionId: string = res.json().id;
    await seed.close();

    // 2. A server process with SMTP claims the first e-mail and sends it; the SMTP
    //    server receives it, then the process is killed before it hears back.
    let exited: Promise<unknown> | undefined;
    const smtp = await TestSmtpServer.start({
      beforeAccept: async () => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGKILL');
        await exited;
      },
    });
    try {
      child = spawn(
        process.execPath,
        [
          SERVER,
          JSON.stringify({ dataDir, logLevel: 'silent', ...mailConfig(smtp.url, { batchSize: 1, leaseMs: 3_000 }) }),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const running = child;
      exited = new Promise((resolveExit) => running.once('exit', resolveExit));
      await exited;
      expect(child.signalCode).toBe('SIGKILL');
      expect(smtp.received).toHaveLength(1);
      const firstId = messageIdOf(must(smtp.received[0]));

      // 3. The next server (same database) finds the e-mail unmarked and sends it again.
      const next = await formsApp({ dataDir, ...mailConfig(smtp.url, { leaseMs: 3_000 }) }, { keepDataDir: true });
      try {
        const rows = async () =>
          (await query(next, sql`SELECT * FROM outbox WHERE submission_id = ${submissionId} ORDER BY kind`)) as {
            message_id: string;
            status: string;
            attempts: number;
          }[];
        await eventually(async () => (await rows()).every((row) => row.status === 'sent'), 30_000, 'all sent');
        const settled = await rows();
        const crashed = settled.find((row) => row.message_id === firstId);
        const other = settled.find((row) => row.message_id !== firstId);
        expect(crashed).toMatchObject({ status: 'sent', attempts: 2 });
        expect(other).toMatchObject({ status: 'sent', attempts: 1 });

        const ids = smtp.received.map(messageIdOf);
        expect(ids.filter((id) => id === firstId)).toHaveLength(2);
        expect(ids.filter((id) => id === other?.message_id)).toHaveLength(1);
        expect(ids).toHaveLength(3);
        // The repeat is the same message: same Message-ID, subject and recipient.
        const copies = smtp.received.filter((mail) => messageIdOf(mail) === firstId);
        expect(copies[1]?.parsed.subject).toBe(copies[0]?.parsed.subject);
        expect(copies[1]?.to).toEqual(copies[0]?.to);
      } finally {
        await next.close();
      }
    } finally {
      await smtp.stop();
    }
  });
});
