/**
 * Reads and validates the content files, at build time only (route loaders run
 * during prerendering). Each file is parsed, checked against its schema in
 * `schema.ts`, and a failure throws with the file and the field's path named, so
 * a content mistake fails the build instead of shipping. Results are memoised:
 * every route of one build reads each file once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { iconFilePath, renderIcon, takesTextColour } from './icons.server.ts';
import { markdown } from './markdown.server.ts';
import { typographicContent, typographicHtml } from '../lib/typography.ts';
import * as schema from './schema.ts';
import type { IconSvg, Resolved } from './schema.ts';
import { type DrawnImage, type PortraitHair, drawnImagePath } from '../art/images.ts';

/**
 * Resolved from the working directory: the build runs at the project root, and bundling
 * moves this module. CONTENT_DIR points a build at another copy of the content: a publish
 * from the staff inbox builds from the published revision written to a folder of its own
 * (server/content/publish.ts).
 */
export const CONTENT_DIR = resolve(process.cwd(), process.env['CONTENT_DIR'] ?? 'app/content');

const cache = new Map<string, unknown>();

function memo<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}

/** Validates `data` read from `file`; the error names the file and each failing field's path. */
export function validateContent<S extends z.ZodType>(file: string, data: unknown, shape: S): z.output<S> {
  const result = shape.safeParse(data);
  if (result.success) return result.data;
  const where = relative(process.cwd(), file);
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new Error(`Content error in ${where}:\n${problems.join('\n')}`);
}

/**
 * Initials stay with the word they abbreviate: "S.G. Highway" never breaks after "S.G."
 * (a no-break space takes the place of the space), wherever the copy is set.
 */
export function keepInitialsTogether(text: string): string {
  return text.replace(/\b((?:[A-Z]\.){2,}) (?=[A-Z])/g, '$1\u00a0');
}

/** A YAML content file, its copy with typographic quotes (lib/typography.ts). */
function readYaml(file: string): unknown {
  return typographicContent(parseYaml(keepInitialsTogether(readFileSync(file, 'utf8'))));
}

/** Splits a Markdown file into its YAML front matter and its body. */
function readFrontMatter(file: string): { data: unknown; body: string } {
  const source = keepInitialsTogether(readFileSync(file, 'utf8'));
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`Content error in ${relative(process.cwd(), file)}: no front matter between --- lines`);
  return { data: typographicContent(parseYaml(match[1] ?? '')), body: match[2] ?? '' };
}

/** Resolves every `icon` name to SVG and renders every `intro` from Markdown to HTML. */
export function resolveContent<T>(value: T): Resolved<T> {
  const walk = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((child) => walk(child));
    if (node instanceof Date) return node;
    if (typeof node === 'string') {
      if (key === 'icon') return iconSvg(node);
      if (key === 'intro') return markdown(node);
      return node;
    }
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, child]) => [k, walk(child, k)]));
    }
    return node;
  };
  return walk(value) as Resolved<T>;
}

export function iconSvg(name: string): IconSvg {
  const { body, attributes } = renderIcon(name, 24);
  const viewBox = attributes['viewBox'] ?? '0 0 24 24';
  return takesTextColour(body) ? { name, body, viewBox } : { name, src: iconFilePath(name), viewBox };
}

/** A file holding one entry: a mapping, or (the older form) a one-item list with an id. */
function single<S extends z.ZodType>(name: string, shape: S): z.output<S> {
  return memo(name, () => {
    const file = join(CONTENT_DIR, name);
    const raw = readYaml(file);
    const data = Array.isArray(raw) && raw.length === 1 ? (raw[0] as Record<string, unknown>) : raw;
    if (data && typeof data === 'object' && 'id' in data) delete (data as Record<string, unknown>)['id'];
    return validateContent(file, data, shape);
  });
}

/** A file holding a list of entries. */
function list<S extends z.ZodType>(name: string, shape: S): z.output<S>[] {
  return memo(name, () => {
    const file = join(CONTENT_DIR, name);
    const raw = readYaml(file);
    if (!Array.isArray(raw)) throw new Error(`Content error in ${relative(process.cwd(), file)}: expected a list`);
    return raw.map((entry, index) => validateContent(`${file} (entry ${index + 1})`, entry, shape));
  });
}

/** A folder of YAML files, one entry each, keyed by file name. */
function folder<S extends z.ZodType>(name: string, shape: S): Map<string, z.output<S>> {
  return memo(name, () => {
    const dir = join(CONTENT_DIR, name);
    const entries = readdirSync(dir)
      .filter((file) => file.endsWith('.yaml'))
      .sort()
      .map(
        (file) =>
          [basename(file, '.yaml'), validateContent(join(dir, file), readYaml(join(dir, file)), shape)] as const,
      );
    return new Map(entries);
  });
}

function entry<T>(collection: Map<string, T>, slug: string, where: string): T {
  const found = collection.get(slug);
  if (!found) throw new Error(`Content error: ${where}/${slug} does not exist`);
  return found;
}

export const getSettings = () => single('settings.yaml', schema.settings);
export const getNavigation = () => resolveContent(single('navigation.yaml', schema.navigation));

/** A page's content by file name ("home", "about-us", "career-job-apply"). */
export function getPage(name: string) {
  return memo(`page:${name}`, () => resolveContent(single(`pages/${name}.yaml`, schema.page)));
}
export type Page = ReturnType<typeof getPage>;
export type ResolvedSection = Page['sections'][number];

/** Finds a section of a page by id; a missing section is a content error at build time. */
export function sectionOf(page: Page, id: string): ResolvedSection {
  const found = page.sections.find((s) => s.id === id);
  if (!found) throw new Error(`Content error: the page is missing its section "${id}"`);
  return found;
}

export const getServices = () => folder('services', schema.service);
export const getService = (slug: string) => resolveContent(entry(getServices(), slug, 'services'));
/** The service pages' slugs in the order the footer lists them (any not listed there follow, by name). */
export function serviceSlugs(): string[] {
  const listed = getNavigation()
    .footer.services.map((link) => /^\/services\/([a-z0-9-]+)$/.exec(link.href)?.[1])
    .filter((slug): slug is string => slug !== undefined && getServices().has(slug));
  return [...new Set([...listed, ...getServices().keys()])];
}

export const getWork = () => folder('work', schema.work);
export const getCaseStudy = (slug: string) => resolveContent(entry(getWork(), slug, 'work'));
/** Every project with its slug, in the portfolio's order. */
export const getProjects = () =>
  [...getWork().entries()].map(([slug, data]) => ({ slug, ...data })).sort((a, b) => a.order - b.order);

/**
 * The case study after `slug` in the portfolio's order, the last leading back to the
 * first: every case study page links to the next, so each is reachable by browsing,
 * those without a card link on /work included.
 */
export function nextProject(slug: string): { slug: string; client: string; tagline: string; accent: string } {
  const projects = getProjects();
  const index = projects.findIndex((project) => project.slug === slug);
  const next = projects[(index + 1) % projects.length];
  if (index < 0 || !next) throw new Error(`Content error: work/${slug} does not exist`);
  return { slug: next.slug, client: next.client, tagline: next.tagline, accent: next.accent };
}

export interface BlogPost {
  slug: string;
  meta: schema.BlogPostMeta;
  /** The article body rendered to HTML. */
  html: string;
}

export function getBlogPosts(): BlogPost[] {
  return memo('blog', () => {
    const dir = join(CONTENT_DIR, 'blog');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => {
        const { data, body } = readFrontMatter(join(dir, file));
        return {
          slug: basename(file, '.md'),
          meta: validateContent(join(dir, file), data, schema.blogPost),
          html: typographicHtml(markdown(body)),
        };
      })
      .sort((a, b) => b.meta.date.getTime() - a.meta.date.getTime());
  });
}
export const getBlogPost = (slug: string) => {
  const post = getBlogPosts().find((p) => p.slug === slug);
  if (!post) throw new Error(`Content error: blog/${slug}.md does not exist`);
  return post;
};

/** Someone the site names: whoever has a portrait (team, founder, testimonials, case-study quotes, the hire bench). */
export interface NamedPerson {
  name: string;
  avatarSeed?: string | undefined;
  hair?: PortraitHair | undefined;
}

/** The seed of a person's portrait: their avatarSeed, or their name as a slug ("Dr. Ananya Rao" → "dr-ananya-rao"). */
export function portraitSeed(person: NamedPerson): string {
  return (
    person.avatarSeed ??
    person.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

/** What a page needs to show a person's portrait: the drawn SVG file, 240 px square, named by the person. */
export function portraitOf(person: NamedPerson): DrawnImage {
  return {
    src: drawnImagePath({ kind: 'portrait', seed: portraitSeed(person) }),
    width: 240,
    height: 240,
    alt: person.name,
  };
}

/**
 * Every person the site names, by portrait seed: the team, the founder, the people quoted
 * in testimonials and case studies. One seed is one face: a person named twice (a client
 * quoted on home and in their case study) is drawn once.
 */
export function namedPeople(): Map<string, NamedPerson> {
  return memo('people', () => {
    const people: NamedPerson[] = [
      getSettings().founder,
      ...getTeam(),
      ...getTestimonials(),
      ...getProjects().map((project) => project.quote),
      ...list('bench.yaml', schema.benchDeveloper),
    ];
    return new Map(people.map((person) => [portraitSeed(person), person]));
  });
}

/**
 * The pages the content makes, one per service, case study, article and open job opening, in the
 * order the site lists them: the prerendered paths of the parameter routes.
 */
export function contentPagePaths(): string[] {
  return [
    ...serviceSlugs().map((slug) => `/services/${slug}`),
    ...getProjects().map(({ slug }) => `/work/${slug}`),
    ...getBlogPosts().map(({ slug }) => `/blog/${slug}`),
    ...getOpenings().map(({ slug }) => `/career/${slug}`),
  ];
}

/** Every tab of /career with all its openings, closed ones included, in the tabs' order. */
export function getRoles(): schema.Role[] {
  return memo('roles.yaml', () => {
    const file = join(CONTENT_DIR, 'roles.yaml');
    return validateContent(file, readYaml(file), schema.roles).sort((a, b) => a.order - b.order);
  });
}

/** The tabs of /career with only their open openings: what the site shows. */
export const getOpenRoles = (): schema.Role[] =>
  getRoles().map((entry) => ({ ...entry, openings: entry.openings.filter((job) => !job.closed) }));

/** An open opening with the tab it is listed under. */
export type ListedOpening = schema.Opening & { role: { id: string; tab: string } };

/** Every open opening, in the order of the tabs and then of the file: one page each, /career/<slug>. */
export const getOpenings = (): ListedOpening[] =>
  getOpenRoles().flatMap((entry) => entry.openings.map((job) => ({ ...job, role: { id: entry.id, tab: entry.tab } })));
export const getTestimonials = () => list('testimonials.yaml', schema.testimonial);
/** One kind's quotes with only the fields a card renders: pages inline their data beside the HTML. */
export const getTestimonialQuotes = (kind: z.infer<typeof schema.testimonial>['kind']) =>
  getTestimonials()
    .filter((testimonial) => testimonial.kind === kind)
    .map((person) => ({
      quote: person.quote,
      name: person.name,
      role: person.role,
      location: person.location,
      portrait: portraitOf(person),
    }));
export const getHistory = () =>
  resolveContent(list('history.yaml', schema.historyEntry)).sort((a, b) => a.year - b.year);
export const getTeam = () => list('team.yaml', schema.teamMember);
/** The developers of the hire page's bench, each with their portrait. */
export const getBench = () =>
  list('bench.yaml', schema.benchDeveloper).map((developer) => ({ ...developer, portrait: portraitOf(developer) }));
export const getClients = () => resolveContent(list('clients.yaml', schema.client));
export const getAwards = () => resolveContent(list('awards.yaml', schema.award));
export const getTechnologies = () =>
  resolveContent(list('technologies.yaml', schema.technologyTab)).sort((a, b) => a.order - b.order);

/**
 * The file of every full-colour icon the content names (iconSvg gives those a `src`):
 * the prerender list of routes/icon-file.ts (react-router.config.ts). Read from the
 * content files' `icon:` lines, so an icon added to the content is listed with it.
 */
export function iconFilePaths(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ya?ml|md)$/.test(file)) continue;
    for (const match of readFileSync(join(CONTENT_DIR, file), 'utf8').matchAll(
      /\bicon:\s*['"]?([a-z0-9-]+:[a-z0-9-]+)/g,
    )) {
      if (match[1]) names.add(match[1]);
    }
  }
  return [...names]
    .map((name) => iconSvg(name).src)
    .filter((src) => src !== undefined)
    .sort();
}
