/**
 * The plan form's values and its body for `PUT /front/reports/{id}/plan` (docs/product.md
 * "Assignment and agenda"): an inspector (none: the inspection is taken away), a Brussels day
 * `YYYY-MM-DD`, a Brussels start time `HH:MM` and a duration in minutes, 1–MAX_PLANNED_MINUTES.
 * With an inspector, day, time and duration are required; without one, a given day stays
 * (planned, not assigned) and no day clears the plan.
 */
import {
  calendarDayOf,
  clockTimeOf,
  instantOf,
  isCalendarDay,
  MAX_PLANNED_MINUTES,
  type CalendarDay,
  type Report,
  type ReportPlanInput,
} from 'shared-api/contract';

/** What the plan form holds; every field as typed. */
export interface PlanValues {
  /** The inspector's id, or '' for nobody. */
  inspector: string;
  day: CalendarDay | '';
  time: string;
  minutes: string;
}

/** The planned part of a report. */
export type PlannedReport = Pick<Report, 'id' | 'assigned_inspector_id' | 'planned_start' | 'planned_minutes'>;

/** Duration of a new plan, in minutes. */
export const DEFAULT_MINUTES = 60;
/** Start time of a new plan on a chosen day. */
export const DEFAULT_TIME = '09:00';

/**
 * The form's first values: the report's plan, else the given defaults (a day and inspector the
 * agenda offers), nine o'clock and an hour.
 */
export function planValues(
  report: PlannedReport,
  defaults: { day?: CalendarDay; inspector?: number } = {},
): PlanValues {
  const start = report.planned_start ?? null;
  const inspector = report.assigned_inspector_id ?? defaults.inspector;
  return {
    inspector: inspector ? String(inspector) : '',
    day: start !== null ? calendarDayOf(start) : (defaults.day ?? ''),
    time: start !== null ? clockTimeOf(start) : DEFAULT_TIME,
    minutes: String(report.planned_minutes ?? DEFAULT_MINUTES),
  };
}

/** Message ids of the fields the form refuses before asking the server, by wire field. */
export type PlanProblems = Partial<Record<'inspector_id' | 'start' | 'minutes', string>>;

/**
 * The body of `values`, or the problems that keep it from being sent: a day and time are needed
 * with an inspector or with a day; the duration is a whole number of minutes,
 * 1–{@link MAX_PLANNED_MINUTES}.
 */
export function planBody(values: PlanValues): { body: ReportPlanInput } | { problems: PlanProblems } {
  const problems: PlanProblems = {};
  const inspector = values.inspector ? Number(values.inspector) : null;
  const wanted = inspector !== null || Boolean(values.day);
  if (wanted && (!values.day || !isCalendarDay(values.day) || !/^\d\d:\d\d$/.test(values.time)))
    problems.start = 'plan.startRequired';
  const minutes = Number(values.minutes);
  if (wanted && (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_PLANNED_MINUTES))
    problems.minutes = 'plan.minutesRange';
  if (Object.keys(problems).length) return { problems };
  if (!wanted) return { body: { inspector_id: null, start: null, minutes: null } };
  return { body: { inspector_id: inspector, start: instantOf(values.day, values.time), minutes } };
}
