/**
 * Another device holds this inspection (docs/product.md "One device at a time"): the server
 * refused this device's work with 409. Nothing local is dropped: the page says since when, offers
 * the local work as a file ("Bewaren als bestand": the tree and every photo, JSON) and lets the
 * inspector take the inspection over explicitly ("Overnemen", asked first), after which the
 * outbox sends this device's work again.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLiveQuery } from 'dexie-react-hooks';
import { firstErrorMessage } from 'shared-api';
import { ConfirmDialog, formatDateTime, saveBlob } from 'shared-ui';
import { deviceId, onDevice } from '../device/db';
import { useTakeOverInspectionMutation } from '../inspectionsApi';
import { requestSync } from '../sync/engine';
import { SyncErrorText } from '../sync/SyncBar';

/** `file` as a `data:` URL, encoded off the script by the browser. */
const dataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The device's work on `key` as one JSON file: the download's item, the tree and each photo (base64). */
async function exportWork(key: string) {
  const { inspection, photos } = await onDevice(async (db) => ({
    inspection: (await db.inspections.get(key))!,
    photos: await db.photos.where('key').equals(key).toArray(),
  }));
  const encoded = [];
  // one photo at a time, encoded by the browser (FileReader), not byte by byte in script
  for (const { file, preview: _preview, ...photo } of photos)
    encoded.push({ ...photo, jpeg_base64: (await dataUrl(file)).replace(/^data:[^,]*,/, '') });
  const body = JSON.stringify({ item: inspection.download.item, tree: inspection.tree, photos: encoded });
  saveBlob(
    new Blob([body], { type: 'application/json' }),
    `${inspection.download.item.hashed_id}-${key.replace(':', '-')}.json`,
  );
}

export function TakenOver({ documentKey: key }: { documentKey: string }) {
  const intl = useIntl();
  const inspection = useLiveQuery(() => onDevice((db) => db.inspections.get(key)), [key]);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [takeOver, { isLoading }] = useTakeOverInspectionMutation();
  if (!inspection?.lostAt) return null;

  const confirmTakeOver = async () => {
    setAsking(false);
    setError(null);
    try {
      await takeOver({ kind: inspection.kind, id: inspection.id, device: await deviceId() }).unwrap();
      await onDevice((db) => db.inspections.update(key, { lostAt: null, lastError: null }));
      requestSync(0);
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  };

  return (
    <section className="field-lost" aria-label={intl.formatMessage({ id: 'field.lost.label' })}>
      <p role="alert">
        {inspection.lastError?.code === 'device' ? (
          <SyncErrorText error={inspection.lastError} />
        ) : (
          <FormattedMessage id="field.lost.since" values={{ time: formatDateTime(inspection.lostAt) }} />
        )}{' '}
        <FormattedMessage id="field.lost.kept" />
      </p>
      <div className="field-lost__actions">
        <button type="button" className="bo-button bo-button--secondary field-touch" onClick={() => exportWork(key)}>
          <FormattedMessage id="field.lost.export" />
        </button>
        <button type="button" className="bo-button field-touch" onClick={() => setAsking(true)} disabled={isLoading}>
          <FormattedMessage id="field.lost.takeOver" />
        </button>
      </div>
      {error && <p className="bo-field__error">{error}</p>}
      {asking && (
        <ConfirmDialog
          title={<FormattedMessage id="field.lost.takeOver" />}
          message={<FormattedMessage id="field.lost.question" />}
          onConfirm={confirmTakeOver}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
