/**
 * The signed-in session: stored tokens plus the identity from `GET /front/me` (docs/spec.md §2, §7).
 * A failed identity check (any error after the reauth attempt) signs out, which clears
 * local storage (docs/spec.md §4).
 */
import { useEffect } from 'react';
import { signedOut, useAppDispatch, useAppSelector, useGetMeQuery } from 'shared-api';

export function useSession() {
  const dispatch = useAppDispatch();
  const { accessToken, refreshToken } = useAppSelector((state) => state.auth);
  const hasTokens = Boolean(accessToken || refreshToken);
  const me = useGetMeQuery(undefined, { skip: !hasTokens });
  useEffect(() => {
    if (hasTokens && me.isError) dispatch(signedOut());
  }, [hasTokens, me.isError, dispatch]);
  return { hasTokens, identity: hasTokens ? me.data : undefined, loading: hasTokens && !me.data && !me.isError };
}
