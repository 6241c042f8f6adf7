/**
 * Shell endpoints: the inquiry count of the sidebar badge (docs/spec.md §2 Sidebar, §7: the
 * sidebar reads only `pagination.total` of `GET /front/inquiries/`), i.e. every inquiry still
 * waiting for activation or deletion, whether or not an admin has opened the list since.
 */
import { api } from 'shared-api';
import type { Inquiry, PagedResult } from 'shared-api/contract';

export const INQUIRY_BADGE_REFRESH_MS = 300_000;

const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInquiryCount: build.query<number, void>({
      query: () => 'front/inquiries/',
      transformResponse: (response: PagedResult<Inquiry>) => response.pagination.total,
      providesTags: ['Inquiry'],
    }),
  }),
});

export const { useGetInquiryCountQuery } = shellApi;
