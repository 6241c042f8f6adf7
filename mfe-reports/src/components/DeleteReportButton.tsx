/**
 * Deleting a report in state start, app or ongoing (docs/spec.md §4) after "Weet je zeker dat je deze
 * plaatsbeschrijving wil verwijderen?" (§8), which also says whether the credit comes back
 * (docs/product.md "Credits"). `useDeleteReportQuestion` serves the list's row menu
 * and the "Verwijderen" button of the form and detail pages, which go back to `/reports` after.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'shared-ui/router';
import { notify, useAppDispatch, paths } from 'shared-api';
import { DELETABLE_STATES, type Report } from 'shared-api/contract';
import { ConfirmDialog, SKIP_UNSAVED_GUARD } from 'shared-ui';
import { useDeleteReportMutation } from '../api';
import { DeleteCreditNote } from './CreditNotice';

type Deletable = Pick<Report, 'id' | 'state'>;

export const isDeletable = (report: Deletable) => DELETABLE_STATES.includes(report.state);

/** `ask(report)` opens the question; `dialog` renders it. After deleting, goes to `leaveTo` if given. */
export function useDeleteReportQuestion(leaveTo?: string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<Deletable | null>(null);
  const [deleteReport, { isLoading }] = useDeleteReportMutation();
  const remove = async (report: Deletable) => {
    try {
      await deleteReport(report.id).unwrap();
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'detail.deleted' }) }));
      if (leaveTo) navigate(leaveTo, { replace: true, state: SKIP_UNSAVED_GUARD });
    } catch {
      // the shell's snackbar shows the server's message
    }
    setAsking(null);
  };
  const dialog = asking && (
    <ConfirmDialog
      title={<FormattedMessage id="ui.delete" />}
      message={
        <>
          <FormattedMessage id="detail.deleteQuestion" /> <DeleteCreditNote state={asking.state} />
        </>
      }
      busy={isLoading}
      onCancel={() => setAsking(null)}
      onConfirm={() => remove(asking)}
    />
  );
  return { ask: setAsking, dialog };
}

/** "Verwijderen" of the form and detail pages; nothing for a finished report. */
export function DeleteReportButton({ report }: { report: Deletable }) {
  const { ask, dialog } = useDeleteReportQuestion(paths.reports);
  if (!isDeletable(report)) return null;
  return (
    <>
      <button type="button" className="bo-button bo-button--secondary" onClick={() => ask(report)}>
        <FormattedMessage id="ui.delete" />
      </button>
      {dialog}
    </>
  );
}
