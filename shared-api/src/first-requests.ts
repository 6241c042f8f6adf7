/**
 * The first GET requests of a tab (issue 27, docs/product.md "First load"), started by the
 * shell's entry before any shared code has loaded: the identity (`front/me`) and the paths the
 * server wrote into the page for its route (`#bo-first-requests`, from the route table's
 * `firstCalls`), with the stored access token and language. The base query's fetch takes each
 * answer once (`takeFirstRequest`), for the same path, search params (in any order) and token,
 * within FIRST_REQUESTS_FOR_MS; anything else is fetched as usual. A 401 answer goes through the
 * usual refresh and retry. Free of imports but the storage keys, so the entry stays small; the
 * entry and the shared code each carry a copy of this module and meet on `globalThis`.
 */
import { ACCESS_TOKEN_KEY, LOCALE_KEY } from './storage-keys';

interface FirstRequests {
  startedAt: number;
  waiting: Map<string, Promise<Response>>;
}

const holder = globalThis as { __boFirstRequests?: FirstRequests };

/** A first answer is handed out once, and only this soon after the page started (ms). */
export const FIRST_REQUESTS_FOR_MS = 10_000;

/** A GET's identity: path, sorted search params and the bearer token it carries. */
function keyOf(url: URL, authorization: string | null): string {
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams} ${authorization}`;
}

/** Sets the page's language to the stored one and starts the first requests when a token is stored. */
export function startFirstRequests(): void {
  const locale = localStorage.getItem(LOCALE_KEY);
  if (locale === 'fr' || locale === 'en') document.documentElement.lang = locale;
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  const listed = document.getElementById('bo-first-requests')?.textContent;
  if (!token) return;
  const headers = {
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    'accept-language': document.documentElement.lang,
  };
  const waiting = new Map<string, Promise<Response>>();
  for (const path of ['front/me', ...(listed ? (JSON.parse(listed) as string[]) : [])]) {
    const url = new URL(path, `${location.origin}/`);
    const response = fetch(url, { headers });
    response.catch(() => undefined); // a failed first request is asked again by its endpoint
    waiting.set(keyOf(url, headers.authorization), response);
  }
  holder.__boFirstRequests = { startedAt: Date.now(), waiting };
}

/** The first answer waiting for `request` (taken: a second call asks the server), else undefined. */
export function takeFirstRequest(request: Request): Promise<Response> | undefined {
  const first = holder.__boFirstRequests;
  if (!first || request.method !== 'GET') return undefined;
  const key = keyOf(new URL(request.url), request.headers.get('authorization'));
  const response = first.waiting.get(key);
  first.waiting.delete(key);
  return response && Date.now() - first.startedAt < FIRST_REQUESTS_FOR_MS ? response : undefined;
}
