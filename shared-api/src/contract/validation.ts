/**
 * Field rules shared by browser forms and the server, so both say the same thing (spec §5).
 * Each returns a message key (resolved through the message catalogues) or null when valid.
 */
import { checkVAT, countries as vatCountries } from 'jsvat';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Minimum password length for a newly chosen password (reset flow). */
export const MIN_PASSWORD_LENGTH = 8;

/** True when `value` is a standard e-mail address (spec §5). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * A VAT number checked by `jsvat` (format and check digits of the EU countries, spec §2 user
 * editor). Spaces, dots and dashes are ignored and a number without a country prefix is taken as
 * Belgian. Returns the normalized number (`BE0417497106`), or null when it is not valid.
 */
export function normalizeVatNumber(value: string): string | null {
  let compact = value.replace(/[\s.-]/g, '').toUpperCase();
  if (/^\d/.test(compact)) compact = `BE${compact}`;
  const result = checkVAT(compact, vatCountries);
  return result.isValid ? (result.value ?? compact) : null;
}
