/**
 * Dialogs of a finished report (docs/spec.md §4): "Aanpassen" offers "Nabewerking" (hidden when the
 * report has addenda) and "Addendum", both leading to the post-editing wizard routes of §2;
 * "Kopie maken" asks the follow-up type, creates the follow-up and opens its form.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'shared-ui/router';
import { notify, paths, useAppDispatch } from 'shared-api';
import { REPORT_TYPES, type Report, type ReportType } from 'shared-api/contract';
import { DialogActions, Modal } from 'shared-ui';
import { useCreateFollowUpMutation } from '../../api';
import { CreditNotice } from '../../components/CreditNotice';

interface DialogProps {
  report: Report;
  onClose: () => void;
}

export function AmendModal({ report, onClose }: DialogProps) {
  const navigate = useNavigate();
  return (
    <Modal title={<FormattedMessage id="detail.amend" />} onClose={onClose}>
      <p>
        <FormattedMessage id="detail.amendQuestion" />
      </p>
      <div className="rep-actions">
        {report.addenda.length === 0 && (
          <button type="button" className="bo-button" onClick={() => navigate(paths.wizard(report.id, 'post-editing'))}>
            <FormattedMessage id="detail.postEditing" />
          </button>
        )}
        <button type="button" className="bo-button" onClick={() => navigate(paths.wizard(report.id, 'addenda'))}>
          <FormattedMessage id="detail.addendumAction" />
        </button>
      </div>
    </Modal>
  );
}

export function FollowUpModal({ report, onClose }: DialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [type, setType] = useState<ReportType>(report.type === 'enter' ? 'exit' : report.type);
  const [createFollowUp, { isLoading }] = useCreateFollowUpMutation();
  const create = async () => {
    try {
      const { id } = await createFollowUp({ id: report.id, type }).unwrap();
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'detail.copied' }) }));
      navigate(paths.reportForm(id));
    } catch {
      // the shell's snackbar shows the server's message (e.g. no credits left)
    }
  };
  return (
    <Modal
      title={<FormattedMessage id="detail.copy" />}
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={create}
          confirmLabel={<FormattedMessage id="detail.copyConfirm" />}
          busy={isLoading}
        />
      }
    >
      <CreditNotice />
      <fieldset className="rep-radios">
        <legend>
          <FormattedMessage id="detail.copyType" />
        </legend>
        {REPORT_TYPES.map((option) => (
          <label key={option}>
            <input type="radio" name="follow-up-type" checked={type === option} onChange={() => setType(option)} />{' '}
            {intl.formatMessage({ id: `type.${option}` })}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
