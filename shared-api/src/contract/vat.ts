/** VAT numbers (docs/spec.md §2 user editor), apart from the other field rules so that only a form with a VAT field loads jsvat. */
import { checkVAT, countries as vatCountries } from 'jsvat';

/**
 * A VAT number checked by `jsvat` (format and check digits of the EU countries, docs/spec.md §2 user
 * editor). Spaces, dots and dashes are ignored and a number without a country prefix is taken as
 * Belgian. Returns the normalized number (`BE0417497106`), or null when it is not valid.
 */
export function normalizeVatNumber(value: string): string | null {
  let compact = value.replace(/[\s.-]/g, '').toUpperCase();
  if (/^\d/.test(compact)) compact = `BE${compact}`;
  const result = checkVAT(compact, vatCountries);
  return result.isValid ? (result.value ?? compact) : null;
}
