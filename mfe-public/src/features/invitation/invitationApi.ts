/**
 * Endpoints of the invitation page (docs/product.md "Organisations and roles"), injected with the
 * page's chunk. No account yet: the link's token is the key. An unknown link (404) and a
 * withdrawn, used or expired one (410, the server's message says which, in the language asked
 * for) are pages of their own, not failures: the page is then `{closed}` and the snackbar stays
 * quiet.
 */
import { api } from 'shared-api';
import type { InvitationAcceptance, InvitationAccepted, PublicInvitation } from 'shared-api/contract';

/** Why a link no longer opens its invitation: unknown (404), or gone (410) with the server's reason. */
export type ClosedInvitation = { closed: 'unknown' } | { closed: 'gone'; reason: string };

/** What a link opens: the invitation, or why it no longer does. */
export type InvitationPageData = PublicInvitation | ClosedInvitation;

const base = (token: string) => `public/invitations/${encodeURIComponent(token)}`;

const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /public/invitations/{token}`: organisation, inviter, role, branch, the invitee's names
     * and the expiry (unix seconds). `locale` is part of the argument so that a language switch
     * asks again: a 410's reason is written by the server in the page's language.
     */
    getPublicInvitation: build.query<InvitationPageData, { token: string; locale: string }>({
      async queryFn({ token }, _api, _extra, baseQuery) {
        const result = await baseQuery(base(token));
        const status = result.error?.status;
        if (status === 404) return { data: { closed: 'unknown' } };
        if (status === 410) {
          const reason = (result.error!.data as { message?: string } | undefined)?.message ?? '';
          return { data: { closed: 'gone', reason } };
        }
        return result.error ? { error: result.error } : { data: result.data as PublicInvitation };
      },
      keepUnusedDataFor: 0,
    }),
    /**
     * `POST /public/invitations/{token}`: the address it was sent to and the new password twice;
     * makes the account. 422 per field (`email`: another address; the password rules); a link
     * that stopped working meanwhile (404, 410) is shown by the page, not the snackbar.
     */
    acceptInvitation: build.mutation<InvitationAccepted, { token: string; body: InvitationAcceptance }>({
      query: ({ token, body }) => ({ url: base(token), method: 'POST', body }),
      extraOptions: { shownOnScreen: [404, 410] },
    }),
  }),
});

export const { useGetPublicInvitationQuery, useAcceptInvitationMutation } = invitationApi;
