/**
 * Auth endpoints shared by the shell (identity) and the public remote (login, reset)
 * (docs/spec.md §7 Auth). Hooks are exported for the apps.
 */
import {
  BACK_OFFICE_CLIENT,
  type Identity,
  type MessageBody,
  type ResetPasswordRequest,
  type ResetRequest,
  type TokenResponse,
} from '../contract';
import { api } from '../api';
import { tokensReceived, type AuthState } from '../authSlice';
import { rememberIdentity } from '../identity';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Password grant with the login page's fixed client (docs/spec.md §3 "Login form"). */
    login: build.mutation<TokenResponse, { username: string; password: string }>({
      query: ({ username, password }) => ({
        url: 'oauth/token',
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'password',
          username,
          password,
          client_id: BACK_OFFICE_CLIENT.id,
          client_secret: BACK_OFFICE_CLIENT.secret,
        }),
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        // a refused sign-in rejects here too: the login form shows it, nothing may escape uncaught
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(tokensReceived(result.data));
      },
      invalidatesTags: ['Me'],
    }),
    /**
     * Logout's server half: revokes the login (`POST /oauth/revoke`, RFC 7009). Never fails, so
     * the caller signs out locally (`signedOut`) whatever the network does.
     */
    revokeLogin: build.mutation<void, void>({
      queryFn: async (_arg, { getState }, _extra, baseQuery) => {
        const { refreshToken } = (getState() as { auth: AuthState }).auth;
        if (refreshToken)
          await baseQuery({
            url: 'oauth/revoke',
            method: 'POST',
            body: new URLSearchParams({
              token: refreshToken,
              token_type_hint: 'refresh_token',
              client_id: BACK_OFFICE_CLIENT.id,
              client_secret: BACK_OFFICE_CLIENT.secret,
            }),
          });
        return { data: undefined };
      },
    }),
    /**
     * The signed-in identity, kept on the device for offline pages (`rememberIdentity`); no
     * answer at all (offline) is the session's to handle, not the snackbar's.
     */
    getMe: build.query<Identity, void>({
      query: () => 'front/me',
      providesTags: ['Me'],
      extraOptions: { shownOnScreen: ['FETCH_ERROR'] },
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) rememberIdentity(answer.data);
      },
    }),
    requestPasswordReset: build.mutation<MessageBody, ResetPasswordRequest>({
      query: (body) => ({ url: 'front/reset_password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageBody, ResetRequest>({
      query: (body) => ({ url: 'front/reset', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRevokeLoginMutation,
  useGetMeQuery,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
