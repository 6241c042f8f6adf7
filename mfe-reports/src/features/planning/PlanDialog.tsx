/**
 * "Inspectie plannen" / "Verplaatsen": the plan of one report in a dialog (docs/product.md
 * "Assignment and agenda"), opened from the agenda. Saving sends `PUT /front/reports/{id}/plan`
 * and closes with a message; a refusal stays in the dialog (on its field, or in words). A report
 * with a plan may also have it taken away.
 */
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { CalendarDay } from 'shared-api/contract';
import { DialogActions, Modal } from 'shared-ui';
import { ClearPlanButton, PlanFields } from './PlanFields';
import type { PlannedReport } from './planForm';
import { usePlanForm } from './usePlanForm';
import type { Inspector } from './usePlanners';

export interface PlanDialogProps {
  report: PlannedReport;
  /** What the dialog says the report is (its address). */
  subject: ReactNode;
  inspectors: Inspector[];
  /** The day and inspector a report without a plan starts from. */
  defaults?: { day?: CalendarDay; inspector?: number };
  onClose: () => void;
}

export function PlanDialog({ report, subject, inspectors, defaults, onClose }: PlanDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const form = usePlanForm(report, defaults);
  const planned = report.planned_start != null || report.assigned_inspector_id != null;
  const save = async (clear = false) => {
    if (!(await form.save(clear))) return;
    dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: clear ? 'plan.cleared' : 'plan.saved' }) }));
    onClose();
  };
  return (
    <Modal
      title={<FormattedMessage id={planned ? 'plan.move' : 'plan.plan'} />}
      onClose={onClose}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
      footer={
        <>
          {planned && <ClearPlanButton form={form} onClear={() => void save(true)} />}
          <DialogActions onCancel={onClose} confirmLabel={<FormattedMessage id="plan.save" />} busy={form.busy} />
        </>
      }
    >
      <p>{subject}</p>
      <PlanFields form={form} inspectors={inspectors} />
    </Modal>
  );
}
