/**
 * Dates as the product shows them (docs/spec.md §9): `DD-MM-YYYY` (banner, subscriptions) or
 * `DD/MM/YYYY` (report lists). A day is its Brussels day whatever the browser's time zone
 * (docs/product.md "Calendar dates"). No moment, so that a screen that only shows dates does not
 * load it (issue 12, first load); date input stays with moment in `DateField`.
 */
import { calendarDayOf, formatCalendarDay } from 'shared-api/contract';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The Brussels day of a moment in unix seconds: `DD-MM-YYYY`, or with `separator`. */
export function formatDay(unixSeconds: number, separator: '-' | '/' = '-'): string {
  return formatCalendarDay(calendarDayOf(unixSeconds), separator);
}

/** A moment in unix seconds, in local time: `DD/MM/YYYY HH:MM` (document versions, sent mails). */
export function formatDateTime(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${formatDay(unixSeconds, '/')} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
