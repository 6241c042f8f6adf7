/**
 * The signed-in session: stored tokens plus the identity from `GET /front/me` (docs/spec.md §2, §7).
 * A failed identity check (an answer refusing it, 401 or 403, after the reauth attempt) signs out,
 * which clears local storage (docs/spec.md §4). No answer at all (offline), or an answer that says
 * "not now" (429, 503 busy, another 5xx), keeps the session with the identity the device kept from
 * its last check, so work goes on (docs/product.md "Signed out while offline"); without a kept
 * identity it signs out.
 */
import { useEffect } from 'react';
import { rememberedIdentity, signedOut, useAppDispatch, useAppSelector, useGetMeQuery } from 'shared-api';
import type { Identity } from 'shared-api/contract';

/** The answers of `GET /front/me` that refuse the identity. */
const REFUSALS: unknown[] = [401, 403];

export function useSession() {
  const dispatch = useAppDispatch();
  const { accessToken, refreshToken } = useAppSelector((state) => state.auth);
  const hasTokens = Boolean(accessToken || refreshToken);
  const me = useGetMeQuery(undefined, { skip: !hasTokens });
  // no answer at all counts until an answer comes, also while the identity is asked again: another
  // subscriber (a guard, a page) refetches a failed query, and a session that forgot it was offline
  // meanwhile showed loading, unmounted that subscriber and asked again, without end
  const failure = me.error as { status?: unknown } | undefined;
  const notNow = !me.data && failure !== undefined && !REFUSALS.includes(failure.status);
  const kept = notNow ? rememberedIdentity<Identity>() : null;
  const refused = hasTokens && me.isError && !kept;
  useEffect(() => {
    if (refused) dispatch(signedOut());
  }, [refused, dispatch]);
  const identity = hasTokens ? (me.data ?? kept ?? undefined) : undefined;
  return { hasTokens, identity, loading: hasTokens && !identity && !me.isError };
}
