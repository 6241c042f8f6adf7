/**
 * Token persistence (docs/spec.md §2 route guard, issue 2): access and refresh tokens live in
 * localStorage so a reload keeps the session. `clearStorage` is what a failed identity check does.
 */
const ACCESS = 'access_token';
const REFRESH = 'refresh_token';

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export function readTokens(): StoredTokens {
  if (typeof localStorage === 'undefined') return { accessToken: null, refreshToken: null };
  return { accessToken: localStorage.getItem(ACCESS), refreshToken: localStorage.getItem(REFRESH) };
}

export function writeTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(ACCESS, accessToken);
  localStorage.setItem(REFRESH, refreshToken);
}

/** Clears the whole local storage (docs/spec.md §4: "Failed identity check clears local storage"). */
export function clearStorage(): void {
  localStorage.clear();
}
