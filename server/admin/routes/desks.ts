/**
 * The desks of the staff inbox, one per kind of content (server/content/kinds.ts), each
 * served by desk.ts: what its form asks (with the field and button names of the issue
 * that made them), how what staff typed becomes an item checked by the build's schema,
 * how its list and preview show it, and how it leaves the site (Close opening, Unpublish).
 */
import type { DeskView, FieldSpec } from '../views/pages.tsx';
import { blogPost, JOB_TYPES } from '../../../app/content/schema.ts';
import { formatDate } from '../../../app/lib/format.ts';
import type { ContentKind, Entry } from '../../content/desk.ts';
import { jobPostingProblems } from '../../content/job-posting-check.ts';
import {
  articleKind,
  checkArticle,
  checkOpening,
  openingKind,
  readRolesFile,
  type StoredArticle,
  type StoredOpening,
} from '../../content/kinds.ts';
import { REPOSITORY_CONTENT } from '../../content/publish.ts';

/** A desk: one kind of content in the inbox (its members that take an item are methods, for `Desk<unknown>` lists). */
export interface Desk<T> {
  kind: ContentKind<T>;
  /** The inbox navigation's entry. */
  nav: 'openings' | 'articles';
  view: DeskView;
  /** The form's fields besides `slug`, as posted; each at most `maxLength` characters. */
  fields: string[];
  maxLength: number;
  formFields(): FieldSpec[];
  /** An item as the form shows it (a new one's defaults when undefined). */
  values(item: T | undefined): Record<string, string>;
  /** What the form sent as an item, checked by the build's schema; throws ContentInvalid with each field's mistake. */
  check(values: Record<string, string>, current: T | undefined, takenSlugs: ReadonlySet<string>): T;
  state(entry: Entry<T>): string;
  /** The list's title and cells (one per view.columns). */
  row(item: T): { title: string; cells: string[] };
  sort?(a: Entry<T>, b: Entry<T>): number;
  /** What the banner of a preview adds about the rendered page `html` (what Google for Jobs makes of an opening). */
  previewNotes(html: string): { text: string; problem: boolean }[];
  /** How an item leaves the site: a published revision made from it (`revise`), or none (unpublished). */
  retire: {
    path: string;
    done: string;
    /** "Closed", "Unpublished": the publish's reason starts with it. */
    reason: string;
    offered(entry: Entry<T>): boolean;
    revise?(item: T): T;
    /** The note of the revision `revise` makes. */
    note?: string;
    form: { heading?: string; text: string; button: string };
  };
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const tabs = () => readRolesFile(REPOSITORY_CONTENT).tabs;

export const openingsDesk: Desk<StoredOpening> = {
  kind: openingKind,
  nav: 'openings',
  view: {
    base: '/admin/openings',
    title: 'Openings',
    eyebrow: 'Careers',
    lede: 'The job openings on /career, each with a page of its own that Google for Jobs lists.',
    noun: 'opening',
    Noun: 'Opening',
    newLabel: 'New opening',
    publicBase: '/career/',
    slugHint:
      "The end of its page's address, /career/…: lower-case words and hyphens. Left empty, it is made from the title.",
    columns: ['Role'],
  },
  fields: [
    'title',
    'role',
    'experience',
    'jobType',
    'location',
    'openings',
    'description',
    'mustHaves',
    'responsibilities',
    'validThrough',
  ],
  maxLength: 10_000,
  formFields: () => [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      hint: 'The job title only, as candidates search for it: "PHP Developer".',
    },
    {
      name: 'role',
      label: 'Role',
      type: 'select',
      hint: 'The tab of /career it is listed under.',
      empty: 'Choose a role',
      options: tabs().map((tab) => ({ value: tab.id, label: tab.tab })),
    },
    { name: 'experience', label: 'Experience', type: 'text', hint: 'As the page prints it: "1-3 years".' },
    {
      name: 'jobType',
      label: 'Job type',
      type: 'select',
      options: Object.keys(JOB_TYPES).map((type) => ({ value: type, label: type })),
    },
    {
      name: 'location',
      label: 'Location',
      type: 'text',
      hint: "The town of the workplace. Left empty: the office's city.",
    },
    { name: 'openings', label: 'Number of openings', type: 'text', hint: 'Two digits, as the page prints it: "02".' },
    {
      name: 'description',
      label: 'Description',
      type: 'area',
      rows: 6,
      hint: 'What the job is, in plain sentences. A blank line starts a new paragraph.',
    },
    { name: 'mustHaves', label: 'Must-haves', type: 'area', rows: 6, hint: 'One per line, at least three.' },
    {
      name: 'responsibilities',
      label: 'Responsibilities',
      type: 'area',
      rows: 6,
      hint: 'One per line, at least three.',
    },
    {
      name: 'validThrough',
      label: 'Valid through',
      type: 'date',
      hint: 'Optional: the last day applications are taken. Google stops listing the job after it.',
    },
  ],
  values: (opening) => ({
    title: opening?.title ?? '',
    role: opening?.role ?? '',
    experience: opening?.experience ?? '',
    jobType: opening?.jobType ?? 'FullTime',
    location: opening?.location ?? '',
    openings: opening?.openings ?? '01',
    description: opening?.description ?? '',
    mustHaves: opening?.mustHaves.join('\n') ?? '',
    responsibilities: opening?.responsibilities.join('\n') ?? '',
    validThrough: opening?.validThrough?.toISOString().slice(0, 10) ?? '',
  }),
  // The posting date is kept from the latest revision (today for a new opening).
  check: (form, current, taken) =>
    checkOpening(
      {
        slug: form['slug'],
        title: form['title'],
        role: form['role'],
        experience: form['experience'],
        jobType: form['jobType'],
        ...(form['location']?.trim() ? { location: form['location'].trim() } : {}),
        openings: form['openings']?.trim(),
        description: form['description']?.replace(/\r\n/g, '\n'),
        mustHaves: lines(form['mustHaves'] ?? ''),
        responsibilities: lines(form['responsibilities'] ?? ''),
        datePosted: current?.datePosted ?? new Date(new Date().toISOString().slice(0, 10)),
        ...(form['validThrough']?.trim() ? { validThrough: form['validThrough'].trim() } : {}),
        closed: false,
      },
      tabs(),
      taken,
    ),
  state(entry) {
    const unchanged = entry.latest.id === entry.published?.id;
    if (!entry.published) return 'Draft';
    if (entry.published.data.closed) return unchanged ? 'Closed' : 'Closed, with unpublished changes';
    return unchanged ? 'Published' : 'Unpublished changes';
  },
  row: (opening) => ({
    title: opening.title,
    cells: [tabs().find((tab) => tab.id === opening.role)?.tab ?? opening.role],
  }),
  // In the order of /career's tabs, then by title.
  sort(a, b) {
    const orders = new Map(tabs().map((tab) => [tab.id, tab.order]));
    const order = (role: string) => orders.get(role) ?? Number.MAX_SAFE_INTEGER;
    return (
      order(a.latest.data.role) - order(b.latest.data.role) || a.latest.data.title.localeCompare(b.latest.data.title)
    );
  },
  previewNotes(html) {
    const postings = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? 'null') as unknown)
      .filter((data) => (data as { '@type'?: unknown } | null)?.['@type'] === 'JobPosting');
    const [posting] = postings;
    if (!posting)
      return [{ text: 'The page carries no JobPosting data: Google for Jobs would not list it.', problem: true }];
    const problems = jobPostingProblems(posting, { recommended: true });
    return problems.length > 0
      ? [{ text: `Google for Jobs would not list it yet: ${problems.join('; ')}.`, problem: true }]
      : [{ text: 'Its JobPosting data has everything Google for Jobs requires.', problem: false }];
  },
  retire: {
    path: 'close',
    done: 'closed',
    reason: 'Closed',
    offered: (entry) => Boolean(entry.published && !entry.published.data.closed),
    revise: (opening) => ({ ...opening, closed: true }),
    note: 'Closed the opening',
    form: {
      heading: 'Filled or withdrawn?',
      text: 'Closing takes it off /career, the sitemap and the job application\'s positions; its address then answers "gone", with a link to /career. It stays here, and can be published again.',
      button: 'Close opening',
    },
  },
};

/** Cuts `value` at a word so that it fits `max` characters. */
function fit(value: string, max: number): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:]+$/, '')}…`;
}

export const articlesDesk: Desk<StoredArticle> = {
  kind: articleKind,
  nav: 'articles',
  view: {
    base: '/admin/articles',
    title: 'Articles',
    eyebrow: 'Blog',
    lede: 'The articles of /blog, newest first.',
    noun: 'article',
    Noun: 'Article',
    newLabel: 'New article',
    publicBase: '/blog/',
    slugHint:
      "The end of its page's address, /blog/…: lower-case words and hyphens. Left empty, it is made from the title.",
    columns: ['Date'],
  },
  fields: ['title', 'date', 'excerpt', 'body', 'heroTheme', 'heroAlt'],
  maxLength: 100_000,
  formFields: () => [
    { name: 'title', label: 'Title', type: 'text', hint: 'As readers see it at the top of the article.' },
    { name: 'date', label: 'Date', type: 'date', hint: 'The day it is published; articles are listed newest first.' },
    {
      name: 'excerpt',
      label: 'Excerpt',
      type: 'area',
      rows: 3,
      hint: 'Two or three sentences: the teaser on /blog and what search results show.',
    },
    {
      name: 'body',
      label: 'Body',
      type: 'area',
      rows: 16,
      hint: 'Markdown: a blank line between paragraphs, ## for a heading, - for a list item.',
    },
    {
      name: 'heroTheme',
      label: 'Art',
      type: 'select',
      hint: 'The drawing at the top of the article.',
      options: blogPost.shape.heroTheme.options.map((theme) => ({ value: theme, label: theme })),
    },
    {
      name: 'heroAlt',
      label: 'Art description',
      type: 'text',
      hint: 'One sentence saying what the drawing shows, for readers who cannot see it.',
    },
  ],
  values: (article) => ({
    title: article?.meta.title ?? '',
    date: (article?.meta.date ?? new Date()).toISOString().slice(0, 10),
    excerpt: article?.meta.excerpt ?? '',
    body: article?.body ?? '',
    heroTheme: article?.meta.heroTheme ?? 'ideas',
    heroAlt: article?.meta.heroAlt ?? '',
  }),
  // The search title and description are made from the title and the excerpt; the
  // keywords, tags and update date are kept from the latest revision.
  check: (form, current, taken) => {
    const title = form['title'] ?? '';
    const excerpt = form['excerpt'] ?? '';
    const meta = {
      seo: {
        title: fit(title, 70),
        description: fit(excerpt, 170),
        keywords: current?.meta.seo.keywords ?? [title.trim() || 'article'],
      },
      title,
      author: 'Admin',
      date: (form['date'] ?? '').trim(),
      ...(current?.meta.updated ? { updated: current.meta.updated } : {}),
      excerpt,
      heroAlt: form['heroAlt'],
      heroTheme: form['heroTheme'],
      tags: current?.meta.tags ?? [],
    };
    return checkArticle({ slug: form['slug'] ?? '', meta, body: (form['body'] ?? '').replace(/\r\n/g, '\n') }, taken);
  },
  state(entry) {
    if (!entry.published) return entry.latest.author === 'repository' ? 'Unpublished' : 'Draft';
    return entry.latest.id === entry.published.id ? 'Published' : 'Unpublished changes';
  },
  row: (article) => ({ title: article.meta.title, cells: [formatDate(article.meta.date)] }),
  previewNotes: () => [],
  retire: {
    path: 'unpublish',
    done: 'unpublished',
    reason: 'Unpublished',
    offered: (entry) => Boolean(entry.published),
    form: {
      text: 'Unpublish takes the article off /blog, the sitemap and the feed. It stays here.',
      button: 'Unpublish',
    },
  },
};

/** Every desk, in the inbox navigation's order. */
export const DESKS: readonly Desk<unknown>[] = [openingsDesk, articlesDesk];
