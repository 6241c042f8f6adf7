/**
 * "Planning" of a report's detail (docs/product.md "Assignment and agenda"): who inspects it and
 * when (Brussels day and clock, duration), and, until it is finished, the form that changes it
 * or takes it away through `PUT /front/reports/{id}/plan`. The report write does not take the
 * inspector: this is the one place a report's own page assigns it. Loaded with its texts on
 * demand.
 */
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { Report } from 'shared-api/contract';
import { IntlScope, Loading } from 'shared-ui';
import { planningMessages } from './messages';
import { ClearPlanButton, PlanFields } from './PlanFields';
import { PlanSummary } from './PlanSummary';
import { usePlanForm } from './usePlanForm';
import { usePlanners, type Planners } from './usePlanners';

function PlanningForm({ report, planners }: { report: Report; planners: Planners }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const form = usePlanForm(report);
  const planned = report.planned_start != null || report.assigned_inspector_id != null;
  const save = async (clear = false) => {
    if (await form.save(clear))
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: clear ? 'plan.cleared' : 'plan.saved' }) }));
  };
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'plan.title' })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
    >
      <PlanFields form={form} inspectors={planners.inspectors} />
      <div className="rep-actions">
        {planned && <ClearPlanButton form={form} onClear={() => void save(true)} />}
        <button type="submit" className="bo-button" disabled={form.busy}>
          <FormattedMessage id="plan.save" />
        </button>
      </div>
    </form>
  );
}

function Planning({ report }: { report: Report }) {
  const planners = usePlanners();
  return (
    <section className="bo-card" aria-labelledby="plan-card-title">
      <h2 id="plan-card-title">
        <FormattedMessage id="plan.title" />
      </h2>
      <PlanSummary report={report} names={planners.names} />
      {report.state !== 'finished' &&
        (planners.loading ? (
          <Loading />
        ) : (
          // a new form once the stored plan changes, so it shows what the server holds
          <PlanningForm
            key={`${report.assigned_inspector_id}/${report.planned_start}/${report.planned_minutes}`}
            report={report}
            planners={planners}
          />
        ))}
    </section>
  );
}

export default function PlanningCard({ report }: { report: Report }) {
  return (
    <IntlScope messages={planningMessages}>
      <Planning report={report} />
    </IntlScope>
  );
}
