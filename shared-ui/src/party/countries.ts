/**
 * The fixed ISO 3166-1 country list of about 250 countries (docs/spec.md §3 Address), named in the
 * current locale through `Intl.DisplayNames` and sorted by name.
 */
import countries from 'i18n-iso-countries';

export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The name of country `code` (ISO 3166-1 alpha-2) in `locale`; '' without a code. */
export const countryName = (code: string | null | undefined, locale: string): string =>
  code ? (new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code) : '';
