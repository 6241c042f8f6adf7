/**
 * Assignment and agenda (issue 44, docs/product.md "Assignment and agenda"): the plan of a report
 * (an inspector, a start in unix seconds, a duration in minutes) and a member's private calendar
 * feed.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Int32, Nullable, UnixSeconds } from './common';

/** Longest planned inspection, in minutes (a day). */
export const MAX_PLANNED_MINUTES = 1440;

/**
 * Body of `PUT /front/reports/{id}/plan`: who inspects and when. `inspector_id` null takes the
 * assignment away (the inspector gets a cancellation); with an inspector, `start` and `minutes`
 * are required. `start` unix seconds; `minutes` 1–{@link MAX_PLANNED_MINUTES}.
 */
export const ReportPlanInput = Type.Object({
  inspector_id: Nullable(Id),
  start: Nullable(UnixSeconds),
  minutes: Nullable(Int32()),
});
export type ReportPlanInput = Static<typeof ReportPlanInput>;

/** A report's plan as the server holds it after `PUT /front/reports/{id}/plan`. */
export const ReportPlan = Type.Object({
  id: Type.Integer(),
  assigned_inspector_id: Nullable(Type.Integer()),
  /** Unix seconds. */
  planned_start: Nullable(Type.Integer()),
  planned_minutes: Nullable(Type.Integer()),
  /** The iCalendar SEQUENCE of the report's invitation, raised on each change. */
  plan_sequence: Type.Integer(),
});
export type ReportPlan = Static<typeof ReportPlan>;

/** `POST /front/calendar-feed`: the private feed URL, shown this once (only its hash is kept). */
export const CalendarFeedCreated = Type.Object({ id: Type.Integer(), url: Type.String() });
export type CalendarFeedCreated = Static<typeof CalendarFeedCreated>;
