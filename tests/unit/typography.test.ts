/**
 * Typographic quotes in the copy (app/lib/typography.ts, review pass 4 item 10): the
 * content loader sets every copy string with ’ “ ” ‘, and leaves addresses, slugs and ids
 * as they are; the spec's texts keep their words.
 */
import { describe, expect, it } from 'vitest';
import { getBlogPost, getPage } from '../../app/content/content.server.ts';
import { typographicContent, typographicHtml, typographicQuotes } from '../../app/lib/typography.ts';
import { specText } from '../support/typography.ts';

describe('typographicQuotes', () => {
  it('makes apostrophes, possessives and quotations typographic', () => {
    expect(typographicQuotes("Let's Connect Now")).toBe('Let’s Connect Now');
    expect(typographicQuotes("Have a project like BookMyParts'?")).toBe('Have a project like BookMyParts’?');
    expect(typographicQuotes('In "Defining Aggregators" (2017)')).toBe('In “Defining Aggregators” (2017)');
    expect(typographicQuotes("the 'By Role' tab")).toBe('the ‘By Role’ tab');
    expect(typographicQuotes("since the '90s")).toBe('since the ’90s');
  });

  it('leaves addresses, slugs and ids of content as they are', () => {
    const out = typographicContent({
      heading: "We'll reply",
      href: "/work/o'brien",
      email: "o'brien@example.ie",
      id: "it's",
      items: [{ title: "Nexaweave's", url: "https://example.com/a'b" }],
    });
    expect(out).toEqual({
      heading: 'We’ll reply',
      href: "/work/o'brien",
      email: "o'brien@example.ie",
      id: "it's",
      items: [{ title: 'Nexaweave’s', url: "https://example.com/a'b" }],
    });
  });

  it("changes an article's text, never its tags, attributes or code", () => {
    expect(typographicHtml('<p title="a b">Ben&#39;s &quot;idea&quot; <code>x = \'y\'</code></p>')).toBe(
      '<p title="a b">Ben’s “idea” <code>x = \'y\'</code></p>',
    );
  });
});

describe('the content as the routes read it', () => {
  it('sets the spec texts with typographic apostrophes, word for word', () => {
    const intro = getPage('404').hero.intro ?? '';
    expect(intro).toMatch(specText("We can't seem to find the page you're searching for."));
    expect(intro).not.toContain("'");
    expect(getBlogPost('aggregation-theory').html).not.toMatch(/&#39;|&quot;/);
  });
});
