/** shared-api: the one RTK Query api slice, auth state, the store factory (docs/ARCHITECTURE.md). */
export { api, TAG_TYPES } from './api';
export { listParamsFrom, NEWEST_FIRST, type ListOrder, type ListParams } from './requests';
export { comparisonRequest, postEditingRequest, reportListRequest, reportRequest, settlementRequest } from './requests';
export { ROUTES, routeOf, screenOf, type RouteEntry, type RouteMatch } from './routes';
export { authSlice, tokensReceived, signedOut, type AuthState } from './authSlice';
export { noticesSlice, notify, dismiss, type Notice } from './noticesSlice';
export {
  createAppStore,
  rootReducer,
  type AppStore,
  type AppDispatch,
  type RootState,
  type LazyLoadedSlices,
} from './store';
export { firstErrorMessage, fieldErrors, GENERIC_ERROR } from './errors';
export { readTokens } from './tokens';
export { rememberedIdentity } from './identity';
export * from './endpoints/auth';
export * from './hooks';
export { downloadFile, type DownloadedFile, type DownloadProgress } from './download';
export { paths, HOME_PATH, type WizardType } from './paths';
/**
 * The Redux Toolkit pieces a remote needs for its own slice (issue 12), from the one RTK on the
 * page: shared-api is the shared singleton, RTK itself is not shared, so only what is used loads.
 */
export { createEntityAdapter, createSlice, nanoid, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
