/**
 * Auth state: the stored tokens (docs/spec.md §2, §7 Auth). The identity itself comes from the
 * `getMe` query. `signedOut` clears local storage and the api cache (see store.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readTokens, writeTokens, clearStorage, type StoredTokens } from './tokens';

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): StoredTokens => readTokens(),
  reducers: {
    tokensReceived(_state, action: PayloadAction<{ access_token: string; refresh_token: string }>) {
      writeTokens(action.payload.access_token, action.payload.refresh_token);
      return { accessToken: action.payload.access_token, refreshToken: action.payload.refresh_token };
    },
    signedOut() {
      clearStorage();
      return { accessToken: null, refreshToken: null };
    },
  },
});

export const { tokensReceived, signedOut } = authSlice.actions;
export type AuthState = StoredTokens;
