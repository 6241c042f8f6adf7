/** Public remote endpoints: the inquiry submission (docs/spec.md §7 "Places, inquiries, configurations"). */
import { api } from 'shared-api';
import type { InquiryCreate } from 'shared-api/contract';

const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    createInquiry: build.mutation<{ id: number; message: string }, InquiryCreate>({
      query: (body) => ({ url: 'front/inquiries', method: 'POST', body }),
      invalidatesTags: ['Inquiry'],
    }),
  }),
});

export const { useCreateInquiryMutation } = publicApi;
