/**
 * "Foto's downloaden" on a finished report (docs/spec.md §7 `GET /front/reports/{id}/download-media`,
 * issue 8): downloads the zip of original photos with a progress bar (bytes of `Content-Length`)
 * and saves it under the name from `Content-Disposition`.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadFile, useAppDispatch } from 'shared-api';
import { saveBlob, Icon } from 'shared-ui';

export function PhotoDownloadButton({ reportId }: { reportId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const download = async () => {
    setProgress(0);
    try {
      const file = await dispatch(
        downloadFile(`front/reports/${reportId}/download-media`, (loaded, total) =>
          setProgress(total ? loaded / total : 0),
        ),
      );
      saveBlob(file.blob, file.fileName);
    } catch {
      // the snackbar shows the server's message
    } finally {
      setProgress(null);
    }
  };
  return (
    <button type="button" className="bo-button bo-button--secondary" disabled={progress !== null} onClick={download}>
      {progress === null ? (
        <>
          <Icon name="download" />
          <FormattedMessage id="documents.photos" />
        </>
      ) : (
        <>
          <FormattedMessage id="documents.photosLoading" values={{ percent: Math.round(progress * 100) }} />{' '}
          <progress max={1} value={progress} aria-label={intl.formatMessage({ id: 'documents.photos' })} />
        </>
      )}
    </button>
  );
}
