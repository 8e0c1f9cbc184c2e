/**
 * Typographic quotes for the site's copy (review pass 4, item 10): an apostrophe is "’",
 * quotation marks are “ ” and ‘ ’, never the typewriter's ' and ". Applied once, when the
 * content is read (content.server.ts), to copy only: addresses, slugs, e-mails, icons and
 * ids keep their characters. The forms' validation messages are not content and keep the
 * spec's words character for character.
 */

/** Straight quotes in `text` made typographic. */
export function typographicQuotes(text: string): string {
  if (!text.includes("'") && !text.includes('"')) return text;
  return (
    text
      // Double quotes: opening at the start, after a space or an opening bracket/dash; closing elsewhere.
      .replace(/(^|[\s([{\u2014\u2013-])"/g, '$1\u201c')
      .replace(/"/g, '\u201d')
      // An elision at a word's start ('90s, 'til) is an apostrophe…
      .replace(/(^|\s)'(?=\d0s\b|til\b|em\b)/gi, '$1\u2019')
      // …any other single quote before a word, where a quotation can start, opens one ('By Role').
      .replace(/(^|[\s([{\u2014\u2013\u201c-])'(?=[\p{L}\p{N}])/gu, '$1\u2018')
      // Everything else is an apostrophe or a closing quote: the same glyph.
      .replace(/'/g, '\u2019')
  );
}

/** Keys whose strings are not copy: addresses, names of things, ids. */
const NOT_COPY = new Set([
  'href',
  'url',
  'src',
  'slug',
  'email',
  'tel',
  'icon',
  'id',
  'anchor',
  'domain',
  'locale',
  'currency',
  'avatarSeed',
  'seed',
  'image',
  'path',
]);

/** A string that is an address, not words: a path, a URL, an e-mail. */
const looksLikeAddress = (text: string) => /^(?:\/|https?:|mailto:|tel:)/.test(text) || /^[^\s@]+@[^\s@]+$/.test(text);

/** Every copy string of parsed content made typographic (a new value; the input is not changed). */
export function typographicContent<T>(value: T, key?: string): T {
  if (typeof value === 'string') {
    return (key !== undefined && NOT_COPY.has(key)) || looksLikeAddress(value)
      ? value
      : (typographicQuotes(value) as T);
  }
  if (Array.isArray(value)) return value.map((child) => typographicContent(child, key)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, child]) => [k, typographicContent(child, k)])) as T;
  }
  return value;
}

/**
 * The text of rendered HTML made typographic: tags, their attributes and code are left as
 * they are. Marked writes ' and " in text as &#39; and &quot;.
 */
export function typographicHtml(html: string): string {
  let inCode = 0;
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<(?:code|pre)\b/i.test(part)) inCode++;
        else if (/^<\/(?:code|pre)>/i.test(part)) inCode = Math.max(0, inCode - 1);
        return part;
      }
      return inCode ? part : typographicQuotes(part.replace(/&#39;/g, "'").replace(/&quot;/g, '"'));
    })
    .join('');
}
