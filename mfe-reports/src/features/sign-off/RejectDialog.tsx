/**
 * "Weigeren" of a remark addendum (docs/product.md "Sign-off by link"): asks the reason, which
 * is mailed to the party; Enter in the field sends. An empty reason is refused on the field, as
 * is the server's 422.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, notify, useAppDispatch } from 'shared-api';
import type { RemarkAddendum } from 'shared-api/contract';
import { DialogActions, errorAria, FieldFrame, Modal } from 'shared-ui';
import { useRejectRemarkAddendumMutation } from './signOffApi';

interface RejectDialogProps {
  reportId: number;
  addendum: RemarkAddendum;
  onClose: () => void;
}

export function RejectDialog({ reportId, addendum, onClose }: RejectDialogProps) {
  const intl = useIntl();
  const id = useId();
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [reject, { isLoading }] = useRejectRemarkAddendumMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(intl.formatMessage({ id: 'signOff.reasonEmpty' }));
    const result = await reject({ id: reportId, addendumId: addendum.addendum_id, body: { reason: reason.trim() } });
    if ('error' in result) return setError(fieldErrors(result.error).reason);
    dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'signOff.rejected' }) }));
    onClose();
  };
  return (
    <Modal
      title={<FormattedMessage id="signOff.rejectTitle" values={{ name: addendum.party_name }} />}
      onClose={onClose}
      onSubmit={submit}
      footer={
        <DialogActions onCancel={onClose} confirmLabel={<FormattedMessage id="signOff.reject" />} busy={isLoading} />
      }
    >
      <FieldFrame id={`${id}-reason`} label={<FormattedMessage id="signOff.reasonLabel" />} error={error}>
        <input
          id={`${id}-reason`}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...errorAria(`${id}-reason`, error)}
        />
      </FieldFrame>
    </Modal>
  );
}
