/**
 * The signed-in session: stored tokens plus the identity from `GET /front/me` (docs/spec.md §2, §7).
 * A failed identity check (an answer refusing it, after the reauth attempt) signs out, which clears
 * local storage (docs/spec.md §4). No answer at all (offline) keeps the session with the identity
 * the device kept from its last check, so offline work goes on (docs/product.md "The field app"),
 * also while the check is tried again: each new subscriber of `GET /front/me` (a page of a remote
 * mounting) retries a failed check, and the page must not turn into its loading sign meanwhile.
 */
import { useEffect } from 'react';
import { rememberedIdentity, signedOut, useAppDispatch, useAppSelector, useGetMeQuery } from 'shared-api';
import type { Identity } from 'shared-api/contract';

export function useSession() {
  const dispatch = useAppDispatch();
  const { accessToken, refreshToken } = useAppSelector((state) => state.auth);
  const hasTokens = Boolean(accessToken || refreshToken);
  const me = useGetMeQuery(undefined, { skip: !hasTokens });
  // RTK Query keeps the last error while a retry is pending (`isError` is false then)
  const unreachable = me.error !== undefined && typeof (me.error as { status?: unknown }).status !== 'number';
  const kept = unreachable ? rememberedIdentity<Identity>() : null;
  const refused = hasTokens && me.isError && !kept;
  useEffect(() => {
    if (refused) dispatch(signedOut());
  }, [refused, dispatch]);
  const identity = hasTokens ? (me.data ?? kept ?? undefined) : undefined;
  return { hasTokens, identity, loading: hasTokens && !identity && !me.isError };
}
