/**
 * The schema of every content file of the site, with its documentation.
 *
 * All copy and data live in `app/content/` as YAML or Markdown; route loaders read
 * them at build time through `content.server.ts`, which validates each file against
 * the schema below. A content editor changes a file, rebuilds, and a mistake fails
 * the build with the file and the field's path named.
 */
import { z } from 'zod';
import { FIGURE_NAMES } from '../art/images.ts';

/** A path inside the site ("/contact-us") or an absolute https URL. Never "#". */
export const href = z
  .string()
  .min(1)
  .refine((v) => v.startsWith('/') || /^https:\/\//.test(v) || /^mailto:|^tel:/.test(v), {
    message: 'a link must be a site path, an https URL, mailto: or tel: (never "#")',
  });

/** An icon from an installed Iconify set, written "set:name" (lucide:code, logos:react). */
export const icon = z.string().regex(/^[a-z0-9-]+:[a-z0-9-]+$/, 'icon must be "set:name"');

/**
 * A person's drawn portrait (art/portraits.server.ts) is seeded by the person; `hair`
 * keeps the drawing's hair long or short where a name suggests one, any style otherwise.
 */
const portraitHair = z.enum(['long', 'short']).optional();

/** A colour written "#rrggbb". */
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is written "#rrggbb"');

/** Search and sharing data of one page. */
export const seo = z.object({
  /** The document title, without the brand suffix (the head builder adds it). */
  title: z.string().min(5).max(70),
  /** Meta description: one or two sentences, at most 170 characters. */
  description: z.string().min(50).max(170),
  /** Meta keywords, comma separated in the output. */
  keywords: z.array(z.string()).min(1),
  /** Home-level pages also get the full Open Graph set, robots "index, follow" and og:locale. */
  homeLevel: z.boolean().default(false),
  /** Pages that search engines must not index (the sitemap page, the 404). */
  noindex: z.boolean().default(false),
});

/** A call to action: a button's label and where it goes. */
export const cta = z.object({ label: z.string(), href });

/** A card or list entry inside a section. */
const item = z.object({
  title: z.string(),
  text: z.string().optional(),
  icon: icon.optional(),
  href: href.optional(),
  /** Short extra lines, such as plan names or bullet points. */
  points: z.array(z.string()).optional(),
  /** The card's id, so that a link (a mega-menu entry) can lead straight to it. */
  anchor: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  /**
   * A portfolio project's slug (its file in `work/`): the entry then shows that project's
   * artwork and key results and links to its case study (the home portfolio slider).
   */
  project: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});

/**
 * A generic block of a page: an optional eyebrow above the heading, the heading,
 * an introduction (Markdown allowed: paragraphs and emphasis), optional cards or
 * list entries, and an optional call to action. Pages pick sections by `id`.
 */
export const section = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  eyebrow: z.string().optional(),
  heading: z.string(),
  intro: z.string().optional(),
  items: z.array(item).optional(),
  cta: cta.optional(),
});

/** Site settings (`settings.yaml`): the one file a real agency edits to make the site its own. */
export const settings = z.object({
  /** Short brand name shown in the logo and titles. */
  brand: z.string(),
  /** Registered company name for the copyright line and legal text. */
  legalName: z.string(),
  tagline: z.string(),
  /** Full-document loader duration in milliseconds (spec: 3000). 0 disables the loader. */
  loaderDurationMs: z.number().int().min(0).max(10000),
  /** Year printed on the footer copyright line (spec: 2025). */
  copyrightYear: z.number().int(),
  /** "Operating since" claim (spec: 2014). */
  operatingSince: z.number().int(),
  /** Company founding year used by the history (spec: 2016). */
  foundedYear: z.number().int(),
  /** Headline numbers: 1500+ apps, 2400+ websites. */
  claims: z.array(z.object({ value: z.string(), label: z.string() })),
  contact: z.object({
    email: z.email(),
    salesEmail: z.email(),
    careersEmail: z.email(),
    phone: z.string(),
    /** Number for hiring questions, shown on /career. */
    hiringPhone: z.string(),
    /** Microsoft Teams chat link offered on /contact-us. */
    teamsChatUrl: href,
    address: z.object({
      street: z.string(),
      city: z.string(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string(),
    }),
    hours: z.string(),
  }),
  /** Five profiles: general, photo-sharing, professional, two design-portfolio networks. */
  social: z.array(z.object({ network: z.string(), kind: z.string(), url: href, icon })).length(5),
  founder: z.object({
    name: z.string(),
    role: z.string(),
    avatarSeed: z.string().optional(),
    hair: portraitHair,
    bio: z.string(),
    quote: z.string(),
  }),
});

/** Header, mega-menu and footer link lists (`navigation.yaml`). */
export const navigation = z.object({
  primary: z.array(z.object({ label: z.string(), href, megaMenu: z.boolean().default(false) })),
  /** The Our Services mega-menu: 12 entries in groups, each linked to the closest service page. */
  megaMenu: z.array(
    z.object({
      heading: z.string(),
      entries: z.array(z.object({ label: z.string(), href, icon, blurb: z.string() })),
    }),
  ),
  contactCta: cta,
  hireCta: cta,
  footer: z.object({
    about: z.string(),
    services: z.array(cta),
    technologies: z.array(cta),
    company: z.array(cta),
    badges: z.array(z.object({ label: z.string(), detail: z.string(), icon })),
  }),
});

/**
 * One file per route (`pages/<name>.yaml`, "home" for /): its SEO data, its hero
 * and its sections.
 */
export const page = z.object({
  seo,
  hero: z.object({
    eyebrow: z.string().optional(),
    heading: z.string(),
    intro: z.string(),
    /** Key figures shown beside the hero's text on wide screens (HeroFacts), each with what it means. */
    facts: z
      .array(z.object({ value: z.string(), label: z.string() }))
      .max(4)
      .optional(),
    cta: cta.optional(),
    secondaryCta: cta.optional(),
  }),
  sections: z.array(section).default([]),
  /** Short interface strings of the page that are not a section (messages, labels). */
  strings: z.record(z.string(), z.string()).default({}),
  /**
   * /thank-you only: one line of next steps for each form, shown below the spec's
   * text when the visitor arrives from that form (the form's name travels in the
   * navigation state).
   */
  nextSteps: z.object({ contact: z.string(), hire: z.string(), 'job-apply': z.string() }).optional(),
  /**
   * /thank-you only: what a job applicant reads instead of the hero's enquiry text
   * (the job form's own success text), and the line naming the role applied for, in
   * which `{role}` stands for the position chosen in the form.
   */
  applicant: z
    .object({
      /** The label over the heading, in place of the hero's. */
      eyebrow: z.string().optional(),
      heading: z.string(),
      intro: z.string(),
      role: z.string().includes('{role}'),
    })
    .optional(),
});

/** The four service pages (`services/<slug>.yaml`); the slug is the route. */
export const service = z.object({
  seo,
  /** Name used in menus and breadcrumbs. */
  name: z.string(),
  icon,
  hero: z.object({ eyebrow: z.string(), heading: z.string(), intro: z.string() }),
  /** The page's own sections, in order, rendered by the shared service layout. */
  sections: z.array(section).min(2),
  /**
   * The case studies that show this service (their files in `work/`), two or four so that
   * they fill two-up rows: the page links each, so a claim is one click from its proof.
   */
  work: z
    .array(z.string().regex(/^[a-z0-9-]+$/))
    .refine((slugs) => slugs.length === 2 || slugs.length === 4, 'list two or four case studies'),
  /**
   * A drawing of what the service itself makes (art/figures.server.tsx), shown in the hero
   * instead of the first case study's website where that is not the service's artefact
   * (social media marketing makes calendars, posts and reports, not pages).
   */
  heroFigure: z.enum(FIGURE_NAMES).optional(),
  /**
   * The case study whose screens the hero shows and links, when it is not the first of
   * `work` (a project the grid does not already hold): the page never leads with the
   * project that opens its case grid (service.tsx moves the hero's project to the end).
   */
  heroProject: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  cta,
});

/** A language a product ships in: a BCP 47 locale and its writing direction. */
const language = z.strictObject({
  locale: z.string().refine(
    (tag) => {
      try {
        return Intl.getCanonicalLocales(tag)[0] === tag;
      } catch {
        return false;
      }
    },
    { message: 'a locale is a canonical BCP 47 tag such as "en-CA" or "ar-AE"' },
  ),
  direction: z.enum(['ltr', 'rtl']),
});

/**
 * Where a product is sold and read. Its drawn screens (app/art) take their currency,
 * number format, address bar and writing direction from here, so a case study set in
 * Toronto cannot show rupees and a Dubai store cannot show an Indian domain.
 */
export const market = z.strictObject({
  /** ISO 3166-1 alpha-2 code of the country the product serves first. */
  country: z.string().regex(/^[A-Z]{2}$/, 'a country is its two-letter ISO code, such as "CA"'),
  /** ISO 4217 code of the currency its prices are in. */
  currency: z.string().refine((code) => Intl.supportedValuesOf('currency').includes(code), {
    message: 'a currency is a three-letter ISO 4217 code, such as "CAD"',
  }),
  /** The host name shown in its browser screens' address bar. */
  domain: z.string().regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, 'a domain is a host name such as "app.example.com"'),
  ...language.shape,
  /** A second language the product ships in (Arabic beside English); a screen may be drawn in it. */
  alternate: language.optional(),
});
export type Market = z.infer<typeof market>;

/**
 * Portfolio projects and their case studies (`work/<slug>.yaml`): every entry has
 * a case-study route, and only `listed` ones appear on /work, each linked to its page.
 */
export const work = z.object({
  seo,
  client: z.string(),
  tagline: z.string(),
  /** Shown on /work (11 projects) in ascending order. */
  listed: z.boolean(),
  order: z.number().int(),
  industry: z.string(),
  location: z.string(),
  market,
  /** Accent colour of the project's artwork. */
  accent: hexColor,
  /** Kind of product, which decides the device mock-up. */
  platform: z.enum(['mobile', 'web', 'both']),
  summary: z.string(),
  challenges: z.array(z.string()).min(2),
  approach: z.array(z.string()).min(2),
  servicesProvided: z.array(z.string()).min(2),
  technologies: z.array(z.string()).min(2),
  results: z.array(z.object({ value: z.string(), label: z.string() })).min(2),
  /** Screens of the gallery: each becomes an illustrated device frame with a caption. */
  gallery: z.array(z.object({ title: z.string(), caption: z.string(), device: z.enum(['phone', 'desktop']) })).min(3),
  quote: z.object({ text: z.string(), name: z.string(), role: z.string(), hair: portraitHair }),
  /** The client's public profiles. Only real links; leave empty when there are none. */
  social: z.array(z.object({ network: z.string(), url: href, icon })).default([]),
});

/** Front matter of a blog article (`blog/<slug>.md`); the file name is the route. */
export const blogPost = z.object({
  seo,
  title: z
    .string()
    .trim()
    .min(5, 'write the title (at least 5 characters)')
    .max(120, 'keep the title under 120 characters'),
  /** Always 'Admin' on this site. */
  author: z.literal('Admin'),
  date: z.coerce.date({ error: 'write the date as YYYY-MM-DD' }),
  /** When the article was last revised, if ever (its JSON-LD dateModified; the publication date otherwise). */
  updated: z.coerce.date().optional(),
  excerpt: z
    .string()
    .trim()
    .min(50, 'write an excerpt of at least 50 characters: it is also what search results show')
    .max(260, 'keep the excerpt under 260 characters'),
  heroAlt: z.string().trim().min(10, "describe the article's art in a sentence, for readers who cannot see it"),
  /** Colour theme of the generated hero illustration. */
  heroTheme: z.enum(['ideas', 'network', 'classroom'], { error: 'choose the art: ideas, network or classroom' }),
  tags: z.array(z.string()).default([]),
});

/** An article's Markdown body: what the page shows under its art. */
export const articleBody = z.string().trim().min(200, 'write the article: at least 200 characters of Markdown');

/**
 * The kinds of employment an opening can be, as the page prints them ("FullTime", the
 * spec's word), each with the `employmentType` Google for Jobs reads from its JobPosting.
 */
export const JOB_TYPES = {
  FullTime: 'FULL_TIME',
  PartTime: 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
} as const;
export type JobType = keyof typeof JOB_TYPES;

/** A URL segment: lower-case words joined by hyphens ("php-developer"). */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case letters, digits and hyphens only, such as "php-developer"');

/** One line of a list (a must-have, a responsibility): text, with no line breaks of its own. */
const listLine = z
  .string()
  .trim()
  .min(3, 'write at least a few words on each line')
  .max(300, 'keep each line under 300 characters');

/**
 * One job opening. It has a page of its own, /career/<slug>, with JobPosting structured
 * data for Google for Jobs, and its title is a choice of the job application's position.
 */
export const opening = z
  .object({
    /** Its page's address, /career/<slug>: set once, kept when the title changes ("job-apply" is the form's). */
    slug: slug.refine((value) => value !== 'job-apply', '"job-apply" is the application form\'s address'),
    title: z.string().trim().min(3, 'write the job title').max(80, 'keep the title under 80 characters'),
    /** As the page prints it: "1-3 years". */
    experience: z.string().trim().min(1, 'write the experience asked for, such as "1-3 years"').max(40),
    jobType: z.enum(Object.keys(JOB_TYPES) as [JobType, ...JobType[]], {
      error: `choose one of ${Object.keys(JOB_TYPES).join(', ')}`,
    }),
    /** The town of the workplace; the office's city (settings.yaml) when left out. */
    location: z.string().trim().min(2).max(60).optional(),
    /** Printed as written: "02". */
    openings: z.string().regex(/^\d{2}$/, 'write the number of openings with two digits, such as "02"'),
    /** What the job is, in plain text; a blank line starts a new paragraph. */
    description: z
      .string()
      .trim()
      .min(80, 'write at least a few sentences (80 characters) about the job')
      .max(3000, 'keep the description under 3,000 characters'),
    mustHaves: z.array(listLine).min(3, 'list at least three must-haves, one per line'),
    responsibilities: z.array(listLine).min(3, 'list at least three responsibilities, one per line'),
    /** When the opening was first published: its JobPosting's datePosted. */
    datePosted: z.coerce.date({ error: 'write the date as YYYY-MM-DD' }),
    /** The last day applications are taken, if there is one: its JobPosting's validThrough. */
    validThrough: z.coerce.date({ error: 'write the date as YYYY-MM-DD' }).optional(),
    /**
     * A filled or withdrawn opening: it leaves /career, the sitemap and the job application's
     * positions, and its page is no longer built (its address answers 404).
     */
    closed: z.boolean().default(false),
  })
  .refine((value) => !value.validThrough || value.validThrough >= value.datePosted, {
    message: 'the last day to apply cannot come before the day the opening was posted',
    path: ['validThrough'],
  });

/** Careers: one 'By Role' tab with its openings (`roles.yaml`). */
export const role = z.object({
  id: slug,
  /** Tab label exactly as the spec writes it. */
  tab: z.string(),
  order: z.number().int(),
  /** Empty (or only closed ones): the tab shows the no-openings text. */
  openings: z.array(opening),
});

/** The whole of `roles.yaml`: every tab, and no two openings with one address. */
export const roles = z.array(role).superRefine((list, context) => {
  const seen = new Map<string, string>();
  list.forEach((entry, roleIndex) =>
    entry.openings.forEach((job, openingIndex) => {
      const other = seen.get(job.slug);
      if (other) {
        context.addIssue({
          code: 'custom',
          path: [roleIndex, 'openings', openingIndex, 'slug'],
          message: `the address /career/${job.slug} is already used by "${other}"`,
        });
      }
      seen.set(job.slug, job.title);
    }),
  );
});

/** Client and employee testimonials (`testimonials.yaml`). */
export const testimonial = z.object({
  id: z.string(),
  kind: z.enum(['client', 'employee']),
  quote: z.string(),
  name: z.string(),
  /** Role, or role and company. */
  role: z.string(),
  location: z.string(),
  avatarSeed: z.string().optional(),
  hair: portraitHair,
});

/** Year-by-year history, 2016 to 2022 (`history.yaml`). */
export const historyEntry = z.object({
  id: z.string(),
  year: z.number().int(),
  title: z.string(),
  text: z.string(),
  icon,
});

/** The team slider on /about-us (`team.yaml`). */
export const teamMember = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  avatarSeed: z.string().optional(),
  hair: portraitHair,
  bio: z.string(),
});

/** A developer on the /hire-developer page's bench (`bench.yaml`). */
export const benchDeveloper = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  avatarSeed: z.string().optional(),
  hair: portraitHair,
  stack: z.array(z.string()).min(2).max(4),
  years: z.number().int().positive(),
  /** The working hours shared with a client's time zone ("4 h with the UK"). */
  overlap: z.string(),
});

/** The 11 client wordmarks of the home logo carousel (`clients.yaml`). */
export const client = z.object({
  id: z.string(),
  name: z.string(),
  /** How the name is set: lower case, heavy and tight, wide capitals, or two stacked lines. */
  setting: z.enum(['lower', 'heavy', 'wide', 'stacked']),
  /** The one drawn mark beside the name (ClientWordmark.tsx). */
  mark: z.enum(['dot', 'blocks', 'arch', 'triangle', 'bolt', 'pair', 'leaf', 'ring', 'square', 'rise']),
});

/** Review platforms and their ratings, each 5.0 (`awards.yaml`). */
export const award = z.object({
  id: z.string(),
  platform: z.string(),
  rating: z.literal('5.0'),
  label: z.string(),
  /** The platform's brand colour, for reference: the site shows every mark in ink's greys (one accent). */
  color: hexColor,
  icon,
});

/** Technology tabs of the home page (`technologies.yaml`). */
export const technologyTab = z.object({
  id: z.string(),
  /** Tab label: Web Technology, CMS, Databases, Design Tools, Communication. */
  label: z.string(),
  order: z.number().int(),
  items: z.array(z.object({ name: z.string(), icon })).min(4),
});

export type Settings = z.infer<typeof settings>;
export type Navigation = z.infer<typeof navigation>;
export type Section = z.infer<typeof section>;
export type SectionItem = z.infer<typeof item>;
export type Cta = z.infer<typeof cta>;
export type Seo = z.infer<typeof seo>;
export type BlogPostMeta = z.infer<typeof blogPost>;
export type Role = z.infer<typeof role>;
export type Opening = z.infer<typeof opening>;
export type Award = z.infer<typeof award>;
export type Client = z.infer<typeof client>;
export type TechnologyTab = z.infer<typeof technologyTab>;

/**
 * An icon resolved at build time. One that takes the text colour (`currentColor`: the
 * Lucide and Simple Icons marks) comes as its inner SVG markup, drawn inline; a
 * full-colour one (a technology's logo, a platform's badge) comes as the address of
 * its SVG file (`src`), shown with <img>: its paths stay out of the page and out of
 * the loader data the page hydrates from.
 */
export type IconSvg =
  | { readonly name: string; readonly viewBox: string; readonly body: string; readonly src?: undefined }
  | { readonly name: string; readonly viewBox: string; readonly src: string; readonly body?: undefined };

/**
 * Content as route loaders hand it to components: every `icon` name resolved to
 * its SVG (so no icon set reaches the browser), and every `intro` (Markdown in the
 * files) rendered to HTML.
 */
export type Resolved<T> = T extends readonly (infer U)[]
  ? Resolved<U>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T]: K extends 'icon' ? (undefined extends T[K] ? IconSvg | undefined : IconSvg) : Resolved<T[K]> }
      : T;
