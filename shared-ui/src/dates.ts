/**
 * Dates as the product shows them (docs/spec.md §9): `DD-MM-YYYY` (banner, subscriptions) or
 * `DD/MM/YYYY` (report lists). Plain `Date` arithmetic, so that a screen that only shows dates
 * does not load moment (issue 12, first load); date input stays with moment in `DateField`.
 */
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day of a moment in unix seconds, in local time: `DD-MM-YYYY`, or with `separator`. */
export function formatDay(unixSeconds: number, separator: '-' | '/' = '-'): string {
  const date = new Date(unixSeconds * 1000);
  return [twoDigits(date.getDate()), twoDigits(date.getMonth() + 1), date.getFullYear()].join(separator);
}

/** A moment in unix seconds, in local time: `DD/MM/YYYY HH:MM` (document versions, sent mails). */
export function formatDateTime(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${formatDay(unixSeconds, '/')} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
