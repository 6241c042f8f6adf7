/**
 * The signed-in account: from `GET /front/me`, or offline from the identity the device kept
 * (docs/product.md "The field app"); undefined while neither is known.
 */
import { rememberedIdentity, useGetMeQuery } from 'shared-api';
import type { Identity } from 'shared-api/contract';

/** The signed-in account's identity (id, names, roles), online or as the device kept it. */
export function useSignedIn(): Identity | undefined {
  const { data } = useGetMeQuery();
  return data ?? rememberedIdentity<Identity>() ?? undefined;
}

/** The signed-in account's id. */
export function useUserId(): number | undefined {
  return useSignedIn()?.id;
}
