import { fromDateInput, subscriptionBadge, toDateInput } from './format';

const now = 1_800_000_000;
const user = (days: number | null, active = true) => ({
  role: 'user',
  subscription_active: active,
  subscription_active_until: days === null ? null : now + days * 86_400,
});

test('the users list badge follows docs/spec.md §4: admin, orange, yellow from 1 day, green from 7', () => {
  expect(subscriptionBadge({ ...user(30), role: 'admin' }, now)).toEqual({ kind: 'admin', tone: 'neutral' });
  expect(subscriptionBadge(user(null, false), now)).toEqual({ kind: 'expired', tone: 'orange' });
  expect(subscriptionBadge(user(-3, false), now)).toMatchObject({ kind: 'date', tone: 'orange' });
  expect(subscriptionBadge(user(0.5), now)).toMatchObject({ tone: 'orange' });
  expect(subscriptionBadge(user(1), now)).toMatchObject({ tone: 'yellow' });
  expect(subscriptionBadge(user(6.9), now)).toMatchObject({ tone: 'yellow' });
  expect(subscriptionBadge(user(7), now)).toMatchObject({ tone: 'green', validUntil: now + 7 * 86_400 });
});

test('date inputs map to the start or end of that local day and back', () => {
  const end = fromDateInput('2027-03-01')!;
  expect(toDateInput(end)).toBe('2027-03-01');
  expect(end - fromDateInput('2027-03-01', 'start')!).toBe(86_399);
  expect(fromDateInput('')).toBeNull();
  expect(fromDateInput('2027-02-30')).toBeNull();
});
