/**
 * @jest-environment jest-fixed-jsdom
 *
 * The first requests of a tab: started by the entry with the stored token for the paths the
 * server listed, each answer handed once to the endpoint asking for the same path and params
 * (in any order) with the same token; anything else is asked as usual.
 */
import { api } from './api';
import { startFirstRequests } from './first-requests';
import { createAppStore } from './store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ answer: number }, { url: string; params?: Record<string, string> }>({ query: (args) => args }),
  }),
});

let asked: string[];
beforeEach(() => {
  asked = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(
      `${new URL(request.url).pathname}${new URL(request.url).search} ${request.headers.get('authorization')}`,
    );
    return new Response(JSON.stringify({ answer: asked.length }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  localStorage.clear();
  document.head.innerHTML =
    '<script type="application/json" id="bo-first-requests">["front/reports/?a=1&b=2"]</script>';
});

test('the identity and the listed requests start at once; the endpoints take their answers once', async () => {
  localStorage.setItem('access_token', 'stored');
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('locale', 'fr');
  startFirstRequests();
  expect(asked).toEqual(['/front/me Bearer stored', '/front/reports/?a=1&b=2 Bearer stored']);
  expect(document.documentElement.lang).toBe('fr');

  const store = createAppStore();
  const listed = await store.dispatch(
    probeApi.endpoints.probe.initiate({ url: 'front/reports/', params: { b: '2', a: '1' } }),
  );
  expect(listed.data).toEqual({ answer: 2 });
  expect(asked).toHaveLength(2); // the endpoint took the answer already on its way
  const again = await store.dispatch(
    probeApi.endpoints.probe.initiate({ url: 'front/reports/', params: { b: '2', a: '1' } }, { forceRefetch: true }),
  );
  expect(again.data).toEqual({ answer: 3 });
  expect(asked).toHaveLength(3);
});

test('without a stored token nothing starts', async () => {
  startFirstRequests();
  expect(asked).toEqual([]);
});
