import { expect } from 'vitest';
import { seconds, sleep } from '../../support/lib.ts';
import { type Rehearsal, smtpClientNames } from '../rehearsal.ts';
import { rows } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

async function mailOnce(r: Rehearsal): Promise<string> {
  const started = performance.now();
  // A replica killed while holding a batch leaves it leased for a minute; then the live one sends it.
  const pending = async () =>
    Number((await rows(r.db, `select count(*)::int as n from outbox where status <> 'sent'`))[0]?.['n']);
  while ((await pending()) > 0 && performance.now() - started < 100_000) await sleep(500);
  const left = await pending();
  await sleep(500);
  const sent = await rows(r.db, `select message_id from outbox where status = 'sent'`);
  const received = r.smtp.received.map((mail) => mail.parsed.messageId ?? '');
  const counts = new Map<string, number>();
  for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
  // The one repeat the outbox allows: a message the SMTP server accepted from the replica
  // killed before it could mark it sent, sent again by another with the same Message-ID.
  // Such a first copy came from the killed process (its EHLO name), the second from another.
  // (Not told apart by time: the sink may read a message the victim wrote just before
  // it died after the kill.)
  const clientsOf = (id: string) =>
    r.smtp.received.filter((mail) => mail.parsed.messageId === id).map((mail) => mail.client);
  const killed = new Set(
    [...smtpClientNames].filter(([replica]) => replica.exitSignal() === 'SIGKILL').map(([, name]) => name),
  );
  const repeats = [...counts].filter(([, n]) => n > 1);
  const crashRepeats = repeats.filter(([id, n]) => {
    const [first = '', second = ''] = clientsOf(id);
    return n === 2 && killed.has(first) && second !== first;
  });
  const twice = repeats.filter((repeat) => !crashRepeats.includes(repeat));
  const sentIds = new Set(sent.map((row) => String(row['message_id'])));
  const unknown = received.filter((id) => !sentIds.has(id));
  expect.soft(left, `${left} e-mails still unsent after ${seconds(performance.now() - started)}`).toBe(0);
  expect
    .soft(
      twice.length,
      `${twice.length} Message-IDs arrived more than once: ${twice.map(([id]) => `${id} from ${clientsOf(id).join(' then ')}`).join('; ')} (killed: ${[...killed].join(', ') || 'none'})`,
    )
    .toBe(0);
  expect
    .soft(
      received.length === sent.length + crashRepeats.length,
      `${received.length} e-mails arrived for ${sent.length} marked sent and ${crashRepeats.length} repeated after the kill`,
    )
    .toBe(true);
  expect.soft(unknown.length, `${unknown.length} e-mails the outbox does not know`).toBe(0);
  // Without each process's own EHLO name, a crash repeat could not be told from a real one.
  const names = new Set(smtpClientNames.values());
  const strangers = r.smtp.received.filter((mail) => !names.has(mail.client));
  expect
    .soft(strangers.length, `${strangers.length} e-mails from no replica's EHLO name (${strangers[0]?.client})`)
    .toBe(0);
  return (
    `${received.length} e-mails for ${r.stored} stored submissions, ${counts.size} distinct Message-IDs; ` +
    `sent twice: ${twice.length}, besides ${crashRepeats.length} accepted from the killed replica and re-sent by another with the same Message-ID; ` +
    `outbox drained in ${seconds(performance.now() - started)}`
  );
}

rehearse('mail', 'every e-mail of the run sent exactly once', { limitMs: 120_000, run: mailOnce });
