/**
 * One heading case (docs/design.md, "Type and heading case"): every heading we write
 * ourselves is in sentence case; a heading the spec names keeps the spec's wording
 * and casing. The headings are read the way the routes read them (content.server.ts),
 * and a heading counts as Title Case when two or more of its words after the first
 * start with a capital letter and are neither acronyms, names with inner capitals
 * (UI/UX, API, WordPress, BookMyParts) nor proper nouns of PROPER_NOUNS. Such a heading
 * passes only when it is one the spec writes in Title Case, word for word (SPEC_TITLE_CASE).
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as content from '../../app/content/content.server.ts';

/**
 * The headings the product spec writes in Title Case, as it writes them (its /services
 * sections). The spec is not part of the repository, so they are listed here; a heading
 * joins this list only when the spec gives it in these very words.
 */
const SPEC_TITLE_CASE = new Set(['What We Offer', 'Why Choose Us']);

/** Proper nouns that may be capitalised anywhere in a heading: places, people, the brand, products. */
const PROPER_NOUNS = new Set([
  'Ahmedabad',
  'Android',
  'Gujarat',
  'Hardik',
  'Highway',
  'India',
  'Indian',
  'Nexaweave',
  'Parmar',
  'Teams',
  'Technologies',
]);

/** A word after the first that is capitalised only because of Title Case. */
function titleCased(word: string): boolean {
  const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (!/^\p{Lu}/u.test(bare)) return false;
  // Acronyms and names with capitals of their own: API, UI/UX, S.G., WordPress, BookMyParts.
  if (/\p{Lu}/u.test(bare.slice(1))) return false;
  return !PROPER_NOUNS.has(bare);
}

/** Two or more Title Case words after the first word of a sentence. */
function isTitleCase(heading: string): boolean {
  const words = heading.trim().split(/\s+/);
  let count = 0;
  words.forEach((word, i) => {
    // A new sentence inside a heading ("… on the whiteboard? Let's …") starts with a capital.
    const startsSentence = i === 0 || /[.!?]$/.test(words[i - 1] ?? '');
    if (!startsSentence && titleCased(word)) count += 1;
  });
  return count >= 2;
}

interface Heading {
  where: string;
  text: string;
}

/** Every heading the content writes: page and service heroes and sections, their cards, menus, history, articles. */
function headings(): Heading[] {
  const found: Heading[] = [];
  const add = (where: string, text: string | undefined) => {
    if (text !== undefined) found.push({ where, text });
  };
  const sections = (where: string, list: readonly content.ResolvedSection[]) => {
    for (const section of list) {
      add(`${where} sections.${section.id}.heading`, section.heading);
      // Cards' titles render as headings (CardGrid, the carousels' slides).
      for (const [i, item] of (section.items ?? []).entries())
        add(`${where} sections.${section.id}.items[${i}].title`, item.title);
    }
  };

  const pageNames = readdirSync(join(content.CONTENT_DIR, 'pages'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => basename(file, '.yaml'))
    .sort();
  for (const name of pageNames) {
    const page = content.getPage(name);
    const where = `pages/${name}.yaml`;
    add(`${where} hero.heading`, page.hero.heading);
    sections(where, page.sections);
    add(`${where} applicant.heading`, page.applicant?.heading);
    for (const [key, value] of Object.entries(page.strings))
      if (/Heading$/.test(key)) add(`${where} strings.${key}`, value);
  }
  for (const slug of content.getServices().keys()) {
    const service = content.getService(slug);
    const where = `services/${slug}.yaml`;
    add(`${where} hero.heading`, service.hero.heading);
    sections(where, service.sections);
  }
  for (const [i, group] of content.getNavigation().megaMenu.entries())
    add(`navigation.yaml megaMenu[${i}].heading`, group.heading);
  for (const entry of content.getHistory()) add(`history.yaml ${entry.id}.title`, entry.title);
  for (const post of content.getBlogPosts()) add(`blog/${post.slug}.md title`, post.meta.title);
  return found;
}

describe('heading case', () => {
  it('tells Title Case from sentence case', () => {
    expect(isTitleCase('Our Development Process')).toBe(true);
    expect(isTitleCase('What Social Media Marketing Does for Your Business')).toBe(true);
    expect(isTitleCase('Aggregation Theory: Should You Build on an Aggregator or Become One?')).toBe(true);
    expect(isTitleCase('Our development process')).toBe(false);
    expect(isTitleCase('Web, mobile and UI/UX design')).toBe(false);
    expect(isTitleCase('A senior-led engineering team, based in Ahmedabad, working for clients worldwide')).toBe(false);
    expect(isTitleCase("Have an idea on the whiteboard? Let's turn it into a plan.")).toBe(false);
    expect(isTitleCase('Incorporated as Nexaweave Technologies')).toBe(false);
  });

  it('finds the headings of every page, service page, menu and article', () => {
    const where = headings().map((heading) => heading.where);
    expect(where).toContain('pages/home.yaml hero.heading');
    expect(where).toContain('pages/services.yaml sections.why.heading');
    expect(where).toContain('services/social-media-marketing.yaml sections.benefits.heading');
    expect(where).toContain('blog/startup-idea.md title');
    expect(where.length).toBeGreaterThan(100);
  });

  it('writes our own headings in sentence case and the spec’s as the spec writes them', () => {
    const offending = headings()
      .filter(({ text }) => isTitleCase(text) && !SPEC_TITLE_CASE.has(text))
      .map(({ where, text }) => `${where}: "${text}"`);
    expect(offending).toEqual([]);
  });

  it('keeps the spec’s Title Case headings word for word', () => {
    const kept = headings().filter(({ text }) => isTitleCase(text) && SPEC_TITLE_CASE.has(text));
    // The /services sections the spec names in Title Case: the offer cards and the eight reasons.
    expect(kept.map(({ text }) => text)).toEqual(expect.arrayContaining(['What We Offer', 'Why Choose Us']));
  });
});
