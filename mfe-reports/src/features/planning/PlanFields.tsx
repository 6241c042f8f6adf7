/**
 * The fields of a plan (docs/product.md "Assignment and agenda"): inspector, day, start time
 * (Brussels clock) and duration in minutes, each with its error under it; a refusal of the whole
 * plan shows above them as an alert. An inspector's choice holds only themselves.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_PLANNED_MINUTES } from 'shared-api/contract';
import { errorAria, FieldFrame } from 'shared-ui';
import type { Inspector } from './usePlanners';
import type { PlanForm } from './usePlanForm';

export function PlanFields({ form, inspectors }: { form: PlanForm; inspectors: Inspector[] }) {
  const intl = useIntl();
  const id = useId();
  const { values, set, errors } = form;
  // an assigned member who is not among the choices (another branch, no longer active) stays shown
  const chosen = values.inspector && !inspectors.some((inspector) => String(inspector.id) === values.inspector);
  return (
    <div>
      {form.failure && (
        <p className="bo-field__error" role="alert">
          {form.failure}
        </p>
      )}
      <FieldFrame id={`${id}-inspector`} label={<FormattedMessage id="plan.inspector" />} error={errors.inspector_id}>
        <select
          id={`${id}-inspector`}
          value={values.inspector}
          onChange={(event) => set('inspector', event.target.value)}
          {...errorAria(`${id}-inspector`, errors.inspector_id)}
        >
          <option value="">{intl.formatMessage({ id: 'plan.nobody' })}</option>
          {chosen && (
            <option value={values.inspector}>
              {intl.formatMessage({ id: 'plan.memberNumber' }, { id: values.inspector })}
            </option>
          )}
          {inspectors.map((inspector) => (
            <option key={inspector.id} value={inspector.id}>
              {inspector.branch ? `${inspector.name} (${inspector.branch.name})` : inspector.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <div className="rep-grid">
        <FieldFrame id={`${id}-day`} label={<FormattedMessage id="plan.day" />}>
          <input
            id={`${id}-day`}
            type="date"
            value={values.day}
            onChange={(event) => set('day', event.target.value)}
            {...errorAria(`${id}-time`, errors.start)}
          />
        </FieldFrame>
        <FieldFrame id={`${id}-time`} label={<FormattedMessage id="plan.time" />} error={errors.start}>
          <input
            id={`${id}-time`}
            type="time"
            step={300}
            value={values.time}
            onChange={(event) => set('time', event.target.value)}
            {...errorAria(`${id}-time`, errors.start)}
          />
        </FieldFrame>
        <FieldFrame id={`${id}-minutes`} label={<FormattedMessage id="plan.minutes" />} error={errors.minutes}>
          <input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PLANNED_MINUTES}
            value={values.minutes}
            onChange={(event) => set('minutes', event.target.value)}
            {...errorAria(`${id}-minutes`, errors.minutes)}
          />
        </FieldFrame>
      </div>
    </div>
  );
}

/** "Take the plan away" of the plan dialog and card: shown while there is a plan; saves without one. */
export function ClearPlanButton({ form, onClear }: { form: PlanForm; onClear: () => void }) {
  return (
    <button type="button" className="bo-button bo-button--secondary" disabled={form.busy} onClick={onClear}>
      <FormattedMessage id="plan.clear" />
    </button>
  );
}
