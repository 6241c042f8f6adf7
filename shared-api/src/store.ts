/**
 * `createAppStore()`: the one Redux store of the page, made by the shell (tests make a fresh one).
 * Reducers: api cache, auth tokens, snackbar notices. Middleware: RTK Query, sign-out cache
 * reset, and the global error notifier (spec §8: a failed API response shows its first error).
 */
import { combineReducers, configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { api } from './api';
import { authSlice, signedOut } from './authSlice';
import { noticesSlice, notify } from './noticesSlice';
import { firstErrorMessage } from './errors';

const errorNotifier: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const error = action.payload as { status?: number | string; data?: unknown };
    if (error.status !== 401 || (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName === 'login') {
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

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  notices: noticesSlice.reducer,
});

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
