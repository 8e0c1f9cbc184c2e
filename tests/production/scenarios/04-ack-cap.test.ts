import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { multipartBody, NONCE_MARK } from '../../faults/client.ts';
import { sleep, tally } from '../../support/lib.ts';
import { VALID } from '../../support/submissions.ts';
import { statusOf } from '../client.ts';
import { STAFF, type Rehearsal, client } from '../rehearsal.ts';
import { rehearse } from '../fixtures.ts';

const ACK_VARIANTS = [
  'Rehearsal.Visitor@gmail.com',
  'rehearsalvisitor+newsletter@gmail.com',
  'rehearsal.visitor+quote@googlemail.com',
  'REHEARSALVISITOR@GMAIL.COM',
];

async function acknowledgementCap(r: Rehearsal): Promise<string> {
  const before = r.smtp.received.length;
  const prefix = `ack-${randomBytes(3).toString('hex')}-`;
  const statuses: string[] = [];
  for (const [i, email] of ACK_VARIANTS.entries()) {
    const visitor = client(`127.0.0.${7 + i}`, r.ca);
    const fields = { ...VALID.contact, email, message: `${VALID.contact.message} ${NONCE_MARK}${prefix}${i}` };
    statuses.push(statusOf(await visitor.submit('contact', multipartBody(fields))));
  }
  expect
    .soft(
      statuses.filter((s) => s !== '201'),
      `submissions answered ${tally(statuses)}`,
    )
    .toEqual([]);
  r.stored += statuses.filter((s) => s === '201').length;
  // Each submission notifies staff; acknowledgements go to the visitor's address.
  await r.smtp.waitFor(before + ACK_VARIANTS.length + 1, 20_000).catch(() => undefined);
  await sleep(1_500);
  const mails = r.smtp.received.slice(before);
  const acknowledgements = mails.filter((mail) => mail.to.some((to) => /gmail\.com$/i.test(to)));
  const notifications = mails.filter(
    (mail) => mail.to.includes(STAFF.sales) && (mail.parsed.text ?? '').includes(prefix),
  );
  expect
    .soft(
      acknowledgements.length,
      `${acknowledgements.length} acknowledgements for one recipient written ${ACK_VARIANTS.length} ways`,
    )
    .toBe(1);
  expect
    .soft(
      notifications.length === ACK_VARIANTS.length,
      `${notifications.length} staff notifications for ${ACK_VARIANTS.length} submissions`,
    )
    .toBe(true);
  return `${tally(statuses)}; acknowledgements ${acknowledgements.length}, notifications ${notifications.length}`;
}

rehearse('ack-cap', 'one acknowledgement per recipient across both replicas, address variants counted as one', {
  limitMs: 60_000,
  run: acknowledgementCap,
});
