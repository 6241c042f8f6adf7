/**
 * Endpoints of a party's sign-off page (docs/product.md "Sign-off by link"), injected with the
 * page's chunk. No account: the token of the personal link is the key. A used, expired or
 * revoked link (410) and an unknown one (404) are pages of their own, not failures: the page is
 * then `{closed}`, and the snackbar stays quiet. A refused remark or signature (422) shows under
 * its field as well as in the snackbar, as every form's does (docs/spec.md §8).
 */
import { api } from 'shared-api';
import type { PublicSignOff, SignOffRemarksInput, SignOffSignatureInput } from 'shared-api/contract';

/** What a link opens: the document's page, or why it no longer does (410 `gone`, 404 `unknown`). */
export type SignOffPageData = PublicSignOff | { closed: 'gone' | 'unknown' };

const CLOSED: Record<number, 'gone' | 'unknown'> = { 410: 'gone', 404: 'unknown' };

const base = (token: string) => `public/sign-off/${encodeURIComponent(token)}`;
const tag = (token: string) => [{ type: 'SignOff' as const, id: token }];

const signOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /public/sign-off/{token}`: the document, the party, the deadline and the remarks given. */
    getPublicSignOff: build.query<SignOffPageData, string>({
      async queryFn(token, _api, _extra, baseQuery) {
        const result = await baseQuery(base(token));
        const closed = result.error && CLOSED[result.error.status as number];
        if (closed) return { data: { closed } };
        return result.error ? { error: result.error } : { data: result.data as PublicSignOff };
      },
      providesTags: (_result, _error, token) => tag(token),
    }),
    /** `POST /public/sign-off/{token}/remarks`: adds remarks; the page then reads them back. */
    addSignOffRemarks: build.mutation<unknown, { token: string; body: SignOffRemarksInput }>({
      query: ({ token, body }) => ({ url: `${base(token)}/remarks`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { token }) => tag(token),
    }),
    /**
     * `POST /public/sign-off/{token}/signature`: the drawn PNG (data URL) with the mention checked
     * (422 on `approved` otherwise). The link is used afterwards (410), so the page is not read
     * again: the cached page becomes signed.
     */
    signSignOff: build.mutation<unknown, { token: string; body: SignOffSignatureInput }>({
      query: ({ token, body }) => ({ url: `${base(token)}/signature`, method: 'POST', body }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled
          .then(({ data }) => data as Partial<PublicSignOff> | null)
          .catch(() => undefined);
        if (answer === undefined) return;
        dispatch(
          signOffApi.util.updateQueryData('getPublicSignOff', token, (page) => {
            if ('closed' in page) return;
            page.state = 'signed';
            page.signed_at = answer?.signed_at ?? Math.floor(Date.now() / 1000);
          }),
        );
      },
    }),
  }),
});

export const { useGetPublicSignOffQuery, useAddSignOffRemarksMutation, useSignSignOffMutation } = signOffApi;
/** The page as last read, without asking for it. */
export const usePublicSignOffState = signOffApi.endpoints.getPublicSignOff.useQueryState;
