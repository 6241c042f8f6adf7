/**
 * The settlement PDF in the settlement panel (docs/product.md "The settlement"): "make the PDF"
 * requests its next version (`POST /front/reports/{id}/settlement/document`), the newest version
 * shows its progress while it is generated (the report is fetched again every 1.5 s) and, once
 * ready, downloads with the bearer token (`GET /front/reports/{id}/settlement/document?version=N`)
 * under the server's file name. When nothing changed since the newest version, the server makes
 * none and a notice says so (docs/product.md "Versions"). A refusal (409: no damage lines yet; 429:
 * the work limit) shows the server's message.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadFile, firstErrorMessage, notify, useAppDispatch } from 'shared-api';
import { Icon, saveBlob } from 'shared-ui';
import { useGetReportQuery } from '../../api';
import { useRequestSettlementDocumentMutation } from './comparisonApi';

/** Refresh interval of the report while a settlement version is being generated, in ms. */
const GENERATING_POLL_MS = 1500;

export function SettlementDocument({ reportId }: { reportId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(false);
  const { data: report } = useGetReportQuery(reportId, { pollingInterval: polling ? GENERATING_POLL_MS : 0 });
  const [request, { isLoading, error }] = useRequestSettlementDocumentMutation();
  const newest = report?.documents
    .filter((version) => version.kind === 'settlement')
    .reduce<(typeof report.documents)[number] | undefined>(
      (last, version) => (!last || version.version > last.version ? version : last),
      undefined,
    );
  const pending = newest?.status === 'pending';
  if (pending !== polling) setPolling(pending);
  const download = async (version: number) => {
    try {
      const file = await dispatch(downloadFile(`front/reports/${reportId}/settlement/document?version=${version}`));
      saveBlob(file.blob, file.fileName);
    } catch {
      // the snackbar shows the server's message
    }
  };
  const makeVersion = async () => {
    const made = await request(reportId)
      .unwrap()
      .catch(() => null);
    // a new version is pending; a ready one is the newest, whose content did not change
    if (made?.status === 'ready')
      dispatch(
        notify({
          kind: 'success',
          text: intl.formatMessage({ id: 'comparison.document.unchanged' }, { version: made.version }),
        }),
      );
  };
  const refusal = error ? firstErrorMessage(error) : null;
  return (
    <div className="cmp-settlement__document">
      {newest?.status === 'ready' && (
        <button type="button" className="bo-button" onClick={() => download(newest.version)}>
          <Icon name="download" />
          <FormattedMessage id="comparison.document.download" values={{ version: newest.version }} />
        </button>
      )}
      {pending && (
        <p role="status">
          <FormattedMessage id="comparison.document.pending" values={{ version: newest.version }} />{' '}
          <progress
            max={1}
            value={newest.progress ?? 0}
            aria-label={intl.formatMessage({ id: 'comparison.document.pending' }, { version: newest.version })}
          />
        </p>
      )}
      {newest?.status === 'failed' && (
        <p role="alert">
          <FormattedMessage id="comparison.document.failed" values={{ version: newest.version }} />
        </p>
      )}
      <button
        type="button"
        className="bo-button bo-button--secondary"
        disabled={isLoading || pending}
        onClick={makeVersion}
      >
        <FormattedMessage id={newest ? 'comparison.document.again' : 'comparison.document.make'} />
      </button>
      {refusal && <p role="alert">{refusal}</p>}
    </div>
  );
}
