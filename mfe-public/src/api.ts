/**
 * Public remote endpoints: the inquiry submission (docs/spec.md §7 "Places, inquiries,
 * configurations") and the operator the policies and the footer name (docs/product.md "The
 * operator's own words").
 */
import { api } from 'shared-api';
import type { InquiryCreate, Operator } from 'shared-api/contract';

const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    createInquiry: build.mutation<{ id: number; message: string }, InquiryCreate>({
      query: (body) => ({ url: 'front/inquiries', method: 'POST', body }),
      invalidatesTags: ['Inquiry'],
    }),
    /** `GET /public/operator`: name, registered office, enterprise number and e-mail, as configured. */
    getOperator: build.query<Operator, void>({ query: () => 'public/operator' }),
  }),
});

export const { useCreateInquiryMutation, useGetOperatorQuery } = publicApi;
