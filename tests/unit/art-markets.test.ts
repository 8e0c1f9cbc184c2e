/**
 * Every drawn screen agrees with its case study's market (app/content/work/<slug>.yaml's
 * `market`): it shows only that market's currency, only its domain, and runs in the
 * direction of the language it is drawn in; it draws no placeholder image glyph; and no
 * text is cut off inside it.
 *
 * Text width is a character-width estimate, not a font metric: primitives.tsx's
 * textWidth gives each class of glyph Inter's typical advance (narrow i and l, wide m
 * and capitals, figures) and widens bolder weights. Every text drawn with a box reports
 * what it needs and what its box gives it through the TextAudit context.
 *
 * The checks run on every real project, and on a project built to break each rule, so
 * a check that stopped finding anything would fail here too.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { currencySign, localize, screenLanguage } from '../../app/art/market.ts';
import { ProjectArt, hasNarrowScreen } from '../../app/art/project/ProjectArt.tsx';
import { type TextFit, TextAudit } from '../../app/art/project/primitives.tsx';
import type { ProjectScreens } from '../../app/art/schema.ts';
import { allProjectScreens } from '../../app/art/screens.server.ts';
import type { Market } from '../../app/content/schema.ts';

function draw(
  project: ProjectScreens,
  which: 'cover' | 'hero' | number,
  narrow = false,
): { svg: string; fits: TextFit[] } {
  const fits: TextFit[] = [];
  const svg = renderToStaticMarkup(
    createElement(TextAudit, { value: fits }, createElement(ProjectArt, { project, which, narrow })),
  );
  return { svg, fits };
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

/** The words an image shows: the contents of its <text> elements. */
const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => decode(m[1] ?? ''));

const OTHER_CURRENCIES = ['INR', 'USD', 'CAD', 'AUD', 'SGD', 'NZD', 'AED', 'SAR', 'GBP', 'EUR', 'JPY', 'CHF'];
/** What shows a price in a currency: its signs in English and in its own markets, and India's units. */
function currencyMarks(market: Market): { own: string[]; foreign: RegExp[] } {
  const locales = [market.locale, market.alternate?.locale].filter((l): l is string => Boolean(l));
  const own = locales.map((locale) => currencySign(locale, market.currency));
  const signs = new Set(
    OTHER_CURRENCIES.flatMap((code) => [
      currencySign('en', code),
      currencySign('en-IN', code),
      currencySign('ar-AE', code),
      new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? code,
      code,
    ]),
  );
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const foreign = [...signs]
    .filter((sign) => !own.some((mine) => mine === sign || (sign.length > 1 && mine.includes(sign))))
    // A sign of letters is a word of its own ("AED 45"); a symbol may touch the figure ("$45").
    .map((sign) => (/^[A-Z]+$/.test(sign) ? new RegExp(`\\b${sign}\\b`) : new RegExp(escape(sign))));
  if (market.currency !== 'INR') foreign.push(/\d\s?Cr\b/, /\b(lakh|crore|Rs\.?)\b/i);
  return { own, foreign };
}

/** ISO country of a country-code top-level domain (.uk is Great Britain's). */
const countryOfTld = (tld: string) => (tld === 'uk' ? 'GB' : tld.toUpperCase());
/** Country codes that products worldwide use as generic domains (.io, .co, .ai…), which name no market. */
const GENERIC_CCTLDS = new Set(['io', 'co', 'ai', 'me', 'tv', 'ly', 'gg']);

/** Every way a project's images disagree with its market, or draw a placeholder or cut text. */
function problemsOf(slug: string, project: ProjectScreens): string[] {
  const { market } = project;
  const problems: string[] = [];
  const marks = currencyMarks(market);
  const tld = market.domain.split('.').at(-1) ?? '';
  if (tld.length === 2 && !GENERIC_CCTLDS.has(tld) && countryOfTld(tld) !== market.country)
    problems.push(`${slug}: its domain ${market.domain} is not of its country ${market.country}`);
  const rtlLanguages = [market, market.alternate].filter((l) => l?.direction === 'rtl');
  if (rtlLanguages.length > 0 && !project.screens.some((s) => s.language.direction === 'rtl'))
    problems.push(`${slug}: its market reads right to left, but no screen is drawn right to left`);

  // Every image: the cover, the hero, each screen, and each desktop screen drawn for a phone.
  const images = [
    ...['cover' as const, 'hero' as const, ...project.screens.keys()].map((which) => ({ which, narrow: false })),
    ...[...project.screens.keys()]
      .filter((which) => hasNarrowScreen(project, which))
      .map((which) => ({ which, narrow: true })),
  ];
  for (const { which, narrow } of images) {
    const where = `${slug} ${which}${narrow ? ' (for a phone)' : ''}`;
    const { svg, fits } = draw(project, which, narrow);
    const texts = textsOf(svg);
    for (const text of texts) {
      for (const mark of marks.foreign)
        if (mark.test(text)) problems.push(`${where}: "${text}" shows a currency other than ${market.currency}`);
      for (const host of text.matchAll(/(?<![\w@.-])(?:[a-z0-9-]+\.)+[a-z]{2,}(?![\w.])/g))
        if (host[0] !== market.domain)
          problems.push(`${where}: "${text}" shows the domain ${host[0]}, not ${market.domain}`);
    }
    for (const fit of fits)
      if (fit.needed > fit.available + 0.5)
        problems.push(
          `${where}: "${fit.text}" is cut off: it needs ${fit.needed.toFixed(1)} units in a box of ${fit.available.toFixed(1)}`,
        );
    if (svg.includes('data-placeholder'))
      problems.push(`${where}: an image area draws the placeholder glyph; give the block an "art" subject`);

    const screens =
      which === 'cover' || narrow ? [] : which === 'hero' ? project.hero.screens : [project.screens[which]];
    for (const screen of screens) {
      if (!screen) continue;
      if (screen.frame !== 'phone' && !texts.some((t) => t.startsWith(market.domain)))
        problems.push(`${where}: the address bar does not show ${market.domain}`);
      const rtl = screen.language.direction === 'rtl';
      if (rtl !== svg.includes('direction="rtl"'))
        problems.push(
          `${where}: drawn ${rtl ? 'left to right' : 'right to left'}, but its language is ${screen.language.locale}`,
        );
      const rtlScript = texts.some((t) => /[\u0590-\u08ff]/.test(t));
      if (rtlScript !== rtl)
        problems.push(
          rtl
            ? `${where}: drawn right to left in ${screen.language.locale}, but its words are not in that script`
            : `${where}: right-to-left script in a left-to-right screen`,
        );
    }
  }
  return problems;
}

const projects = allProjectScreens();

describe("drawn screens and their project's market", () => {
  it.each([...projects])('%s shows its own currency, domain and direction, real images and whole words', (slug, p) => {
    expect(problemsOf(slug, p)).toEqual([]);
  });

  it('draw a desktop screen for a phone where its words fit, and only there', () => {
    const basebone = projects.get('basebone');
    if (!basebone) throw new Error('the Basebone case study is missing');
    // The portfolio dashboard stacks into a phone; the schedule's Gantt labels would be cut.
    expect(basebone.screens.map((_, which) => hasNarrowScreen(basebone, which))).toEqual([false, false, true, false]);
    expect(() => draw(basebone, 0, true)).toThrow(/is a phone screen already/);
  });

  it('find every kind of mistake in a project built to make them', () => {
    const basebone = projects.get('basebone');
    if (!basebone) throw new Error('the Basebone case study is missing');
    const [log, , dashboard] = basebone.screens;
    if (!log || !dashboard) throw new Error('Basebone has fewer screens than expected');
    const bad: ProjectScreens = {
      ...basebone,
      market: { ...basebone.market, domain: 'app.basebone.in', alternate: { locale: 'ar-AE', direction: 'rtl' } },
      screens: [
        {
          ...log,
          title: 'تقرير يومي',
          rows: [
            { h: 1, b: [{ k: 'stats', items: [['₹84 Cr', 'Contract value']] }] },
            { h: 1, b: [{ k: 'list', lead: 'thumb', items: ['Upper body, 40 min, with a long warm-up first'] }] },
          ],
        },
        { ...dashboard, rows: [{ h: 1, b: [{ k: 'banner', t: 'Visit basebone.co.in', s: 'Cost (₹ Cr)' }] }] },
      ],
    };
    const problems = problemsOf('bad', bad).join('\n');
    expect(problems).toMatch(/its domain app\.basebone\.in is not of its country CA/);
    expect(problems).toMatch(/"₹84 Cr" shows a currency other than CAD/);
    expect(problems).toMatch(/"Cost \(₹ Cr\)" shows a currency other than CAD/);
    expect(problems).toMatch(/shows the domain basebone\.co\.in/);
    expect(problems).toMatch(/right-to-left script in a left-to-right screen/);
    expect(problems).toMatch(/no screen is drawn right to left/);
    expect(problems).toMatch(/draws the placeholder glyph/);
    expect(problems).toMatch(
      /"Upper body, 40 min, with a long warm-up first" is cut off: it needs [\d.]+ units in a box of/,
    );
  });
});

describe('market tokens', () => {
  const cad = { currency: 'CAD' };
  it("write prices, short prices, numbers and the sign in the screen's locale", () => {
    expect(localize('Pay {price:1240}', cad, 'en-CA')).toBe('Pay $1,240');
    expect(localize('{price:184000000:compact}', cad, 'en-CA')).toBe('$184M');
    expect(localize('{price:9650000:compact}', { currency: 'INR' }, 'en-IN')).toBe('₹96.5L');
    expect(localize('{number:120000} steps', { currency: 'INR' }, 'en-IN')).toBe('1,20,000 steps');
    expect(localize('Cost ({currency}M)', cad, 'en-CA')).toBe('Cost ($M)');
    expect(localize('{price:45}', { currency: 'AED' }, 'en-AE')).toMatch(/^AED\s45$/);
  });

  it('refuse a token without its amount and a stray brace', () => {
    expect(() => localize('{price}', cad, 'en-CA')).toThrow(/needs an amount/);
    expect(() => localize('{price:12,400}', cad, 'en-CA')).toThrow(/brace that is not a token/);
    expect(() => localize('{number:5:compact}', cad, 'en-CA')).toThrow(/only a price can be compact/);
  });

  it("draw a screen in the market's language or its alternate one, never another", () => {
    const market: Market = {
      country: 'AE',
      currency: 'AED',
      domain: 'bookmyparts.ae',
      locale: 'en-AE',
      direction: 'ltr',
      alternate: { locale: 'ar-AE', direction: 'rtl' },
    };
    expect(screenLanguage(market, undefined)).toEqual({ locale: 'en-AE', direction: 'ltr' });
    expect(screenLanguage(market, 'ar-AE')).toEqual({ locale: 'ar-AE', direction: 'rtl' });
    expect(() => screenLanguage(market, 'he-IL')).toThrow(/not a language of this market \(en-AE or ar-AE\)/);
  });
});
