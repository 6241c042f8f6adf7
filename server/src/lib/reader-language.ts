/**
 * The reader's language for a server message (docs/product.md "Bad input"): the first of nl, fr
 * and en that `Accept-Language` names, by its q-values; Dutch (the product's default language)
 * when it names none of them.
 */
export type ReaderLanguage = 'nl' | 'fr' | 'en';

const LANGUAGES: readonly ReaderLanguage[] = ['nl', 'fr', 'en'];

/** The language of `acceptLanguage` (an `Accept-Language` header value) the server writes in. */
export function readerLanguage(acceptLanguage: string | undefined): ReaderLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => LANGUAGES.includes(entry.language as ReaderLanguage))?.language ??
    'nl') as ReaderLanguage;
}
