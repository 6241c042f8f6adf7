/**
 * `baseQueryWithReauth` (RTK Query's documented pattern): adds the bearer token; on a 401 runs
 * ONE refresh (mutex: parallel failures wait for it) with the refresh_token grant and retries;
 * when the server refuses the refresh it signs out (clears storage and cache); when it cannot be
 * reached the session stays (offline work, docs/product.md "The field app"). A GET the shell's entry
 * already started (`first-requests.ts`, issue 27) takes that answer instead of asking again.
 * An endpoint whose screen shows some failures itself names their statuses in its `extraOptions`
 * (`{ shownOnScreen: [409] }`); such an error comes marked `shownOnScreen`, and the snackbar
 * leaves it to the screen (`store.ts`).
 */
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';
import { BACK_OFFICE_CLIENT, type TokenResponse } from './contract';
import { signedOut, tokensReceived, type AuthState } from './authSlice';
import { takeFirstRequest } from './first-requests';

const mutex = new Mutex();

const rawBaseQuery = fetchBaseQuery({
  // same origin as the page; absolute so that requests also build outside a browser (tests)
  baseUrl: typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`,
  fetchFn: (input, init) => takeFirstRequest(input as Request) ?? fetch(input, init),
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

/** What an endpoint may tell the base query (its `extraOptions`). */
interface BaseQueryOptions {
  /** HTTP statuses whose error the endpoint's screen shows itself, not the snackbar. */
  shownOnScreen?: readonly (number | string)[];
}

/** A failed request as the base query answers it; `shownOnScreen` when the screen shows it itself. */
type QueryError = FetchBaseQueryError & { shownOnScreen?: true };

type Api = Parameters<BaseQueryFn>[1];
const accessTokenOf = (api: Api) => (api.getState() as { auth: AuthState }).auth;

/**
 * Runs the refresh_token grant: null when new tokens were stored, else its failure: a refusal when
 * the token endpoint said no (400 invalid grant or 401 client, RFC 6749 §5.2, see {@link refuses}),
 * otherwise no answer or the server's "not now" (offline, 429, 503 busy, 5xx): then the session
 * stays and a later request tries again (docs/product.md "Signed out while offline").
 */
async function refresh(
  refreshToken: string,
  api: Api,
  extraOptions: BaseQueryOptions,
): Promise<FetchBaseQueryError | null> {
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
  if (refreshed.error) return refreshed.error;
  api.dispatch(tokensReceived(refreshed.data as TokenResponse));
  return null;
}

/** Whether a failure of the token endpoint refuses the session (400 or 401). */
const refuses = (failure: FetchBaseQueryError) => failure.status === 400 || failure.status === 401;

const withReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, BaseQueryOptions> = async (
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
      // without a refresh token the 401 itself refuses
      const failure = stillCurrent
        ? refreshToken
          ? await refresh(refreshToken, api, extraOptions)
          : result.error
        : null;
      if (failure && refuses(failure)) {
        api.dispatch(signedOut());
        return result;
      }
      // the caller learns why the request failed: no answer, or the server's "not now"
      if (failure) return { error: failure };
    } finally {
      release();
    }
  }
  return accessTokenOf(api).accessToken ? rawBaseQuery(args, api, extraOptions) : result;
};

/** The base query of the one api slice: {@link withReauth}, with an error the screen shows itself marked `shownOnScreen`. */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, QueryError, BaseQueryOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await withReauth(args, api, extraOptions);
  const error: QueryError | undefined = result.error;
  if (error && extraOptions?.shownOnScreen?.includes(error.status)) error.shownOnScreen = true;
  return result;
};
