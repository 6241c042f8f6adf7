/**
 * THE api slice (docs/ARCHITECTURE.md): one `createApi` with no endpoints of its own; every remote injects
 * its endpoints with `api.injectEndpoints`. All tag types are declared here.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

export const TAG_TYPES = [
  'Me',
  'Report',
  'Inquiry',
  'Configuration',
  'Place',
  'User',
  'Template',
  'Home',
  'Floor',
  'Room',
  'Entity',
  'PostEditing',
  'Transaction',
  'Settlement',
  'SignOff',
  'Audit',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
