import { screen, waitFor } from '@testing-library/react';
import { authApi, createAppStore, ROUTES, tokensReceived, useGetMeQuery } from 'shared-api';
import type { Identity } from 'shared-api/contract';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../messages';
import { RouteGuard } from './RouteGuard';

const identity = (role: 'admin' | 'user'): Identity => ({
  id: 7,
  top_role: role,
  roles: [role],
  role,
  email: 'x@y.be',
  first_name: 'X',
  last_name: 'Y',
  profile_picture_url: null,
  last_subscription: null,
  credit_count: null,
});

function storeSignedInAs(role: 'admin' | 'user' | null) {
  localStorage.clear();
  const store = createAppStore();
  if (role) {
    store.dispatch(tokensReceived({ access_token: 'a', refresh_token: 'r' }));
    store.dispatch(authApi.util.upsertQueryData('getMe', undefined, identity(role)));
  }
  return store;
}

const location = () => screen.getByTestId('location').textContent;

test('without tokens a protected route sends the user to /', async () => {
  renderWithProviders(<RouteGuard access={['admin', 'user']}>geheim</RouteGuard>, {
    store: storeSignedInAs(null),
    route: '/reports',
    path: '/reports',
    messages,
  });
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByText('geheim')).toBeNull();
});

test('the right role sees the page', async () => {
  renderWithProviders(<RouteGuard access={['admin']}>beheer</RouteGuard>, {
    store: storeSignedInAs('admin'),
    route: '/users',
    path: '/users',
    messages,
  });
  expect(await screen.findByText('beheer')).toBeInTheDocument();
});

test('a wrong role with tokens goes back to the previous place', async () => {
  renderWithProviders(<RouteGuard access={['admin']}>beheer</RouteGuard>, {
    store: storeSignedInAs('user'),
    history: ['/reports?page=2', '/users'],
    path: '/users',
    messages,
  });
  await screen.findByText('/reports?page=2');
  expect(location()).toBe('/reports?page=2');
  expect(screen.queryByText('beheer')).toBeNull();
});

test('a guest page sends a signed-in user to the reports list', async () => {
  renderWithProviders(<RouteGuard access="guest">aanmelden</RouteGuard>, {
    store: storeSignedInAs('user'),
    route: '/login',
    path: '/login',
    messages,
  });
  await screen.findByText('/reports');
  expect(screen.queryByText('aanmelden')).toBeNull();
});

test('without tokens the wizard sends the guest to /login (docs/spec.md §6)', async () => {
  renderWithProviders(
    <RouteGuard access={['admin', 'user']} guestTo="/login">
      wizard
    </RouteGuard>,
    {
      store: storeSignedInAs(null),
      route: '/reports/3/post-editing/intro',
      path: '/reports/:id/post-editing/*',
      messages,
    },
  );
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
});

test('the route table sends wizard guests to /login and no other route', () => {
  expect(ROUTES.filter((route) => route.guestTo).map((route) => [route.path, route.guestTo])).toEqual([
    ['/reports/:id/post-editing/*', '/login'],
    ['/reports/:id/addenda/*', '/login'],
  ]);
});

describe('offline (docs/product.md "The field app")', () => {
  const offlineStore = () => {
    localStorage.clear();
    const store = createAppStore();
    store.dispatch(tokensReceived({ access_token: 'a', refresh_token: 'r' }));
    return store;
  };
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
  });

  test('with the identity the device kept, the page opens and the tokens stay', async () => {
    const store = offlineStore();
    localStorage.setItem('identity', JSON.stringify(identity('user')));
    renderWithProviders(<RouteGuard access={['admin', 'user']}>inspectie</RouteGuard>, {
      store,
      route: '/inspections',
      path: '/inspections',
      messages,
    });
    expect(await screen.findByText('inspectie')).toBeInTheDocument();
    expect(store.getState().auth.refreshToken).toBe('r');
  });

  test('a page that checks the identity too stays shown while the check is retried', async () => {
    const store = offlineStore();
    localStorage.setItem('identity', JSON.stringify(identity('user')));
    function Page() {
      useGetMeQuery();
      return <>inspectie</>;
    }
    renderWithProviders(
      <RouteGuard access={['admin', 'user']}>
        <Page />
      </RouteGuard>,
      { store, route: '/inspections', path: '/inspections', messages },
    );
    expect(await screen.findByText('inspectie')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('inspectie')).toBeInTheDocument();
    // the page's own subscription retried once; no mount, retry, unmount loop
    expect((globalThis.fetch as jest.Mock).mock.calls.length).toBeLessThanOrEqual(2);
  });

  test('without a kept identity the user is signed out', async () => {
    const store = offlineStore();
    renderWithProviders(<RouteGuard access={['admin', 'user']}>inspectie</RouteGuard>, {
      store,
      route: '/inspections',
      path: '/inspections',
      messages,
    });
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().auth.refreshToken).toBeNull();
  });
});

describe('a server that cannot answer now (docs/product.md "Signed out while offline")', () => {
  /** A session with tokens and a kept identity whose every request gets `statusOf(url)`; renders /reports. */
  const openReports = (statusOf: (url: string) => number) => {
    localStorage.clear();
    localStorage.setItem('identity', JSON.stringify(identity('user')));
    const store = createAppStore();
    store.dispatch(tokensReceived({ access_token: 'a', refresh_token: 'r' }));
    globalThis.fetch = jest.fn(
      async (input: Request) =>
        new Response(JSON.stringify({ message: 'No.', errors: {} }), {
          status: statusOf(input.url),
          headers: { 'content-type': 'application/json' },
        }),
    ) as unknown as typeof fetch;
    renderWithProviders(<RouteGuard access={['admin', 'user']}>rapporten</RouteGuard>, {
      store,
      route: '/reports',
      path: '/reports',
      messages,
    });
    return store;
  };

  test.each([429, 500, 503])('a %i to the identity check keeps the session and opens the page', async (status) => {
    const store = openReports(() => status);
    expect(await screen.findByText('rapporten')).toBeInTheDocument();
    expect(store.getState().auth.refreshToken).toBe('r');
    expect(localStorage.getItem('refresh_token')).toBe('r');
  });

  test('a 401 whose refresh is refused signs out', async () => {
    const store = openReports((url) => (url.endsWith('/oauth/token') ? 400 : 401));
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().auth.refreshToken).toBeNull();
  });
});
