/**
 * The remark addenda of a report (docs/product.md "Sign-off by link"): each party's remarks,
 * every remark under its item (or "Algemeen") with its time, headed by the addendum's reference
 * (as the documents table and its PDF name it), the party's name and the addendum's time. A draft
 * offers "Aanvaarden", which first asks for a confirmation because it finishes the addendum, makes
 * its PDF and mails every party, and "Weigeren", which asks the reason mailed to the party
 * (RejectDialog; Enter sends). Accepted and rejected ones say so, a rejection with its reason.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { RemarkAddendum } from 'shared-api/contract';
import { Badge, ConfirmDialog, formatDateTime } from 'shared-ui';
import { useAcceptRemarkAddendumMutation } from './signOffApi';
import { RejectDialog } from './RejectDialog';

function AddendumItem({ reportId, addendum }: { reportId: number; addendum: RemarkAddendum }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [accept, { isLoading }] = useAcceptRemarkAddendumMutation();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const onAccept = async () => {
    const result = await accept({ id: reportId, addendumId: addendum.addendum_id });
    setConfirming(false);
    if (!('error' in result))
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'signOff.accepted' }) }));
  };
  return (
    <li className="rep-signoff__addendum">
      <h4>
        <FormattedMessage
          id="signOff.remarksOf"
          values={{
            reference: addendum.reference,
            name: addendum.party_name,
            date: formatDateTime(addendum.created_at),
          }}
        />{' '}
        {addendum.state !== 'draft' && (
          <Badge tone={addendum.state === 'accepted' ? 'green' : 'red'}>
            {intl.formatMessage({ id: `signOff.addendum.${addendum.state}` })}
          </Badge>
        )}
      </h4>
      <ul className="rep-signoff__remarks">
        {addendum.remarks.map((remark) => (
          <li key={`${remark.created_at}-${remark.item_uuid}-${remark.text}`}>
            <strong>
              {remark.path.length ? remark.path.join(' › ') : intl.formatMessage({ id: 'signOff.general' })}
            </strong>
            <p>{remark.text}</p>
            <span className="bo-muted">{formatDateTime(remark.created_at)}</span>
          </li>
        ))}
      </ul>
      {addendum.state === 'rejected' && addendum.reason && (
        <p>
          <FormattedMessage id="signOff.reason" values={{ reason: addendum.reason }} />
        </p>
      )}
      {addendum.state === 'draft' && (
        <div className="rep-actions">
          <button type="button" className="bo-button" onClick={() => setConfirming(true)} disabled={isLoading}>
            <FormattedMessage id="signOff.accept" />
          </button>
          <button type="button" className="bo-button bo-button--secondary" onClick={() => setRejecting(true)}>
            <FormattedMessage id="signOff.reject" />
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="signOff.acceptTitle" />}
          message={
            <FormattedMessage
              id="signOff.acceptQuestion"
              values={{ reference: addendum.reference, name: addendum.party_name }}
            />
          }
          busy={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={onAccept}
        />
      )}
      {rejecting && <RejectDialog reportId={reportId} addendum={addendum} onClose={() => setRejecting(false)} />}
    </li>
  );
}

export function RemarkAddenda({ reportId, addenda }: { reportId: number; addenda: RemarkAddendum[] }) {
  if (addenda.length === 0) return null;
  return (
    <>
      <h3>
        <FormattedMessage id="signOff.remarkAddenda" />
      </h3>
      <ul className="rep-signoff__addenda">
        {addenda.map((addendum) => (
          <AddendumItem key={addendum.addendum_id} reportId={reportId} addendum={addendum} />
        ))}
      </ul>
    </>
  );
}
