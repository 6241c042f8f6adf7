/**
 * The local-storage keys the shell's entry reads before any shared code (`first-requests.ts`),
 * apart from `tokens.ts` so that the entry carries the keys and nothing else (docs/product.md
 * "First load").
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const LOCALE_KEY = 'locale';
