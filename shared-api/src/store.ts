/**
 * `createAppStore()`: the one Redux store of the page, made by the shell (tests make a fresh one).
 * Reducers: api cache, auth tokens, snackbar notices, and the slices remotes inject. Middleware: RTK Query, sign-out cache
 * reset, and the global error notifier (docs/spec.md §8: a failed API response shows its first error,
 * unless its screen shows it itself: `shownOnScreen` of `baseQuery.ts`).
 */
import { combineSlices, configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { api } from './api';
import { authSlice, signedOut } from './authSlice';
import { noticesSlice, notify } from './noticesSlice';
import { firstErrorMessage } from './errors';

const errorNotifier: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const error = action.payload as { status?: number | string; data?: unknown; shownOnScreen?: true };
    const signIn = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName === 'login';
    if (!error.shownOnScreen && (error.status !== 401 || signIn)) {
      store.dispatch(notify({ kind: 'error', text: firstErrorMessage(error) }));
    }
  }
  return next(action);
};

const signOutReset: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action)) store.dispatch(api.util.resetApiState());
  return result;
};

/**
 * State of the slices a remote adds at runtime (`slice.injectInto(rootReducer)`); each remote
 * declares its own by module augmentation. The wizard keeps its unsaved report there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The page's one root reducer; remotes inject their slices into it (docs/ARCHITECTURE.md, issue 9). */
export const rootReducer = combineSlices(api, authSlice, noticesSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, signOutReset, errorNotifier),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
