/**
 * Endpoints of a party's sign-off page (docs/product.md "Sign-off by link"), injected with the
 * page's chunk. No account: the token of the personal link is the key. A used, expired or
 * revoked link answers 410 and an unknown one 404 — the page shows those itself, as it shows a
 * refused remark or signature (422) under its field, so they stay out of the snackbar.
 */
import { api } from 'shared-api';
import type { PublicSignOff, SignOffRemarksInput, SignOffSignatureInput } from 'shared-api/contract';

/**
 * A `transformErrorResponse` marking an error of one of `statuses` `shownOnScreen`, which the
 * store's error notifier leaves out of the snackbar; any other failure still shows there.
 */
const shownOnScreen =
  (...statuses: number[]) =>
  <E extends { status: number | string }>(error: E) =>
    typeof error.status === 'number' && statuses.includes(error.status) ? { ...error, shownOnScreen: true } : error;

const base = (token: string) => `public/sign-off/${encodeURIComponent(token)}`;
const tag = (token: string) => [{ type: 'SignOff' as const, id: token }];

const signOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /public/sign-off/{token}`: the document, the party, the deadline and the remarks given. */
    getPublicSignOff: build.query<PublicSignOff, string>({
      query: base,
      providesTags: (_result, _error, token) => tag(token),
      transformErrorResponse: shownOnScreen(404, 410),
    }),
    /** `POST /public/sign-off/{token}/remarks`: adds remarks; the page then reads them back. */
    addSignOffRemarks: build.mutation<unknown, { token: string; body: SignOffRemarksInput }>({
      query: ({ token, body }) => ({ url: `${base(token)}/remarks`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { token }) => tag(token),
      transformErrorResponse: shownOnScreen(422),
    }),
    /**
     * `POST /public/sign-off/{token}/signature`: the drawn PNG (data URL) with the mention checked
     * (422 on `approved` otherwise). The link is used afterwards (410), so the page is not read
     * again: the cached page becomes signed.
     */
    signSignOff: build.mutation<unknown, { token: string; body: SignOffSignatureInput }>({
      query: ({ token, body }) => ({ url: `${base(token)}/signature`, method: 'POST', body }),
      transformErrorResponse: shownOnScreen(422),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled
          .then(({ data }) => data as Partial<PublicSignOff> | null)
          .catch(() => undefined);
        if (answer === undefined) return;
        dispatch(
          signOffApi.util.updateQueryData('getPublicSignOff', token, (page) => {
            page.state = 'signed';
            page.signed_at = answer?.signed_at ?? Math.floor(Date.now() / 1000);
          }),
        );
      },
    }),
  }),
});

export const { useGetPublicSignOffQuery, useAddSignOffRemarksMutation, useSignSignOffMutation } = signOffApi;
