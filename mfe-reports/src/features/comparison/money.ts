/**
 * Euro amounts of the settlement screen (docs/product.md "The settlement": money is integer cents
 * on the wire). Typed amounts accept a comma or a point as decimal separator; shown amounts are
 * formatted as euro in the reader's locale (nl-BE, fr-BE, en).
 */
import type { Locale } from 'shared-ui';

/** The number-format locale of a catalogue locale. */
const FORMAT_LOCALE: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en' };

/**
 * The cents of a typed euro amount: `"12,5"`, `"12.50"`, `"€ 1.234,56"`, `"1 234.56"`. With both
 * separators the last one is the decimal separator and the others group thousands; a lone one is
 * decimal. A blank amount is 0. Answers null for anything else (letters, a sign, more than two
 * decimals).
 */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return 0;
  if (!/^[\d.,]+$/.test(compact)) return null;
  const decimal = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const both = compact.includes(',') && compact.includes('.');
  const whole = decimal < 0 ? compact : compact.slice(0, decimal);
  const fraction = decimal < 0 ? '' : compact.slice(decimal + 1);
  const digits = both ? whole.replace(/[.,]/g, '') : whole;
  if (!/^\d*$/.test(digits) || !/^\d{0,2}$/.test(fraction) || (digits === '' && fraction === '')) return null;
  return Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** `cents` as a euro amount in `locale`'s format, e.g. nl `€ 1.234,56`, fr `1 234,56 €`, en `€1,234.56`. */
export function formatEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(FORMAT_LOCALE[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** `cents` as the text of an amount field: two decimals, a comma for nl and fr (`1234,50`), a point for en. */
export function euroInput(cents: number, locale: Locale): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}
