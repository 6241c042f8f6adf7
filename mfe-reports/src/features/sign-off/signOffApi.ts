/**
 * Endpoints of the report detail's "Ondertekening op afstand" (docs/product.md "Sign-off by
 * link"), injected with the section's lazy chunk. Every call answers the report's whole
 * `SignOffOverview`, which goes into the cache at once; accepting a remark addendum also adds a
 * finished addendum with its PDF to the report. Errors: 404 for another account's report, 409
 * for a document that is not finished, 422 `{errors}` per field.
 */
import { api } from 'shared-api';
import type { RemarkRejectionInput, SignOffOverview, SignOffRequestInput } from 'shared-api/contract';

const overviewUrl = (id: number) => `front/reports/${id}/sign-off`;
const tag = (id: number) => [{ type: 'SignOff' as const, id }];

const signOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /front/reports/{id}/sign-off`: the requests and the remark addenda. */
    getSignOff: build.query<SignOffOverview, number>({
      query: overviewUrl,
      providesTags: (_result, _error, id) => tag(id),
    }),
    /** `POST /front/reports/{id}/sign-off`: mails a personal link to each chosen party. */
    requestSignOff: build.mutation<SignOffOverview, { id: number; body: SignOffRequestInput }>({
      query: ({ id, body }) => ({ url: overviewUrl(id), method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => tag(id),
    }),
    /** `DELETE /front/reports/{id}/sign-off/{requestId}`: the link stops working (410). */
    revokeSignOff: build.mutation<SignOffOverview, { id: number; requestId: number }>({
      query: ({ id, requestId }) => ({ url: `${overviewUrl(id)}/${requestId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => tag(id),
    }),
    /** `POST …/remark-addenda/{addendumId}/accept`: the addendum is finished and its PDF made. */
    acceptRemarkAddendum: build.mutation<SignOffOverview, { id: number; addendumId: number }>({
      query: ({ id, addendumId }) => ({
        url: `${overviewUrl(id)}/remark-addenda/${addendumId}/accept`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { id }) => [...tag(id), { type: 'Report', id }],
    }),
    /** `POST …/remark-addenda/{addendumId}/reject` with the reason mailed to the party. */
    rejectRemarkAddendum: build.mutation<
      SignOffOverview,
      { id: number; addendumId: number; body: RemarkRejectionInput }
    >({
      query: ({ id, addendumId, body }) => ({
        url: `${overviewUrl(id)}/remark-addenda/${addendumId}/reject`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => tag(id),
    }),
  }),
});

export const {
  useGetSignOffQuery,
  useRequestSignOffMutation,
  useRevokeSignOffMutation,
  useAcceptRemarkAddendumMutation,
  useRejectRemarkAddendumMutation,
} = signOffApi;
