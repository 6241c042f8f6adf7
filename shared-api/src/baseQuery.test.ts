/**
 * baseQueryWithReauth against a scripted fetch: parallel 401s share ONE refresh, then every
 * request is retried with the new token; a failed refresh signs out and clears storage.
 */
import { api } from './api';
import { createAppStore } from './store';

const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    clear: () => storage.clear(),
  },
});

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: string }, string>({ query: (name) => `front/${name}` }),
    shownProbe: build.query<{ ok: string }, string>({
      query: (name) => `front/${name}`,
      extraOptions: { shownOnScreen: [409] },
    }),
  }),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function scriptedFetch(refreshWorks: boolean) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const authorization = input.headers.get('authorization');
    calls.push({ url: new URL(input.url).pathname, authorization });
    if (input.url.endsWith('/oauth/token')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return refreshWorks
        ? json(200, {
            token_type: 'Bearer',
            access_token: 'new-access',
            refresh_token: 'new-refresh',
            expires_in: 3600,
          })
        : json(400, { message: 'The refresh token is invalid.' });
    }
    return authorization === 'Bearer new-access'
      ? json(200, { ok: new URL(input.url).pathname })
      : json(401, { message: 'Unauthenticated.' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

function signedInStore() {
  storage.clear();
  storage.set('access_token', 'old-access');
  storage.set('refresh_token', 'old-refresh');
  return createAppStore();
}

test('parallel 401s trigger exactly one refresh and are retried with the new token', async () => {
  const calls = scriptedFetch(true);
  const store = signedInStore();
  const results = await Promise.all(
    ['a', 'b', 'c'].map((name) => store.dispatch(probeApi.endpoints.probe.initiate(name))),
  );
  expect(results.map((result) => result.data?.ok)).toEqual(['/front/a', '/front/b', '/front/c']);
  expect(calls.filter((call) => call.url === '/oauth/token')).toHaveLength(1);
  expect(store.getState().auth).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  expect(storage.get('refresh_token')).toBe('new-refresh');
});

test('a failed refresh signs out and clears local storage and the cache, without a snackbar', async () => {
  scriptedFetch(false);
  const store = signedInStore();
  storage.set('locale', 'en');
  const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
  expect(result.data).toBeUndefined();
  expect(store.getState().auth).toEqual({ accessToken: null, refreshToken: null });
  expect(storage.size).toBe(0);
  expect(store.getState().notices).toHaveLength(0);
});

test('a refresh that gets no answer (offline) keeps the session and the stored tokens; the caller learns there was no answer', async () => {
  globalThis.fetch = jest.fn(async (input: Request) => {
    if (input.url.endsWith('/oauth/token')) throw new TypeError('Failed to fetch');
    return json(401, { message: 'Unauthenticated.' });
  }) as unknown as typeof fetch;
  const store = signedInStore();
  const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
  expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  expect(store.getState().auth).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  expect(storage.get('refresh_token')).toBe('old-refresh');
});

test.each([429, 500, 503])(
  'a refresh the server cannot answer now (%i) keeps the session and gives its answer; the next request refreshes',
  async (status) => {
    let refreshStatus = status;
    const calls = scriptedFetch(true);
    const scripted = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: Request) =>
      input.url.endsWith('/oauth/token') && refreshStatus !== 200
        ? json(refreshStatus, { message: 'Service Unavailable' })
        : scripted(input),
    ) as unknown as typeof fetch;
    const store = signedInStore();
    const first = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(first.error).toMatchObject({ status, data: { message: 'Service Unavailable' } });
    expect(store.getState().auth).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    expect(storage.get('refresh_token')).toBe('old-refresh');
    refreshStatus = 200;
    const second = await store.dispatch(probeApi.endpoints.probe.initiate('b'));
    expect(second.data).toEqual({ ok: '/front/b' });
    expect(calls.filter((call) => call.url === '/oauth/token')).toHaveLength(1);
  },
);

test('a failed request with a body shows its first field error in the snackbar', async () => {
  globalThis.fetch = jest.fn(async () =>
    json(422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email must be a valid email address.'] },
    }),
  ) as unknown as typeof fetch;
  const store = signedInStore();
  await store.dispatch(probeApi.endpoints.probe.initiate('x'));
  expect(store.getState().notices.map((notice) => notice.text)).toEqual(['The email must be a valid email address.']);
});

test('an error whose status the endpoint shows on its screen (shownOnScreen) gets no snackbar; other statuses do', async () => {
  let status = 409;
  globalThis.fetch = jest.fn(async () =>
    json(status, { message: `Answered ${status}.`, errors: {} }),
  ) as unknown as typeof fetch;
  const store = signedInStore();
  const shown = await store.dispatch(probeApi.endpoints.shownProbe.initiate('comparison'));
  expect(shown.error).toMatchObject({ status: 409, data: { message: 'Answered 409.' } });
  await store.dispatch(probeApi.endpoints.probe.initiate('comparison'));
  status = 500;
  await store.dispatch(probeApi.endpoints.shownProbe.initiate('other'));
  expect(store.getState().notices.map((notice) => notice.text)).toEqual(['Answered 409.', 'Answered 500.']);
});
