/**
 * The plan form's state and its save through `PUT /front/reports/{id}/plan` (docs/product.md
 * "Assignment and agenda"): problems found before sending and the server's 422 land on their
 * fields (`inspector_id`, `start`, `minutes`); a 403 shows the server's words, a 404 says the
 * report is not there for the caller.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors, firstErrorMessage } from 'shared-api';
import { MAX_PLANNED_MINUTES, type ReportPlan, type ReportPlanInput } from 'shared-api/contract';
import { usePlanReportMutation } from './planningApi';
import { planBody, planValues, type PlannedReport, type PlanValues } from './planForm';

export interface PlanForm {
  values: PlanValues;
  set: (field: keyof PlanValues, value: string) => void;
  /** Texts under the fields, by wire field. */
  errors: Partial<Record<'inspector_id' | 'start' | 'minutes', string>>;
  /** A refusal of the whole plan (403, 404, other failures), in words. */
  failure: string | null;
  busy: boolean;
  /** Sends the form (or, with `clear`, takes the inspection away); resolves to the stored plan, or null. */
  save: (clear?: boolean) => Promise<ReportPlan | null>;
}

export function usePlanForm(report: PlannedReport, defaults?: Parameters<typeof planValues>[1]): PlanForm {
  const intl = useIntl();
  const [values, setValues] = useState(() => planValues(report, defaults));
  const [errors, setErrors] = useState<PlanForm['errors']>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [planReport, { isLoading }] = usePlanReportMutation();

  const save = async (clear = false): Promise<ReportPlan | null> => {
    setFailure(null);
    const checked = clear
      ? { body: { inspector_id: null, start: null, minutes: null } as ReportPlanInput }
      : planBody(values);
    if ('problems' in checked) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.problems).map(([field, id]) => [
            field,
            intl.formatMessage({ id }, { max: MAX_PLANNED_MINUTES }),
          ]),
        ),
      );
      return null;
    }
    setErrors({});
    const result = await planReport({ id: report.id, body: checked.body });
    if (!('error' in result)) {
      if (clear) setValues(planValues({ ...report, assigned_inspector_id: null, planned_start: null }));
      return result.data;
    }
    const status = (result.error as { status?: unknown }).status;
    if (status === 422) setErrors(fieldErrors(result.error));
    else if (status === 404) setFailure(intl.formatMessage({ id: 'plan.notFound' }));
    else if (status === 403) setFailure(firstErrorMessage(result.error));
    else setFailure(intl.formatMessage({ id: 'plan.failed' }));
    return null;
  };

  return {
    values,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    errors,
    failure,
    busy: isLoading,
    save,
  };
}
