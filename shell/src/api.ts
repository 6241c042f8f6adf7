/** Shell endpoints: the unread inquiry count of the sidebar badge (docs/spec.md §2 Sidebar, §7). */
import { api } from 'shared-api';
import type { Inquiry, PagedResult } from 'shared-api/contract';

export const INQUIRY_BADGE_REFRESH_MS = 300_000;

const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInquiryCount: build.query<number, void>({
      query: () => ({ url: 'front/inquiries/', params: { unread: 1 } }),
      transformResponse: (response: PagedResult<Inquiry>) => response.pagination.total,
      providesTags: ['Inquiry'],
    }),
  }),
});

export const { useGetInquiryCountQuery } = shellApi;
