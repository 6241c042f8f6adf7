/**
 * The first load of a tab (issue 27, docs/product.md "First load"): before React renders, the
 * shell starts loading the route's remote module, so its code does not wait for the identity
 * the route guard checks. The server has already preloaded the remote's files (hints in
 * `index.html`) and the entry has started the first requests (`first-requests.ts`). A guest on a
 * signed-in route starts nothing: the route guard sends them elsewhere.
 */
import { routeOf, type AppStore } from 'shared-api';
import { load } from './remotes/RemoteModule';

export function startFirstLoad(store: AppStore, { pathname } = window.location): void {
  const { accessToken, refreshToken } = store.getState().auth;
  const route = routeOf(pathname)?.route;
  if (!route || (Array.isArray(route.access) && !accessToken && !refreshToken)) return;
  void load(route.remote, route.module);
}
