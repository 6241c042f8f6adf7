/**
 * The signed-in account's id: from `GET /front/me`, or offline from the identity the device kept
 * (docs/product.md "The field app"); undefined while neither is known.
 */
import { rememberedIdentity, useGetMeQuery } from 'shared-api';
import type { Identity } from 'shared-api/contract';

export function useUserId(): number | undefined {
  const { data } = useGetMeQuery();
  return data?.id ?? rememberedIdentity<Identity>()?.id;
}
