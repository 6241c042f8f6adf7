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

/** The Brussels wall clock of an instant as `YYYY-MM-DD HH:MM:SS` (Swedish writes ISO order). */
const WALL_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CALENDAR_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});
const wallClock = (unixSeconds: number) => WALL_CLOCK.format(new Date(unixSeconds * 1000));
/** Seconds Brussels is ahead of UTC at an instant (3600 in winter, 7200 in summer). */
const offsetAt = (unixSeconds: number) =>
  Date.parse(`${wallClock(unixSeconds).replace(' ', 'T')}Z`) / 1000 - unixSeconds;
const midnightUtc = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** The Brussels day of an instant in unix seconds. */
export const calendarDayOf = (unixSeconds: number): CalendarDay => wallClock(unixSeconds).slice(0, 10);

/** True when `value` is a real day written `YYYY-MM-DD`. */
export const isCalendarDay = (value: string): boolean =>
  /^\d{4}-\d\d-\d\d$/.test(value) && new Date(midnightUtc(value) * 1000).toISOString().startsWith(value);

/** `day` moved by `days` calendar days (negative goes back). */
export const addDays = (day: CalendarDay, days: number): CalendarDay =>
  new Date((midnightUtc(day) + days * 86_400) * 1000).toISOString().slice(0, 10);

/**
 * The instant, in unix seconds, at which Brussels clocks show `time` (`HH:MM`, midnight when left
 * out) on `day`. A time that does not exist (skipped when clocks go forward) gives the instant an
 * hour later on the clock; one that happens twice (when clocks go back) gives one of the two.
 */
export function instantOf(day: CalendarDay, time = '0:0'): number {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = midnightUtc(day) + hours * 3600 + minutes * 60;
  // the offset at the wall time itself, then at the instant it gives (right across a clock change)
  return wall - offsetAt(wall - offsetAt(wall));
}

/** The first second of `day` in Brussels, in unix seconds. */
export const startOfDay = (day: CalendarDay): number => instantOf(day);

/** The last second of `day` in Brussels, in unix seconds (a subscription runs to the end of its day). */
export const endOfDay = (day: CalendarDay): number => startOfDay(addDays(day, 1)) - 1;

/** `day` as the product shows it (docs/spec.md §9): `DD-MM-YYYY`, or with `separator`. */
export const formatCalendarDay = (day: CalendarDay, separator: '-' | '/' = '-'): string =>
  day.split('-').reverse().join(separator);

/** The Brussels clock time of an instant in unix seconds, `HH:MM` (24 hours). */
export const clockTimeOf = (unixSeconds: number): string => wallClock(unixSeconds).slice(11, 16);

/** The day of the week of `day`: 1 Monday … 7 Sunday (ISO 8601). */
export const weekdayOf = (day: CalendarDay): number => ((new Date(midnightUtc(day) * 1000).getUTCDay() + 6) % 7) + 1;

/** The Monday of the ISO week that holds `day`. */
export const mondayOf = (day: CalendarDay): CalendarDay => addDays(day, 1 - weekdayOf(day));

/** Today in Brussels. */
export const todayInBrussels = (): CalendarDay => calendarDayOf(Math.floor(Date.now() / 1000));
