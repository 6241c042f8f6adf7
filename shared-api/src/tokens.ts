/**
 * Token persistence (docs/spec.md §2 route guard, issue 2): access and refresh tokens live in
 * localStorage so a reload keeps the session. `clearStorage` is what a failed identity check does.
 * The chosen language is stored there too (`LOCALE_KEY`, docs/spec.md §9).
 */
export const ACCESS_TOKEN_KEY = 'access_token';
const REFRESH = 'refresh_token';
export const LOCALE_KEY = 'locale';

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export function readTokens(): StoredTokens {
  if (typeof localStorage === 'undefined') return { accessToken: null, refreshToken: null };
  return { accessToken: localStorage.getItem(ACCESS_TOKEN_KEY), refreshToken: localStorage.getItem(REFRESH) };
}

export function writeTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  localStorage.setItem(REFRESH, refreshToken);
}

const IDENTITY = 'identity';

/**
 * Keeps the identity `GET /front/me` answered, so that a page opened offline still knows who is
 * signed in (docs/product.md "The field app"); sign-out clears it with the rest.
 */
export function rememberIdentity(identity: unknown): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(IDENTITY, JSON.stringify(identity));
}

/** The identity kept by {@link rememberIdentity}, or null. */
export function rememberedIdentity<T>(): T | null {
  const kept = typeof localStorage === 'undefined' ? null : localStorage.getItem(IDENTITY);
  return kept ? (JSON.parse(kept) as T) : null;
}

/** Clears the whole local storage (docs/spec.md §4: "Failed identity check clears local storage"). */
export function clearStorage(): void {
  localStorage.clear();
}
