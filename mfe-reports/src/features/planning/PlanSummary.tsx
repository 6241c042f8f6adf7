/**
 * A report's plan in words (docs/product.md "Assignment and agenda"): "Lien Goossens · maandag
 * 30 november 2026, 10:00–11:30 (90 minuten)" on the Brussels clock, or "Nog niet ingepland".
 * The assigned member is named from `names`, else by number.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { CALENDAR_ZONE, clockTimeOf, type Report } from 'shared-api/contract';

type Plan = Pick<Report, 'assigned_inspector_id' | 'planned_start' | 'planned_minutes'>;

/** The name of member `id` from `names`, else "Medewerker {id}"; null for nobody. */
export function useMemberName(names: Map<number, string>) {
  const intl = useIntl();
  return (id: number | null | undefined) =>
    id == null ? null : (names.get(id) ?? intl.formatMessage({ id: 'plan.memberNumber' }, { id }));
}

export function PlanSummary({ report, names }: { report: Plan; names: Map<number, string> }) {
  const intl = useIntl();
  const nameOf = useMemberName(names);
  const inspector = nameOf(report.assigned_inspector_id);
  const start = report.planned_start ?? null;
  if (start === null && inspector === null)
    return (
      <p>
        <FormattedMessage id="plan.none" />
      </p>
    );
  const minutes = report.planned_minutes ?? 0;
  return (
    <dl className="rep-details">
      <div>
        <dt>
          <FormattedMessage id="plan.inspector" />
        </dt>
        <dd>{inspector ?? intl.formatMessage({ id: 'plan.nobody' })}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="plan.when" />
        </dt>
        <dd>
          {start === null
            ? '–'
            : intl.formatMessage(
                { id: 'plan.period' },
                {
                  day: intl.formatDate(start * 1000, { dateStyle: 'full', timeZone: CALENDAR_ZONE }),
                  from: clockTimeOf(start),
                  to: clockTimeOf(start + minutes * 60),
                  minutes,
                },
              )}
        </dd>
      </div>
    </dl>
  );
}
