/**
 * Subscription banner rule (docs/spec.md §4, §8, §9): never for admins; "expired" when the end date
 * has passed, "expiring" when 14 days or fewer remain; otherwise none. Dates in unix seconds.
 */
export const EXPIRING_SOON_DAYS = 14;

export type BannerState = { kind: 'expired' | 'expiring'; validUntil: number } | null;

export function subscriptionBanner(
  identity: { role: string; last_subscription: { valid_until: number } | null } | undefined,
  nowSeconds = Date.now() / 1000,
): BannerState {
  if (!identity || identity.role === 'admin' || !identity.last_subscription) return null;
  const { valid_until: validUntil } = identity.last_subscription;
  if (validUntil <= nowSeconds) return { kind: 'expired', validUntil };
  if (validUntil - nowSeconds <= EXPIRING_SOON_DAYS * 86400) return { kind: 'expiring', validUntil };
  return null;
}
