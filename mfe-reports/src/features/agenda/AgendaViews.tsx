/**
 * The agenda's two views of the same planned inspections (docs/product.md "Assignment and
 * agenda"): a grid with a row per inspector and a column per day, and on a narrow screen a list
 * per day; each entry shows its time, address, type and "Te laat", and choosing it opens its dialog.
 */
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CALENDAR_ZONE, clockTimeOf, placeText, startOfDay, type CalendarDay, type Report } from 'shared-api/contract';
import { cellReports, isOverdue, type AgendaRow } from './agenda';

/** The report whose dialog is open, with the day and inspector a new plan starts from. */
export interface Chosen {
  report: Report;
  day?: CalendarDay;
  inspector?: number;
}

/** Below this width the week is a list per day (a phone held upright). */
const NARROW = '(max-width: 720px)';

/** True while the window is narrower than {@link NARROW}. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(NARROW).matches,
  );
}

/** One planned inspection: its time, address, type and "Te laat"; choosing it opens its dialog. */
function Entry({
  report,
  now,
  inspector,
  onChoose,
}: {
  report: Report;
  now: number;
  inspector?: string;
  onChoose: () => void;
}) {
  const intl = useIntl();
  const start = report.planned_start!;
  const overdue = isOverdue(report, now);
  return (
    <button type="button" className={`agenda-entry${overdue ? ' agenda-entry--overdue' : ''}`} onClick={onChoose}>
      <span className="agenda-entry__time">
        {clockTimeOf(start)}–{clockTimeOf(start + (report.planned_minutes ?? 0) * 60)}
      </span>
      {inspector && <span className="agenda-entry__who">{inspector}</span>}
      <span className="agenda-entry__where">
        {placeText(report.place) || intl.formatMessage({ id: 'agenda.noAddress' })}
      </span>
      <span className="agenda-entry__type">
        <FormattedMessage id={`type.${report.type}`} />
      </span>
      {overdue && (
        <span className="agenda-entry__overdue">
          <FormattedMessage id="agenda.overdue" />
        </span>
      )}
    </button>
  );
}

/** A day's heading: "maandag 30 november". */
function useDayLabel() {
  const intl = useIntl();
  return (day: CalendarDay, style: 'long' | 'short') =>
    intl.formatDate(startOfDay(day) * 1000, {
      weekday: style,
      day: 'numeric',
      month: style,
      timeZone: CALENDAR_ZONE,
    });
}

export interface ViewProps {
  days: CalendarDay[];
  rows: AgendaRow[];
  reports: Report[];
  now: number;
  today: CalendarDay;
  onChoose: (chosen: Chosen) => void;
}

/** The grid: a row per inspector, a column per day. */
export function AgendaGrid({ days, rows, reports, now, today, onChoose }: ViewProps) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  return (
    <div className="agenda-grid__frame">
      <table className={`agenda-grid agenda-grid--${days.length === 1 ? 'day' : 'week'}`}>
        <caption className="bo-visually-hidden">
          <FormattedMessage id="agenda.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="plan.inspector" />
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className={day === today ? 'agenda-grid__today' : undefined}>
                {dayLabel(day, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.inspectorId ?? 'nobody'}>
              <th scope="row">{row.name}</th>
              {days.map((day) => {
                const shown = cellReports(reports, row.inspectorId, day);
                return (
                  <td key={day} className={day === today ? 'agenda-grid__today' : undefined}>
                    {shown.length > 0 && (
                      <ul className="agenda-cell">
                        {shown.map((report) => (
                          <li key={report.id}>
                            <Entry report={report} now={now} onChoose={() => onChoose({ report })} />
                          </li>
                        ))}
                      </ul>
                    )}
                    <span className="bo-visually-hidden">
                      {shown.length === 0 && intl.formatMessage({ id: 'agenda.free' })}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A narrow screen: a list per day, each entry naming its inspector. */
export function AgendaList({ days, rows, reports, now, today, onChoose }: ViewProps) {
  const dayLabel = useDayLabel();
  const names = new Map(rows.map((row) => [row.inspectorId, row.name]));
  return (
    <div className="agenda-list">
      {days.map((day) => {
        const shown = rows
          .flatMap((row) => cellReports(reports, row.inspectorId, day))
          .sort((a, b) => a.planned_start! - b.planned_start!);
        return (
          <section key={day} className="agenda-list__day" aria-labelledby={`agenda-day-${day}`}>
            <h2 id={`agenda-day-${day}`} className={day === today ? 'agenda-grid__today' : undefined}>
              {dayLabel(day, 'long')}
            </h2>
            {shown.length ? (
              <ul className="agenda-cell">
                {shown.map((report) => (
                  <li key={report.id}>
                    <Entry
                      report={report}
                      now={now}
                      inspector={names.get(report.assigned_inspector_id ?? null)}
                      onChoose={() => onChoose({ report })}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="agenda-list__free">
                <FormattedMessage id="agenda.nothing" />
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
