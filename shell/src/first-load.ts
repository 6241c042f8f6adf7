/**
 * The first load of a tab (issue 27, docs/product.md "First load"): before React renders, the
 * shell starts everything the first screen waits for at once instead of one after another:
 * the identity (`GET /front/me`, when tokens are stored), the screen's first GET requests of
 * its route (`firstCalls` of the route table) and its remote module. The server has already
 * preloaded the remote's files (hints in `index.html`), so none of these waits on another.
 * A guest on a signed-in route starts nothing: the route guard sends them elsewhere.
 */
import { authApi, primeRequests, routeOf, type AppStore } from 'shared-api';
import { load } from './remotes/RemoteModule';

export function startFirstLoad(store: AppStore, { pathname, search } = window.location): void {
  const { accessToken, refreshToken } = store.getState().auth;
  const signedIn = Boolean(accessToken || refreshToken);
  if (signedIn) void store.dispatch(authApi.util.prefetch('getMe', undefined, {}));
  const found = routeOf(pathname, search);
  if (!found) return;
  const { route, match } = found;
  if (Array.isArray(route.access) && !signedIn) return;
  if (signedIn && route.firstCalls) primeRequests(store, route.firstCalls(match));
  void load(route.remote, route.module);
}
