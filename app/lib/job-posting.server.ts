/**
 * The JobPosting structured data of an opening's page (/career/<slug>), for Google for
 * Jobs. Built at build time by the route's loader; server-only, because it reads the
 * content schema's job types (the schema module brings zod, which no page's script needs).
 */
import escapeHtml from 'escape-html';
import type { JobPosting, WithContext } from 'schema-dts';
import { JOB_TYPES, type Opening, type Seo, type Settings, seo } from '../content/schema.ts';
import { countryCode, logoUrl } from './structured-data.ts';

/** The office's address, from settings.yaml: where an opening is when it names no other town. */
type OfficeAddress = Settings['contact']['address'];

/** An opening's description (plain text; a blank line starts a paragraph) as escaped HTML paragraphs. */
export function descriptionHtml(description: string): string {
  return description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

/** An opening's text as HTML, for its JobPosting's description: its paragraphs, then its two lists. */
export function jobDescriptionHtml(opening: Pick<Opening, 'description' | 'mustHaves' | 'responsibilities'>): string {
  const list = (heading: string, items: string[]) =>
    `<h3>${heading}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    descriptionHtml(opening.description),
    list('Must-haves', opening.mustHaves),
    list('Responsibilities', opening.responsibilities),
  ].join('');
}

/**
 * The JobPosting of an opening's page, with every property Google for Jobs requires
 * (title, description as HTML, datePosted, hiringOrganization, jobLocation with its
 * PostalAddress) and those it recommends that the opening has: validThrough when set,
 * employmentType, directApply (the Apply now link leads to this site's own form) and an
 * identifier. Checked against Google's list in tests/rich-results.ts.
 */
export function jobPostingLd(args: {
  opening: Opening;
  settings: Settings;
  site: URL;
  url: string;
}): WithContext<JobPosting> {
  const { opening, settings, site, url } = args;
  const office: OfficeAddress = settings.contact.address;
  const locality = opening.location ?? office.city;
  const atOffice = locality === office.city;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: jobDescriptionHtml(opening),
    datePosted: opening.datePosted.toISOString().slice(0, 10),
    ...(opening.validThrough
      ? { validThrough: `${opening.validThrough.toISOString().slice(0, 10)}T23:59:59+05:30` }
      : {}),
    employmentType: JOB_TYPES[opening.jobType],
    directApply: true,
    totalJobOpenings: Number(opening.openings),
    experienceRequirements: opening.experience,
    identifier: { '@type': 'PropertyValue', name: settings.legalName, value: opening.slug },
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.legalName,
      sameAs: site.href,
      logo: logoUrl(site),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        // The office's street and postcode only when the opening is at the office.
        ...(atOffice ? { streetAddress: office.street, postalCode: office.postalCode } : {}),
        addressLocality: locality,
        addressRegion: office.region,
        addressCountry: countryCode(office.country),
      },
    },
    url,
  };
}

/** Cuts `text` at a word boundary so that it fits `max` characters, ending with "…" when cut. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The search data of an opening's page, made from the opening: "PHP Developer job in
 * Ahmedabad" and a description of its facts and first sentence, within the lengths the
 * content schema sets for every page's title and description.
 */
export function openingSeo(opening: Opening, settings: Settings): Seo {
  const place = opening.location ?? settings.contact.address.city;
  const count = Number(opening.openings);
  const facts = `${opening.experience}, ${opening.jobType}, ${opening.openings} ${count === 1 ? 'opening' : 'openings'}`;
  const firstSentence = /^[^.!?]*[.!?]/.exec(opening.description.replace(/\s+/g, ' '))?.[0] ?? opening.description;
  return seo.parse({
    title: fit(`${opening.title} job in ${place}`, 70),
    description: fit(`${opening.title} at ${settings.brand}, ${place} (${facts}). ${firstSentence}`, 170),
    keywords: [
      `${opening.title} jobs`,
      `${opening.title} jobs in ${place}`,
      `${settings.brand} careers`,
      `IT jobs in ${place}`,
    ],
  });
}
