/**
 * The agenda's arithmetic (docs/product.md "Assignment and agenda"), framework-free: its state in
 * the URL (`?view=week|day&date=YYYY-MM-DD&branch={id}`), the Brussels days a view shows (a week
 * runs Monday to Sunday), the rows (one per inspector) and which planned report goes where.
 * Times are unix seconds; days `YYYY-MM-DD` on the Brussels calendar.
 */
import {
  addDays,
  calendarDayOf,
  isCalendarDay,
  mondayOf,
  todayInBrussels,
  type CalendarDay,
  type Report,
} from 'shared-api/contract';

export type AgendaView = 'week' | 'day';

/** What the URL says the agenda shows; a missing or bad value falls back to this week, every branch. */
export interface AgendaState {
  view: AgendaView;
  date: CalendarDay;
  branch: number | null;
}

/** The agenda's state from its URL's search params. */
export function agendaStateFrom(search: URLSearchParams, today: CalendarDay = todayInBrussels()): AgendaState {
  const date = search.get('date') ?? '';
  const branch = Number(search.get('branch'));
  return {
    view: search.get('view') === 'day' ? 'day' : 'week',
    date: isCalendarDay(date) ? date : today,
    branch: Number.isInteger(branch) && branch > 0 ? branch : null,
  };
}

/** The search params of `state` (the one place that writes them). */
export function agendaSearch({ view, date, branch }: AgendaState): Record<string, string> {
  return { view, date, ...(branch ? { branch: String(branch) } : {}) };
}

/** The days `state` shows: Monday to Sunday of its week, or its one day. */
export function agendaDays({ view, date }: Pick<AgendaState, 'view' | 'date'>): CalendarDay[] {
  if (view === 'day') return [date];
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The date of the previous (-1) or next (1) week or day. */
export const stepped = ({ view, date }: Pick<AgendaState, 'view' | 'date'>, direction: -1 | 1): CalendarDay =>
  addDays(date, direction * (view === 'week' ? 7 : 1));

/** A planned report that should have started (`now`, unix seconds) and is not finished: overdue. */
export const isOverdue = (report: Pick<Report, 'planned_start' | 'state'>, now: number): boolean =>
  report.planned_start != null && report.planned_start < now && report.state !== 'finished';

/** One row of the agenda: an inspector (by id), or `null` for planned reports assigned to nobody. */
export interface AgendaRow {
  inspectorId: number | null;
  name: string;
}

/**
 * The rows of the agenda: the inspectors the viewer may plan, in their order, then any other
 * member a shown report is assigned to (named by `nameOf`), then, when a shown report has a time
 * but nobody, a row for it (`unassigned`).
 */
export function agendaRows(
  inspectors: { id: number; name: string }[],
  reports: Pick<Report, 'assigned_inspector_id'>[],
  nameOf: (id: number) => string,
  unassigned: string,
): AgendaRow[] {
  const rows: AgendaRow[] = inspectors.map((inspector) => ({ inspectorId: inspector.id, name: inspector.name }));
  const known = new Set(inspectors.map((inspector) => inspector.id));
  let nobody = false;
  for (const report of reports) {
    const id = report.assigned_inspector_id ?? null;
    if (id === null) nobody = true;
    else if (!known.has(id)) {
      known.add(id);
      rows.push({ inspectorId: id, name: nameOf(id) });
    }
  }
  if (nobody) rows.push({ inspectorId: null, name: unassigned });
  return rows;
}

/** The reports of one row on one Brussels day, by start. */
export function cellReports<R extends Pick<Report, 'assigned_inspector_id' | 'planned_start'>>(
  reports: R[],
  inspectorId: number | null,
  day: CalendarDay,
): R[] {
  return reports
    .filter(
      (report) =>
        report.planned_start != null &&
        (report.assigned_inspector_id ?? null) === inspectorId &&
        calendarDayOf(report.planned_start) === day,
    )
    .sort((a, b) => a.planned_start! - b.planned_start!);
}
