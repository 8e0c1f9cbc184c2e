/**
 * Google's requirements for a job posting's rich result (Google for Jobs), as its
 * structured-data guide lists them: developers.google.com/search/docs/appearance/
 * structured-data/job-posting. `jobPostingProblems` names every rule a JobPosting
 * object breaks, in words; an empty list is a posting Google can show. The staff
 * inbox's preview shows them before publishing; the unit test checks the builder
 * (tests/unit/job-posting.test.ts) and the browser test the built pages (tests/e2e/seo.spec.ts).
 */

/** employmentType's values that Google reads. */
const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);

/** An ISO 8601 date, or date and time with its offset. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))?$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isWebUrl = (value: unknown): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text(value)).protocol);
  } catch {
    return false;
  }
};

export interface JobPostingOptions {
  /** Also require the recommended properties this site always sets (directApply, identifier, employmentType). */
  recommended?: boolean;
}

export function jobPostingProblems(data: unknown, options: JobPostingOptions = {}): string[] {
  const problems: string[] = [];
  if (!isObject(data)) return ['the structured data is not an object'];
  if (data['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  if (data['@type'] !== 'JobPosting') problems.push('@type is not JobPosting');

  // Required: title, the job's own title, without the company, codes or dates.
  const title = text(data['title']);
  if (!title) problems.push('title is missing');
  if (/\d{4}-\d{2}-\d{2}|\bjob code\b|#\d+/i.test(title)) problems.push('title holds a code or a date');
  const organization = isObject(data['hiringOrganization']) ? data['hiringOrganization'] : undefined;
  if (organization && title.toLowerCase().includes(text(organization['name']).toLowerCase()))
    problems.push("title holds the company's name");

  // Required: description, the full text as HTML (paragraphs and lists).
  const description = text(data['description']);
  if (!description) problems.push('description is missing');
  else if (!/<(p|ul|li|br)\b/i.test(description)) problems.push('description is not HTML');
  if (/<script\b/i.test(description)) problems.push('description holds a script');

  // Required: datePosted; recommended: validThrough, after it.
  const posted = text(data['datePosted']);
  if (!ISO_DATE.test(posted)) problems.push('datePosted is not an ISO 8601 date');
  if (data['validThrough'] !== undefined) {
    const until = text(data['validThrough']);
    if (!ISO_DATE.test(until)) problems.push('validThrough is not an ISO 8601 date');
    else if (Date.parse(until) < Date.parse(posted)) problems.push('validThrough comes before datePosted');
  }

  // Required: hiringOrganization, with its name, its site (sameAs) and its logo.
  if (!organization) problems.push('hiringOrganization is missing');
  else {
    if (organization['@type'] !== 'Organization') problems.push('hiringOrganization is not an Organization');
    if (!text(organization['name'])) problems.push('hiringOrganization.name is missing');
    if (!isWebUrl(organization['sameAs'])) problems.push('hiringOrganization.sameAs is not a URL');
    if (!isWebUrl(organization['logo'])) problems.push('hiringOrganization.logo is not a URL');
  }

  // Required (for a job at a place): jobLocation, a Place with a PostalAddress.
  const places = Array.isArray(data['jobLocation']) ? data['jobLocation'] : [data['jobLocation']];
  if (data['jobLocation'] === undefined) problems.push('jobLocation is missing');
  for (const place of places.filter((entry) => data['jobLocation'] !== undefined && entry !== undefined)) {
    const address = isObject(place) ? place['address'] : undefined;
    if (!isObject(place) || place['@type'] !== 'Place') problems.push('jobLocation is not a Place');
    if (!isObject(address) || address['@type'] !== 'PostalAddress') {
      problems.push('jobLocation.address is not a PostalAddress');
      continue;
    }
    for (const key of ['addressLocality', 'addressRegion'])
      if (!text(address[key])) problems.push(`jobLocation.address.${key} is missing`);
    if (!/^[A-Z]{2}$/.test(text(address['addressCountry'])))
      problems.push('jobLocation.address.addressCountry is not a two-letter country code');
  }

  if (data['employmentType'] !== undefined || options.recommended) {
    const types = Array.isArray(data['employmentType']) ? data['employmentType'] : [data['employmentType']];
    if (!types.every((type) => EMPLOYMENT_TYPES.has(text(type))))
      problems.push(`employmentType is not one of ${[...EMPLOYMENT_TYPES].join(', ')}`);
  }
  if (options.recommended) {
    if (data['directApply'] !== true) problems.push('directApply is not true');
    const identifier = data['identifier'];
    if (!isObject(identifier) || identifier['@type'] !== 'PropertyValue' || !text(identifier['name']))
      problems.push('identifier is not a PropertyValue with a name');
    else if (!text(identifier['value'])) problems.push('identifier.value is missing');
  }
  return problems;
}

/** The text of an HTML fragment, tags removed and entities of the five escaped characters read back. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
