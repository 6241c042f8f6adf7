/**
 * The first load of a tab (issue 27, docs/product.md "First load"). The route the tab opens on
 * waits, behind its layout and a loading sign, until its remote module and the code of its
 * screen have loaded (`ready`), so the screen renders without suspending: React holds back what
 * a Suspense boundary reveals within 300 ms of its last fallback, which made a cold screen show
 * up to 300 ms after its code and data were there. The load starts as the router is made, before
 * React renders, beside the identity and the screen's first requests that the entry started
 * (`first-requests.ts`). Later navigations do not wait here: the router renders them in a
 * transition, which keeps the page on screen instead of showing a fallback. A guest on a
 * signed-in route loads nothing: the route guard sends them elsewhere.
 */
import { screenOf, type AppStore, type RouteEntry } from 'shared-api';
import { ready } from './remotes/RemoteModule';

let opening = true;

/** The loader of `route`: on the tab's first navigation, {@link ready} for the address it opened; otherwise null at once. */
export function firstLoader(store: AppStore, { remote, module, access }: RouteEntry) {
  return () => {
    const first = opening;
    opening = false;
    const { accessToken, refreshToken } = store.getState().auth;
    if (!first || (Array.isArray(access) && !accessToken && !refreshToken)) return null;
    return ready(remote, module, screenOf(window.location.pathname));
  };
}
