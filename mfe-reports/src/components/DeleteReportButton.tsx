/**
 * "Verwijderen" for reports in states start, app and ongoing (spec §4), asking "Weet je zeker
 * dat je deze plaatsbeschrijving wil verwijderen?" (§8) first; after deleting, back to `/reports`.
 * Renders nothing for finished reports.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { notify, useAppDispatch, paths } from 'shared-api';
import { DELETABLE_STATES, type Report } from 'shared-api/contract';
import { ConfirmDialog, SKIP_UNSAVED_GUARD } from 'shared-ui';
import { useDeleteReportMutation } from '../api';

export function DeleteReportButton({ report }: { report: Pick<Report, 'id' | 'state'> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [deleteReport, { isLoading }] = useDeleteReportMutation();
  if (!DELETABLE_STATES.includes(report.state)) return null;
  const remove = async () => {
    try {
      await deleteReport(report.id).unwrap();
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'detail.deleted' }) }));
      navigate(paths.reports, { replace: true, state: SKIP_UNSAVED_GUARD });
    } catch {
      setAsking(false); // the shell's snackbar shows the server's message
    }
  };
  return (
    <>
      <button type="button" className="bo-button bo-button--secondary" onClick={() => setAsking(true)}>
        <FormattedMessage id="ui.delete" />
      </button>
      {asking && (
        <ConfirmDialog
          title={<FormattedMessage id="ui.delete" />}
          message={<FormattedMessage id="detail.deleteQuestion" />}
          busy={isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={remove}
        />
      )}
    </>
  );
}
