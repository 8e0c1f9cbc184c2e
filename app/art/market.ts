/**
 * A project's market applied to the words of its drawn screens. A screens file never
 * writes a currency sign or a grouped number itself: it writes `{price:1240}`, and
 * the screen's locale and the market's currency make "$1,240", "AED 1,240" or
 * "₹1,240". So a Toronto product cannot show rupees, and an Indian one shows lakhs.
 *
 * Tokens (anywhere in a string of a screens file):
 * - `{price:1240}` a price; `{price:84000000:compact}` a short one ("$84M", "₹8.4Cr");
 * - `{number:6000}` a grouped number ("6,000", "1,20,000" in India);
 * - `{currency}` the currency's sign alone, for a chart's unit.
 */
import type { Market } from '../content/schema.ts';

/** The locale and direction one screen is drawn in: the market's own, or its alternate language's. */
export interface ScreenLanguage {
  locale: string;
  direction: 'ltr' | 'rtl';
}

const TOKEN = /\{(price|number|currency)(?::(-?\d+(?:\.\d+)?))?(?::(compact))?\}/g;

function priceFormat(locale: string, currency: string, compact: boolean, value: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(compact
      ? { notation: 'compact', maximumFractionDigits: 1 }
      : { maximumFractionDigits: Number.isInteger(value) ? 0 : 2 }),
  });
}

/** The currency's sign as the locale writes it ("$" in Canada, "AED" in English in the UAE). */
export function currencySign(locale: string, currency: string): string {
  const part = new Intl.NumberFormat(locale, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/**
 * Replaces the tokens of one string. Throws for a token it cannot read (`{price}` with no
 * amount, `{price:12,400}`) and for braces that are not a token, so a typo fails the build.
 */
export function localize(text: string, market: Pick<Market, 'currency'>, locale: string): string {
  const out = text.replace(TOKEN, (token, kind: string, amount: string | undefined, compact: string | undefined) => {
    if (kind === 'currency') {
      if (amount !== undefined || compact) throw new Error(`"${token}" takes no amount: write {currency}`);
      return currencySign(locale, market.currency);
    }
    if (amount === undefined) throw new Error(`"${token}" needs an amount, such as {${kind}:1240}`);
    const value = Number(amount);
    if (kind === 'number') {
      if (compact) throw new Error(`"${token}": only a price can be compact`);
      return new Intl.NumberFormat(locale).format(value);
    }
    return priceFormat(locale, market.currency, Boolean(compact), value).format(value);
  });
  const stray = /[{}]/.exec(out);
  if (stray)
    throw new Error(
      `"${text}" has a brace that is not a token; write {price:1240}, {price:84000000:compact}, {number:6000} or {currency}`,
    );
  return out;
}

/** Every string inside a value (arrays and objects, at any depth) localized; numbers and flags kept. */
export function localizeDeep<T>(value: T, market: Pick<Market, 'currency'>, locale: string): T {
  if (typeof value === 'string') return localize(value, market, locale) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => localizeDeep(item, market, locale)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localizeDeep(item as unknown, market, locale)]),
    ) as T;
  return value;
}

/** The language a screen is drawn in: its `locale` when it names one the market ships, else the market's own. */
export function screenLanguage(market: Market, locale: string | undefined): ScreenLanguage {
  if (locale === undefined || locale === market.locale) return { locale: market.locale, direction: market.direction };
  if (locale === market.alternate?.locale) return market.alternate;
  const known = [market.locale, market.alternate?.locale].filter(Boolean).join(' or ');
  throw new Error(`the screen's locale "${locale}" is not a language of this market (${known})`);
}
