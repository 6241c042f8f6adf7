/**
 * The store's error notifier against a scripted fetch: a failed call shows its first error in the
 * snackbar, unless its endpoint marked the error `shownOnScreen` (its screen shows it).
 */
import { api } from './api';
import { createAppStore } from './store';

Object.assign(globalThis, { localStorage: { getItem: () => null, setItem: () => undefined } });

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    quietProbe: build.query<unknown, number>({
      query: (status) => `front/probe/${status}`,
      transformErrorResponse: (error) => (error.status === 410 ? { ...error, shownOnScreen: true } : error),
    }),
  }),
});

beforeEach(() => {
  globalThis.fetch = jest.fn(
    async (input: Request) =>
      new Response(JSON.stringify({ message: `status ${input.url.split('/').pop()}`, errors: {} }), {
        status: Number(input.url.split('/').pop()),
        headers: { 'content-type': 'application/json' },
      }),
  ) as unknown as typeof fetch;
});

const snackbarTexts = async (status: number) => {
  const store = createAppStore();
  const result = await store.dispatch(probeApi.endpoints.quietProbe.initiate(status));
  expect(result.isError).toBe(true);
  return store.getState().notices.map((notice) => notice.text);
};

test('an error marked shownOnScreen stays out of the snackbar, any other shows its message', async () => {
  expect(await snackbarTexts(410)).toEqual([]);
  expect(await snackbarTexts(500)).toEqual(['status 500']);
});
