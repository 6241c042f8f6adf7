/**
 * Calendar dates (docs/product.md "Calendar dates"): a subscription end, a date of birth or a
 * transaction day is a day, not an instant. Where the wire carries such a day as unix seconds
 * (docs/spec.md §3, §7), the day is pinned to Europe/Brussels here, in one place for the browser
 * and the server: a day is sent as its first second (`startOfDay`) or its last (`endOfDay`) in
 * Brussels, and an instant is shown as its Brussels day (`calendarDayOf`), whatever the reader's time zone.
 * Days are `YYYY-MM-DD` strings.
 */
export const CALENDAR_ZONE = 'Europe/Brussels';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

const WALL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Brussels wall clock of an instant, as `[year, month, day, hour, minute, second]`. */
function wallClock(unixSeconds: number): number[] {
  const parts = Object.fromEntries(
    WALL_CLOCK.formatToParts(new Date(unixSeconds * 1000)).map((part) => [part.type, part.value]),
  );
  return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) => Number(parts[type]));
}

/** Seconds Brussels is ahead of UTC at an instant (3600 in winter, 7200 in summer). */
function offsetAt(unixSeconds: number): number {
  const [year, month, day, hour, minute, second] = wallClock(unixSeconds);
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000 - unixSeconds;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The Brussels day of an instant in unix seconds. */
export function calendarDayOf(unixSeconds: number): CalendarDay {
  const [year, month, day] = wallClock(unixSeconds);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True when `value` is a real day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `day` moved by `days` calendar days (negative goes back). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The first second of `day` in Brussels, in unix seconds. */
export function startOfDay(day: CalendarDay): number {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date) / 1000;
  // the offset at the wall time itself, then at the instant it gives (right across a DST change)
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** The last second of `day` in Brussels, in unix seconds (a subscription runs to the end of its day). */
export const endOfDay = (day: CalendarDay): number => startOfDay(addDays(day, 1)) - 1;

/** `day` as the product shows it (docs/spec.md §9): `DD-MM-YYYY`, or with `separator`. */
export function formatCalendarDay(day: CalendarDay, separator: '-' | '/' = '-'): string {
  return day.split('-').reverse().join(separator);
}
