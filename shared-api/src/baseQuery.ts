/**
 * `baseQueryWithReauth` (RTK Query's documented pattern): adds the bearer token; on a 401 runs
 * ONE refresh (mutex: parallel failures wait for it) with the refresh_token grant and retries;
 * when the refresh fails it signs out (clears storage and cache). `primeRequests` starts the
 * first GETs of a screen early (issue 27); `baseQuery` hands their answers to the endpoint that
 * asks for the same request first.
 */
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';
import { BACK_OFFICE_CLIENT, type TokenResponse } from './contract';
import { signedOut, tokensReceived, type AuthState } from './authSlice';
import { requestKey } from './requests';

const mutex = new Mutex();

const rawBaseQuery = fetchBaseQuery({
  // same origin as the page; absolute so that requests also build outside a browser (tests)
  baseUrl: typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth: AuthState }).auth.accessToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept', 'application/json');
    // the server writes its messages in the page's language (docs/product.md "Server messages")
    if (typeof document !== 'undefined' && document.documentElement.lang)
      headers.set('accept-language', document.documentElement.lang);
    return headers;
  },
});

type Api = Parameters<BaseQueryFn>[1];
type Extra = Parameters<BaseQueryFn>[2];
const accessTokenOf = (api: Api) => (api.getState() as { auth: AuthState }).auth;

/** Runs the refresh_token grant; true when new tokens were stored. */
async function refresh(refreshToken: string, api: Api, extraOptions: Extra): Promise<boolean> {
  const refreshed = await rawBaseQuery(
    {
      url: 'oauth/token',
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: BACK_OFFICE_CLIENT.secret,
      }),
    },
    api,
    extraOptions,
  );
  if (refreshed.data) api.dispatch(tokensReceived(refreshed.data as TokenResponse));
  return Boolean(refreshed.data);
}

export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  await mutex.waitForUnlock();
  const tokenUsed = accessTokenOf(api).accessToken;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !tokenUsed) return result;

  if (mutex.isLocked()) {
    await mutex.waitForUnlock();
  } else {
    const release = await mutex.acquire();
    try {
      const { accessToken, refreshToken } = accessTokenOf(api);
      // Only the first request that failed with the current token refreshes it.
      const stillCurrent = accessToken === tokenUsed;
      if (stillCurrent && !(refreshToken && (await refresh(refreshToken, api, extraOptions)))) {
        api.dispatch(signedOut());
        return result;
      }
    } finally {
      release();
    }
  }
  return accessTokenOf(api).accessToken ? rawBaseQuery(args, api, extraOptions) : result;
};

type Result = ReturnType<typeof baseQueryWithReauth>;

/** Answers of primed requests not yet taken, by `requestKey`, with the time they were started (ms). */
const primed = new Map<string, { result: Result; startedAt: number }>();

/** A primed answer is handed out once, and only this soon after its request started (ms). */
export const PRIMED_FOR_MS = 10_000;

/**
 * Starts the GET `requests` now, with the store's tokens (`dispatch`, `getState` of the page's
 * store), so the endpoint that asks for one of them later gets its answer without asking again.
 * A request already primed and not yet taken is not started twice.
 */
export function primeRequests(store: Pick<Api, 'dispatch' | 'getState'>, requests: (string | FetchArgs)[]): void {
  const api: Api = {
    ...store,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'primeRequests',
    type: 'query',
  };
  for (const request of requests) {
    const key = requestKey(request);
    if (key && !primed.has(key)) primed.set(key, { result: baseQueryWithReauth(request, api, {}), startedAt: Date.now() });
  }
}

/** The page's base query: a primed answer when one is waiting for `args`, else `baseQueryWithReauth`. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const key = requestKey(args);
  const early = key === undefined ? undefined : primed.get(key);
  if (key !== undefined) primed.delete(key);
  return early && Date.now() - early.startedAt < PRIMED_FOR_MS ? early.result : baseQueryWithReauth(args, api, extraOptions);
};
