/** What the staff e-mail's headers and the acknowledgement cap make of what a visitor typed. */
import { describe, expect, it } from 'vitest';
import { headerText } from '../../server/mail/messages.ts';
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
