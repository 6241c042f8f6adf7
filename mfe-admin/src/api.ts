/**
 * Admin remote endpoints (docs/spec.md §7 "Users and money", "Places, inquiries"). Every mutation
 * refreshes what it changes: the lists, the record, and the signed-in identity (`Me`: sidebar
 * credits and name) when it may be one's own account.
 */
import { api } from 'shared-api';
import type {
  AccountActivation,
  CreditPurchase,
  Inquiry,
  InquiryUpgrade,
  ListQuery,
  PagedResult,
  PasswordChange,
  PaymentStart,
  Place,
  PlaceInput,
  PlaceMerged,
  PlaceMergeOptions,
  SubscriptionExtension,
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
} = adminApi;
