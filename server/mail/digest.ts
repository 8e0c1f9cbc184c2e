/**
 * Each member of staff's morning e-mail of what is due that day: the open
 * submissions they own whose follow-up day is that day or earlier.
 *
 * Queued like every e-mail, as an outbox row (kind "digest"), which names the member
 * of staff and the day and nothing else; the message is composed when it is sent,
 * from the submissions as they are then (server/mail/worker.ts). From DIGEST_HOUR in
 * the agency's time zone (AGENCY_TIME_ZONE), every replica's scheduler
 * (plugins/app/digest.ts) queues the day's digests for whoever has something due; the
 * unique index on (digest_for, digest_day) keeps it to one per person and day however
 * many replicas try, and a follow-up set later that day is in the next morning's.
 *
 * Where it goes: the account's e-mail address (`npm run staff -- email NAME ADDRESS`),
 * else its user name when that is an address (ADMIN_USER included). A member of staff
 * with neither gets no digest; the scheduler logs it once a day.
 */
import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { dueFollowUps, type DueItem } from '../db/inbox.ts';
import { outbox, staffAccounts } from '../db/schema.ts';
import { STAGE_LABELS } from '../pipeline.ts';
import { dayIn, FORM_NAMES, formatDay, partsIn } from '../submission-view.ts';
import { messageIdFor } from './outbox.ts';
import { digestHtml } from './views.tsx';

/** The hour (agency time) from which the day's digests are queued. */
export const DIGEST_HOUR = 8;

const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Where each member of staff's digest goes, by user name; a member with no address is left out. */
export async function staffAddresses(db: Db, adminUser: string | undefined): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  if (adminUser && ADDRESS.test(adminUser)) addresses.set(adminUser, adminUser);
  const accounts = await db
    .select({ username: staffAccounts.username, email: staffAccounts.email })
    .from(staffAccounts);
  for (const { username, email } of accounts) {
    const address = email ?? (ADDRESS.test(username) ? username : undefined);
    if (address) addresses.set(username, address);
  }
  return addresses;
}

export interface DigestSettings {
  timeZone: string;
  adminUser: string | undefined;
  /** The domain of MAIL_FROM, which names the Message-IDs. */
  messageDomain: string;
}

/**
 * Queues today's digest of every owner with something due who has an address, once
 * DIGEST_HOUR has come in the agency's time zone; a digest already queued (by this
 * replica or another) is left as it is. What was queued, and who has something due
 * but no address.
 */
export async function queueDigests(
  db: Db,
  settings: DigestSettings,
  now: Date,
): Promise<{ day: string; queued: string[]; noAddress: string[] }> {
  const day = dayIn(now, settings.timeZone);
  if (partsIn(now, settings.timeZone).hour < DIGEST_HOUR) return { day, queued: [], noAddress: [] };
  const owners = [...new Set((await dueFollowUps(db, day)).map((item) => item.owner))];
  if (owners.length === 0) return { day, queued: [], noAddress: [] };
  const addresses = await staffAddresses(db, settings.adminUser);
  const rows = owners.flatMap((owner) => {
    const recipient = addresses.get(owner);
    if (!recipient) return [];
    const id = randomUUID();
    return [
      {
        id,
        kind: 'digest' as const,
        digestFor: owner,
        digestDay: day,
        recipient,
        messageId: messageIdFor(id, settings.messageDomain),
      },
    ];
  });
  const queued =
    rows.length === 0
      ? []
      : await db.insert(outbox).values(rows).onConflictDoNothing().returning({ owner: outbox.digestFor });
  return {
    day,
    queued: queued.map((row) => row.owner ?? ''),
    noAddress: owners.filter((owner) => !addresses.has(owner)),
  };
}

export interface DigestContext {
  /** MAIL_FROM. */
  from: string;
  /** Public origin, for the links to the staff inbox. */
  siteUrl: string;
  brand: string;
}

/** The digest of `owner` for `day`, listing `items` (what is due as it is sent), each with its inbox link. */
export function digestMessage(
  owner: string,
  day: string,
  items: readonly DueItem[],
  recipient: string,
  context: DigestContext,
): SendMailOptions {
  const link = (item: DueItem) => new URL(`/admin/${item.form}/${item.id}`, context.siteUrl).href;
  const when = (item: DueItem) => (item.followUpOn < day ? `overdue since ${formatDay(item.followUpOn)}` : 'today');
  const what = (item: DueItem) => `${FORM_NAMES[item.form].singular}, ${STAGE_LABELS[item.stage]}`;
  const count = `${items.length} follow-up${items.length === 1 ? '' : 's'}`;
  const title = items.length > 0 ? `${count} due ${formatDay(day)}` : `Nothing left to follow up ${formatDay(day)}`;
  const overview = new URL('/admin', context.siteUrl).href;
  const text = [
    `Good morning ${owner},`,
    '',
    items.length > 0
      ? `These submissions you look after are due for a follow-up today:`
      : 'Everything that was due today has been dealt with already.',
    '',
    ...items.flatMap((item) => [`- ${item.name || '(no name)'} (${what(item)}): ${when(item)}`, `  ${link(item)}`]),
    '',
    `The staff inbox's overview lists what is due for you: ${overview}`,
    '',
    `You receive this e-mail because you own these submissions in the ${context.brand} staff inbox.`,
  ].join('\n');
  return {
    from: context.from,
    to: recipient,
    subject: `${title} - ${context.brand}`,
    text,
    html: digestHtml({
      title,
      owner,
      brand: context.brand,
      items: items.map((item) => ({
        key: `${item.form}/${item.id}`,
        name: item.name || '(no name)',
        href: link(item),
        what: what(item),
        when: when(item),
      })),
    }),
  };
}

/** The message of a queued digest row, composed from the submissions as they are now. */
export async function composeDigest(
  db: Db,
  row: { digestFor: string | null; digestDay: string | null; recipient: string },
  context: DigestContext,
): Promise<SendMailOptions | undefined> {
  if (!row.digestFor || !row.digestDay) return undefined;
  const items = await dueFollowUps(db, row.digestDay, row.digestFor);
  return digestMessage(row.digestFor, row.digestDay, items, row.recipient, context);
}
