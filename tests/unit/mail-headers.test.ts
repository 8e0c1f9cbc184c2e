/** What the staff e-mail's headers and the acknowledgement cap make of what a visitor typed. */
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import type { SubmissionRow } from '../../server/db/inbox.ts';
import { headerText, notification, type MessageContext } from '../../server/mail/messages.ts';
import { siteSettings } from '../../server/site-settings.ts';
import { mailboxOf, recipientKey } from '../../server/mail/outbox.ts';

describe('headerText', () => {
  it('never cuts inside an emoji, a flag or a letter with its accent', () => {
    const family = '👨‍👩‍👧';
    const cut = headerText(`${'a'.repeat(8)}${family}tail`, 10);
    expect(cut).toBe(`${'a'.repeat(8)}${family}…`);
    expect(headerText(`${'b'.repeat(9)}😀😀`, 10)).toBe(`${'b'.repeat(9)}…`);
    expect(headerText(`${'c'.repeat(8)}🇮🇳🇮🇳🇮🇳`, 10)).toBe(`${'c'.repeat(8)}🇮🇳…`);
    expect(headerText(`${'d'.repeat(8)}e\u0301xyz`, 10)).toBe(`${'d'.repeat(8)}e\u0301…`);
    // No lone surrogate anywhere, whatever the length.
    for (let max = 2; max < 20; max += 1) {
      expect(headerText('🙂'.repeat(30), max)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });

  it('keeps a short line as it is, on one line', () => {
    expect(headerText('  Priya \n Shah 😀 ')).toBe('Priya Shah 😀');
  });
});

describe('the acknowledgement cap key', () => {
  it('counts +tag variants and Gmail dotted variants as one recipient', () => {
    expect(mailboxOf('A+1@Example.com')).toBe('a@example.com');
    expect(recipientKey('a+1@example.com')).toBe(recipientKey('a+2@example.com'));
    expect(recipientKey('a+1@example.com')).toBe(recipientKey('A@EXAMPLE.COM'));
    expect(recipientKey('priya.shah@gmail.com')).toBe(recipientKey('p.r.i.y.a.shah+jobs@googlemail.com'));
    expect(recipientKey('priyashah@gmail.com')).toBe(recipientKey('Priya.Shah@GMail.com'));
  });

  it('keeps different mailboxes apart', () => {
    // Dots matter outside Gmail.
    expect(recipientKey('priya.shah@example.com')).not.toBe(recipientKey('priyashah@example.com'));
    expect(recipientKey('a@example.com')).not.toBe(recipientKey('a@example.org'));
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe('visitor text in the staff notification headers', () => {
  const context: MessageContext = {
    site: siteSettings(),
    from: 'Nexaweave <hello@example.com>',
    siteUrl: 'https://www.example.com',
    team: 'sales@example.com',
    inboxEnabled: false,
    timeZone: 'Asia/Kolkata',
  };
  const row = (fullname: string): SubmissionRow => ({
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: new Date('2026-01-02T03:04:05Z'),
    clientAddress: '203.0.113.9',
    userAgent: 'test',
    isSpam: false,
    owner: null,
    followUpOn: null,
    stage: 'new',
    landingPath: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    formPath: null,
    email: 'bob@example.com',
    fullname,
    phone: '+91 98765 43210',
    budget: 'Not sure yet',
    message: 'Hello',
  });

  /** The raw message nodemailer writes for the contact notification, read back by mailparser. */
  async function composed(fullname: string) {
    const raw = await new MailComposer(notification('contact', row(fullname), 'sales@example.com', context))
      .compile()
      .build();
    return { raw: raw.toString('latin1'), parsed: await simpleParser(raw) };
  }

  // What a probe sent: it decodes to "Bob\r\nBcc: x@evil.example".
  const INJECTIONS = [
    '=?utf-8?b?Qm9iDQpCY2M6IHhAZXZpbC5leGFtcGxl?=',
    '=?UTF-8?Q?Bob=0D=0ABcc:_x@evil.example?=',
    'Bob =?utf-8?b?Qm9iDQpCY2M6IHhAZXZpbC5leGFtcGxl?= Shah',
    '"=?utf-8?b?Qm9iDQpCY2M6IHhAZXZpbC5leGFtcGxl?="',
    'Émile =?iso-8859-1?q?=0D=0ABcc:_x@evil.example?=',
  ];

  it.each(INJECTIONS)(
    'never decodes %s into another text: Subject and Reply-To name show it as typed',
    async (name) => {
      const { raw, parsed } = await composed(name);
      // As typed, with an invisible word joiner after each "=", so no "=?" is left to decode, ever.
      const shown = name.replaceAll('=?', '=\u2060?');
      expect(parsed.subject).toBe(`New project enquiry from ${shown}`);
      const replyTo = parsed.replyTo?.value[0];
      expect(replyTo?.address).toBe('bob@example.com');
      expect(replyTo?.name).toBe(shown);
      expect(parsed.subject).not.toMatch(/[\r\n]/);
      expect(replyTo?.name).not.toMatch(/[\r\n]/);
      // Nothing a second, lenient decoding could take for an encoded-word either.
      expect(`${parsed.subject} ${replyTo?.name}`).not.toContain('=?');
      expect(parsed.headers.has('bcc')).toBe(false);
      // No line of the raw header block carries the decoded text.
      const header = raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(header).not.toMatch(/^bcc:/im);
    },
  );

  it('keeps an ordinary name readable as it was', async () => {
    const { parsed } = await composed('Priya Shah');
    expect(parsed.subject).toBe('New project enquiry from Priya Shah');
    expect(parsed.replyTo?.value[0]).toEqual({ name: 'Priya Shah', address: 'bob@example.com' });
  });
});
