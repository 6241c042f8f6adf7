/**
 * The sync state, always in view in the field app (docs/product.md "The field app"): what is not
 * yet on the server (operations, photos and their size), the last success, the last error in
 * words, a progress bar while photos are sent, and "Nu verzenden" to try at once.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from 'shared-ui';
import type { SyncError } from '../device/db';
import { requestSync } from './engine';
import { useSyncStatus, useWaiting } from './useSync';

/** Bytes as the screen shows them: `1,2 MB`. */
export function useBytes(): (bytes: number) => string {
  const intl = useIntl();
  return (bytes) =>
    bytes >= 1_000_000
      ? `${intl.formatNumber(bytes / 1_000_000, { maximumFractionDigits: 1 })} MB`
      : `${intl.formatNumber(Math.ceil(bytes / 1000))} kB`;
}

/** The words of a sync error: the server's own when it gave any. */
export function SyncErrorText({ error }: { error: SyncError }) {
  return error.message && error.code !== 'unreachable' ? (
    <>{error.message}</>
  ) : (
    <FormattedMessage id={`field.error.${error.code}`} />
  );
}

/** The sync state of `keys` (one document), or of every document of the device. */
export function SyncBar({ keys }: { keys?: string[] }) {
  const intl = useIntl();
  const waiting = useWaiting(keys);
  const status = useSyncStatus();
  const bytes = useBytes();
  if (!waiting) return null;
  const error = waiting.lastError ?? (waiting.operations ? status.lastError : null);
  return (
    <section className="field-sync" aria-label={intl.formatMessage({ id: 'field.sync.label' })}>
      <p className="field-sync__state">
        {waiting.operations || waiting.photos ? (
          <FormattedMessage
            id="field.sync.waiting"
            values={{ operations: waiting.operations, photos: waiting.photos, size: bytes(waiting.bytes) }}
          />
        ) : (
          <FormattedMessage id="field.sync.done" />
        )}{' '}
        {waiting.lastSyncAt && (
          <FormattedMessage id="field.sync.last" values={{ time: formatDateTime(waiting.lastSyncAt) }} />
        )}
      </p>
      {error && (
        <p className="field-sync__error" role="status">
          <SyncErrorText error={error} />
        </p>
      )}
      {status.running && status.totalBytes > 0 && (
        <progress
          className="field-sync__progress"
          max={status.totalBytes}
          value={status.sentBytes}
          aria-label={intl.formatMessage({ id: 'field.sync.progress' })}
        />
      )}
      {waiting.operations > 0 && (
        <button
          type="button"
          className="bo-button bo-button--secondary"
          onClick={() => requestSync(0)}
          disabled={status.running}
        >
          <FormattedMessage id={status.running ? 'field.sync.running' : 'field.sync.now'} />
        </button>
      )}
    </section>
  );
}
