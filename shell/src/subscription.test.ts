import { subscriptionBanner } from './subscription';

const now = 1_800_000_000;
const user = (validUntil: number | null) => ({
  role: 'user',
  last_subscription: validUntil === null ? null : { valid_until: validUntil },
});

test('shows "expired" once the end date has passed', () => {
  expect(subscriptionBanner(user(now - 1), now)).toEqual({ kind: 'expired', validUntil: now - 1 });
});

test('shows "expiring" with 14 days or fewer left, nothing with more', () => {
  expect(subscriptionBanner(user(now + 14 * 86400), now)?.kind).toBe('expiring');
  expect(subscriptionBanner(user(now + 3600), now)?.kind).toBe('expiring');
  expect(subscriptionBanner(user(now + 14 * 86400 + 1), now)).toBeNull();
});

test('never shows for admins or without a subscription', () => {
  expect(subscriptionBanner({ ...user(now - 100), role: 'admin' }, now)).toBeNull();
  expect(subscriptionBanner(user(null), now)).toBeNull();
  expect(subscriptionBanner(undefined, now)).toBeNull();
});
