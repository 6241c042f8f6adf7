/**
 * Admin remote endpoints (docs/spec.md §7 "Users and money", "Places, inquiries"; the team and the
 * calendar feed of docs/product.md "Organisations and roles", "Assignment and agenda"). Every
 * mutation refreshes what it changes: the lists, the record, and the signed-in identity (`Me`:
 * sidebar credits, name and membership) when it may be one's own account.
 */
import { api } from 'shared-api';
import type {
  AccountActivation,
  BranchInput,
  BranchRef,
  CalendarFeedCreated,
  CreditPurchase,
  Inquiry,
  InquiryUpgrade,
  InvitationCreated,
  InvitationInput,
  ListQuery,
  Member,
  MemberChange,
  Organisation,
  PagedResult,
  PasswordChange,
  PaymentStart,
  Place,
  PlaceInput,
  PlaceMerged,
  PlaceMergeOptions,
  SubscriptionExtension,
  Team,
  Transaction,
  User,
  UserInput,
  UserSummary,
} from 'shared-api/contract';

const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<PagedResult<UserSummary>, ListQuery>({
      query: (params) => ({ url: 'front/users/', params }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    getUser: build.query<User, number>({
      query: (id) => `front/users/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    saveUser: build.mutation<{ id: number }, { id?: number; body: UserInput }>({
      query: ({ id, body }) => ({ url: id ? `front/users/${id}` : 'front/users', method: 'POST', body }),
      invalidatesTags: (result) => [{ type: 'User', id: 'LIST' }, { type: 'User', id: result?.id }, 'Me'],
    }),
    setAccountActive: build.mutation<User, { id: number; body: AccountActivation }>({
      query: ({ id, body }) => ({ url: `front/users/${id}/active`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id: 'LIST' },
        { type: 'User', id },
      ],
    }),
    extendSubscription: build.mutation<
      { subscription_active_until: number },
      { id: number; body: SubscriptionExtension }
    >({
      query: ({ id, body }) => ({ url: `front/users/${id}/subscriptions`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id: 'LIST' }, { type: 'User', id }, 'Transaction'],
    }),
    grantCredits: build.mutation<{ credit_count: number }, { id: number; credits: number }>({
      query: ({ id, credits }) => ({ url: `front/users/${id}/admin_credits`, method: 'POST', body: { credits } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id: 'LIST' }, { type: 'User', id }, 'Transaction'],
    }),
    buyCredits: build.mutation<PaymentStart, { id: number; body: CreditPurchase }>({
      query: ({ id, body }) => ({ url: `front/users/${id}/credits`, method: 'POST', body }),
      invalidatesTags: ['Transaction'],
    }),
    changePassword: build.mutation<{ message: string }, { id: number; body: PasswordChange }>({
      query: ({ id, body }) => ({ url: `front/users/${id}/password`, method: 'POST', body }),
    }),
    uploadProfilePicture: build.mutation<{ profile_picture_url: string }, { id: number; file: File }>({
      query: ({ id, file }) => {
        const form = new FormData();
        form.append('profile_picture', file);
        return { url: `front/users/${id}/profile_picture`, method: 'POST', body: form };
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id }, 'Me'],
    }),
    getTransactions: build.query<PagedResult<Transaction>, { id: number; page: number }>({
      query: ({ id, page }) => ({ url: `front/users/${id}/transactions`, params: { page } }),
      providesTags: ['Transaction'],
    }),
    getInquiries: build.query<PagedResult<Inquiry>, ListQuery>({
      query: (params) => ({ url: 'front/inquiries/', params }),
      providesTags: ['Inquiry'],
    }),
    deleteInquiry: build.mutation<void, number>({
      query: (id) => ({ url: `front/inquiries/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Inquiry'],
    }),
    upgradeInquiry: build.mutation<{ id: number }, { id: number; body: InquiryUpgrade }>({
      query: ({ id, body }) => ({ url: `front/inquiries/${id}/upgrade`, method: 'POST', body }),
      invalidatesTags: ['Inquiry', { type: 'User', id: 'LIST' }],
    }),
    getPlaces: build.query<PagedResult<Place>, ListQuery>({
      query: (params) => ({ url: 'front/places/', params }),
      providesTags: [{ type: 'Place', id: 'LIST' }],
    }),
    getPlace: build.query<Place, number>({
      query: (id) => `front/places/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Place', id }],
    }),
    /** `DELETE /front/places/{id}`: a place no report uses; 409 with the reason otherwise. */
    deletePlace: build.mutation<void, number>({
      query: (id) => ({ url: `front/places/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Place', id: 'LIST' }],
    }),
    /**
     * `GET /front/places/{id}/merge?query=`: how many reports a merge of place `id` moves, and the
     * same account's places it may go into (most alike first, at most 20, searched by words).
     */
    getPlaceMergeOptions: build.query<PlaceMergeOptions, { id: number; query: string }>({
      query: ({ id, query }) => ({ url: `front/places/${id}/merge`, params: query ? { query } : {} }),
      providesTags: [{ type: 'Place', id: 'LIST' }],
    }),
    /**
     * `POST /front/places/{id}/merge` `{into}`: the duplicate `id` goes, its reports move to `into`;
     * the places and the reports (their place changed) are read again.
     */
    mergePlace: build.mutation<PlaceMerged, { id: number; into: number }>({
      query: ({ id, into }) => ({ url: `front/places/${id}/merge`, method: 'POST', body: { into } }),
      invalidatesTags: (_r, _e, { id, into }) => [
        { type: 'Place', id: 'LIST' },
        { type: 'Place', id },
        { type: 'Place', id: into },
        'Report',
      ],
    }),
    savePlace: build.mutation<{ id: number }, { id?: number; body: PlaceInput }>({
      query: ({ id, body }) => ({ url: id ? `front/places/${id}` : 'front/places', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: (result) => [
        { type: 'Place', id: 'LIST' },
        { type: 'Place', id: result?.id },
      ],
    }),
    /** `GET /front/organisations/{id}`: the organisation, its credits and subscription, its branches with member counts. */
    getOrganisation: build.query<Organisation, number>({
      query: (id) => `front/organisations/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'User', id: `team-${id}` }],
    }),
    /**
     * `PATCH /front/organisations/{id}`: the company data (name, VAT number, billing address, logo)
     * as a multipart form (the fields the contract's `Organisation` names, and the `logo` file); answers the
     * organisation, 422 per field. The configurations that inherit the data are read again.
     */
    updateOrganisation: build.mutation<Organisation, { organisationId: number; form: FormData }>({
      query: ({ organisationId, form }) => ({
        url: `front/organisations/${organisationId}`,
        method: 'PATCH',
        body: form,
      }),
      invalidatesTags: (_r, _e, { organisationId }) => [
        { type: 'User', id: `team-${organisationId}` },
        'Configuration',
        'Me',
      ],
    }),
    /** `GET /front/organisations/{id}/members`: the members and open invitations the caller may see (a branch manager: their branch). */
    getTeam: build.query<Team, number>({
      query: (id) => `front/organisations/${id}/members`,
      providesTags: (_r, _e, id) => [{ type: 'User', id: `team-${id}` }],
    }),
    /** `POST /front/organisations/{id}/branches` (a new branch) or `PATCH …/branches/{branchId}` (renamed); 422 on `name`. */
    saveBranch: build.mutation<BranchRef, { organisationId: number; branchId?: number; body: BranchInput }>({
      query: ({ organisationId, branchId, body }) => ({
        url: `front/organisations/${organisationId}/branches${branchId ? `/${branchId}` : ''}`,
        method: branchId ? 'PATCH' : 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { organisationId }) => [{ type: 'User', id: `team-${organisationId}` }, 'Me'],
    }),
    /** `POST /front/organisations/{id}/invitations`: mails the invitee a link valid 7 days; 422 per field. */
    inviteMember: build.mutation<InvitationCreated, { organisationId: number; body: InvitationInput }>({
      query: ({ organisationId, body }) => ({
        url: `front/organisations/${organisationId}/invitations`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { organisationId }) => [{ type: 'User', id: `team-${organisationId}` }],
    }),
    /** `DELETE /front/organisations/{id}/invitations/{invitationId}`: the link stops working. */
    withdrawInvitation: build.mutation<void, { organisationId: number; invitationId: number }>({
      query: ({ organisationId, invitationId }) => ({
        url: `front/organisations/${organisationId}/invitations/${invitationId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { organisationId }) => [{ type: 'User', id: `team-${organisationId}` }],
    }),
    /**
     * `PATCH /front/organisations/{id}/members/{userId}`: a new role and/or branch; 422 on
     * `branch_id`; the 409 of the last company manager is shown in the dialog, not the snackbar.
     */
    changeMember: build.mutation<Member, { organisationId: number; userId: number; body: MemberChange }>({
      query: ({ organisationId, userId, body }) => ({
        url: `front/organisations/${organisationId}/members/${userId}`,
        method: 'PATCH',
        body,
      }),
      extraOptions: { shownOnScreen: [409] },
      invalidatesTags: (_r, _e, { organisationId }) => [{ type: 'User', id: `team-${organisationId}` }, 'Me'],
    }),
    /**
     * `POST /front/organisations/{id}/members/{userId}/active` `{active}`: disables (every sign-in
     * ends) or enables a member; the 409 of the last company manager is shown in the dialog.
     */
    setMemberActive: build.mutation<Member, { organisationId: number; userId: number; active: boolean }>({
      query: ({ organisationId, userId, active }) => ({
        url: `front/organisations/${organisationId}/members/${userId}/active`,
        method: 'POST',
        body: { active },
      }),
      extraOptions: { shownOnScreen: [409] },
      invalidatesTags: (_r, _e, { organisationId }) => [{ type: 'User', id: `team-${organisationId}` }],
    }),
    /** `POST /front/calendar-feed`: a new private feed URL, shown this once; the old one stops working. */
    createCalendarFeed: build.mutation<CalendarFeedCreated, void>({
      query: () => ({ url: 'front/calendar-feed', method: 'POST' }),
    }),
    /** `DELETE /front/calendar-feed`: the feed URL stops working (none: nothing happens). */
    revokeCalendarFeed: build.mutation<void, void>({
      query: () => ({ url: 'front/calendar-feed', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetUsersQuery,
  useGetUserQuery,
  useSaveUserMutation,
  useSetAccountActiveMutation,
  useExtendSubscriptionMutation,
  useGrantCreditsMutation,
  useBuyCreditsMutation,
  useChangePasswordMutation,
  useUploadProfilePictureMutation,
  useGetTransactionsQuery,
  useGetInquiriesQuery,
  useDeleteInquiryMutation,
  useUpgradeInquiryMutation,
  useGetPlacesQuery,
  useGetPlaceQuery,
  useSavePlaceMutation,
  useDeletePlaceMutation,
  useGetPlaceMergeOptionsQuery,
  useMergePlaceMutation,
  useGetOrganisationQuery,
  useUpdateOrganisationMutation,
  useGetTeamQuery,
  useSaveBranchMutation,
  useInviteMemberMutation,
  useWithdrawInvitationMutation,
  useChangeMemberMutation,
  useSetMemberActiveMutation,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = adminApi;
