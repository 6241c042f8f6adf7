/**
 * The signed-in account: from `GET /front/me` as the shell's session holds it, or offline from the
 * identity the device kept (docs/product.md "The field app"); undefined while neither is known.
 * Only the query's state is read: a new subscriber would fetch an answer that failed again, and
 * offline the shell shows a refetched identity as loading, which unmounts this page and
 * subscribes anew, without end.
 */
import { authApi, rememberedIdentity } from 'shared-api';
import type { Identity } from 'shared-api/contract';

/** The signed-in account's identity (id, names, roles), online or as the device kept it. */
export function useSignedIn(): Identity | undefined {
  const { data } = authApi.endpoints.getMe.useQueryState();
  return data ?? rememberedIdentity<Identity>() ?? undefined;
}

/** The signed-in account's id. */
export function useUserId(): number | undefined {
  return useSignedIn()?.id;
}
