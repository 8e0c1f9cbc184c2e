/**
 * Facts that several pages repeat say the same thing everywhere. Each fact is read
 * from the one place that owns it (settings.yaml, a case study, the hire page's
 * engagement models, the job form's definition) and every other mention in the
 * content is checked against it, so that an edit in one place cannot leave another
 * page contradicting it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import * as content from '../../app/content/content.server.ts';
import { jobApply } from '../../app/forms/job-apply.ts';
import { SALARY_TYPES } from '../../app/forms/options.ts';
import { fieldsOf } from '../../app/forms/validate.ts';

const CONTENT = content.CONTENT_DIR;

/** Every string of every content file, with where it is, as one-line text. */
function allTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const walk = (node: unknown, where: string): void => {
    if (typeof node === 'string') texts.push({ where, text: node.replace(/\s+/g, ' ') });
    else if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${where}[${i}]`));
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, `${where}.${key}`);
  };
  for (const file of readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(CONTENT, file);
    if (file.endsWith('.yaml')) walk(parseYaml(readFileSync(path, 'utf8')), relative(CONTENT, path));
    if (file.endsWith('.md')) walk(readFileSync(path, 'utf8'), relative(CONTENT, path));
  }
  return texts;
}

/** The sentences of every content string that match `pattern`. */
function sentencesMatching(pattern: RegExp): { where: string; sentence: string }[] {
  return allTexts().flatMap(({ where, text }) =>
    text
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => ({ where, sentence })),
  );
}

const TEXTS = allTexts();
const settings = content.getSettings();

describe('repeated facts', () => {
  it("a client's testimonial gives the city of the client's case study", () => {
    const cityOf = (location: string) => location.split(',')[0]?.trim();
    const projects = content.getProjects();
    const checked: string[] = [];
    for (const testimonial of content.getTestimonials().filter((t) => t.kind === 'client')) {
      const project = projects.find((p) => testimonial.role.endsWith(`, ${p.client}`));
      if (!project) continue;
      checked.push(project.client);
      expect(cityOf(testimonial.location), `${testimonial.name} of ${project.client}`).toBe(cityOf(project.location));
    }
    // The clients quoted on the home page all have a case study.
    expect(checked.length).toBeGreaterThanOrEqual(6);
  });

  it('the billing of each engagement model is the same on the home page, the hire page, the hire form and the Terms', () => {
    const models = content.sectionOf(content.getPage('hire-developer'), 'models').items ?? [];
    const billingOf = (points: readonly string[] | undefined) => points?.find((point) => /^Billed /.test(point));
    const billing = new Map(models.map((model) => [model.title, billingOf(model.points)]));
    expect([...billing.keys()]).toEqual(['Part-time', 'Full-time', 'Hourly']);
    expect(billing.get('Hourly')).toBe('Billed on actual hours');
    expect(billing.get('Part-time')).toBe('Billed monthly');
    expect(billing.get('Full-time')).toBe('Billed monthly');

    // The home page's summary offers the same models; what it says of billing agrees.
    const home = content.sectionOf(content.getPage('home'), 'hire').items ?? [];
    expect(home.map((model) => model.title)).toEqual([...billing.keys()]);
    for (const model of home) {
      const said = billingOf(model.points);
      if (said) expect(said, model.title).toBe(billing.get(model.title));
    }

    // The hire form's rate types are exactly the two billings.
    expect(SALARY_TYPES.map((option) => option.value)).toEqual(['Hourly', 'Monthly']);

    // The Terms scope their two-stage invoicing to fixed-scope projects and name the
    // developers' billings, so neither contradicts the other.
    const terms = content.getPage('privacy-policy').sections.find((s) => s.id === 'invoicing-and-payment');
    const termsText = [terms?.intro ?? '', ...(terms?.items ?? []).map((item) => item.text ?? '')].join(' ');
    expect(termsText).toMatch(/invoiced in two stages/);
    expect(termsText).toMatch(/agreed scope/);
    expect(termsText).toMatch(/monthly for part-time and full-time developers/);
    expect(termsText).toMatch(/on actual hours for an hourly block/);
  });

  it('an NDA is signed on request, before any details are shared, wherever its timing is given', () => {
    const mentions = sentencesMatching(/\bNDAs?\b|non-disclosure/i);
    expect(mentions.length).toBeGreaterThanOrEqual(5);
    for (const { where, sentence } of mentions) {
      if (!/\bbefore\b|\bfirst\b/i.test(sentence)) continue;
      expect(sentence, where).toMatch(/on request|if you (wish|prefer)|whenever you ask/i);
    }
    // The label of the safeguard agrees with its text.
    for (const { where, sentence } of mentions) expect(sentence, where).not.toMatch(/NDA first\b|NDA-first/);
  });

  it('the e-mail addresses and phone numbers in the copy are the ones in settings.yaml', () => {
    const { email, salesEmail, careersEmail, phone, hiringPhone } = settings.contact;
    const domain = email.split('@')[1];
    expect(domain).toBe('nexaweave.example');
    for (const address of [salesEmail, careersEmail]) expect(address.split('@')[1]).toBe(domain);
    for (const { where, text } of TEXTS) {
      if (where.startsWith('blog/')) continue;
      for (const found of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [])
        expect([email, salesEmail, careersEmail], `${where}: ${found}`).toContain(found);
      for (const found of text.match(/\+91[\d ]{10,}\d/g) ?? [])
        expect([phone, hiringPhone], `${where}: ${found}`).toContain(found);
    }
  });

  it('replies, estimates and application reviews take the same time on every page', () => {
    const rules: { about: RegExp; says: RegExp }[] = [
      { about: /\brepl(y|ies)\b[^.]*\bwithin\b/i, says: /within one working day/i },
      { about: /\bestimate\b[^.]*\bwithin\b|\bwithin\b[^.]*\bestimate\b/i, says: /within two working days/i },
      {
        about: /\bHR\b[^.]*\breviews?\b|\bwithin\b[^.]*\bapplying\b|\bapplications?\b[^.]*\bwithin\b/i,
        says: /within five working days/i,
      },
    ];
    for (const { about, says } of rules) {
      // The one exception: a data-protection request, which the law gives 30 days.
      const mentions = sentencesMatching(about).filter(({ where }) => !where.startsWith('pages/privacy-policy'));
      expect(mentions.length, String(about)).toBeGreaterThanOrEqual(3);
      for (const { where, sentence } of mentions) expect(sentence, where).toMatch(says);
    }
  });

  it('the job application copy names every optional field as the exception to "every field is required"', () => {
    const optional = fieldsOf(jobApply)
      .filter((field) => field.kind !== 'switch' && !field.required)
      .map((field) => ('label' in field ? field.label : '').replace(/\s*\(optional\)$/, ''));
    expect(optional).toEqual(['Position']);
    const claims = sentencesMatching(/every field|all (the )?fields/i).filter(({ where }) =>
      where.startsWith('pages/career-job-apply'),
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const { where, sentence } of claims) for (const label of optional) expect(sentence, where).toContain(label);
  });

  it('the figures beside the heroes count what the pages list', () => {
    const factOf = (page: string, label: RegExp) => {
      const fact = content.getPage(page).hero.facts?.find((candidate) => label.test(candidate.label));
      expect(fact, `${page}: ${label}`).toBeDefined();
      return fact?.value ?? '';
    };
    const process = content.sectionOf(content.getPage('career'), 'process').items ?? [];
    expect(factOf('career', /^from application to offer/)).toBe(`${process.length} steps`);
    expect(factOf('career', /^to hear back/)).toBe('5 days');

    const models = content.sectionOf(content.getPage('hire-developer'), 'models').items ?? [];
    expect(factOf('hire-developer', /^engagement models/)).toBe(String(models.length));
    const hourly = models.find((model) => model.title === 'Hourly')?.points ?? [];
    expect(hourly).toContain(`Minimum block of ${factOf('hire-developer', /smallest block/)} hours`);

    expect(factOf('contact-us', /until a senior member of the team replies/)).toBe('1');
    expect(factOf('contact-us', /to your written estimate/)).toBe('2');
  });

  it("BookMyParts' Arabic support is a starting requirement everywhere", () => {
    const challenge = content.getCaseStudy('bookmyparts').challenges.join(' ');
    expect(challenge).toMatch(/English and Arabic/);
    for (const { where, sentence } of sentencesMatching(/\bArabic\b/))
      expect(sentence, where).not.toMatch(/\blate\b|later|added afterwards/i);
  });
});

describe('initials in the copy', () => {
  it('stay with the word they abbreviate: a no-break space after "S.G.", nowhere else', () => {
    expect(content.keepInitialsTogether('Our studio on S.G. Highway, Ahmedabad')).toBe(
      'Our studio on S.G.\u00a0Highway, Ahmedabad',
    );
    expect(content.keepInitialsTogether('Nexaweave Technologies Pvt. Ltd. Since 2016')).toBe(
      'Nexaweave Technologies Pvt. Ltd. Since 2016',
    );
    expect(content.getSettings().contact.address.street).toContain('S.G.\u00a0Highway');
  });
});
