/**
 * Display rules of the admin remote (docs/spec.md §4 Subscription, §9): the users list's subscription
 * badge, moments DD-MM-YYYY HH:mm, and date inputs ↔ unix seconds (Brussels days, docs/product.md
 * "Calendar dates").
 */
import moment from 'moment';
import { calendarDayOf, endOfDay, isCalendarDay, startOfDay } from 'shared-api/contract';
import type { BadgeTone } from 'shared-ui';

const DAY = 86_400;

export type SubscriptionBadge =
  | { kind: 'admin'; tone: 'neutral' }
  | { kind: 'expired'; tone: 'orange' }
  | { kind: 'date'; tone: BadgeTone; validUntil: number };

/**
 * The badge of §4: "Admin" for admins; orange with "Vervallen" without an end date, orange with
 * the date when the subscription is not active or less than 1 day is left; yellow from 1 to under
 * 7 days; green from 7 days. Times in unix seconds.
 */
export function subscriptionBadge(
  user: { role: string; subscription_active: boolean; subscription_active_until: number | null },
  nowSeconds = Date.now() / 1000,
): SubscriptionBadge {
  if (user.role === 'admin') return { kind: 'admin', tone: 'neutral' };
  const until = user.subscription_active_until;
  if (until === null) return { kind: 'expired', tone: 'orange' };
  const left = until - nowSeconds;
  const tone: BadgeTone = !user.subscription_active || left < DAY ? 'orange' : left < 7 * DAY ? 'yellow' : 'green';
  return { kind: 'date', tone, validUntil: until };
}

/** `DD-MM-YYYY HH:mm` of unix seconds. */
export const formatMoment = (unixSeconds: number) => moment.unix(unixSeconds).format('DD-MM-YYYY HH:mm');

/** `YYYY-MM-DD` (a date input's value) of unix seconds: the Brussels day. */
export const toDateInput = calendarDayOf;

/** Unix seconds of the end (`23:59:59`) or start of the Brussels day of date input `value`; null when blank or invalid. */
export function fromDateInput(value: string, edge: 'start' | 'end' = 'end'): number | null {
  if (!isCalendarDay(value)) return null;
  return edge === 'end' ? endOfDay(value) : startOfDay(value);
}
