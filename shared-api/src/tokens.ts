/**
 * Token persistence (docs/spec.md §2 route guard, issue 2): access and refresh tokens live in
 * localStorage so a reload keeps the session. `clearStorage` is what a failed identity check does.
 * The chosen language is stored there too (`LOCALE_KEY`, docs/spec.md §9).
 */
import { ACCESS_TOKEN_KEY, LOCALE_KEY } from './storage-keys';

export { ACCESS_TOKEN_KEY, LOCALE_KEY };
const REFRESH = 'refresh_token';

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

/** Clears the whole local storage (docs/spec.md §4: "Failed identity check clears local storage"). */
export function clearStorage(): void {
  localStorage.clear();
}
