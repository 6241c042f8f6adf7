/**
 * `/inspections`: the field app's start (docs/product.md "The field app"). "Op dit toestel": the
 * account's inspections the device holds, with what of each is not yet on the server, opened
 * offline too; "Klaar voor inspectie": what waits for the inspector on the server
 * (`GET /app/reports`, in the server's order: by planned start, unplanned last, each with its
 * planned Brussels day and time), downloaded with its templates and completeness for offline work (one that
 * another device holds says since when; downloaded, it can be taken over there). The sync
 * state and the device's storage are always shown.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLiveQuery } from 'dexie-react-hooks';
import { paths, firstErrorMessage } from 'shared-api';
import type { AppWaitingItem } from 'shared-api/contract';
import { CardGrid, EmptyState, formatDateTime, Loading, RecordCard } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { deviceId, documentKey, onDevice, type DeviceInspection } from '../device/db';
import { keepDownload } from '../device/inspections';
import { useDownloadInspectionMutation, useGetWaitingInspectionsQuery } from '../inspectionsApi';
import { requestSync } from '../sync/engine';
import { SyncBar } from '../sync/SyncBar';
import { useWaiting } from '../sync/useSync';
import { useUserId } from '../useUserId';
import { StorageInfo } from './StorageInfo';
import { PlannedTime } from './PlannedTime';
import { useDeviceName } from '../device/useDeviceName';

const TYPE_IDS = {
  enter: 'field.type.enter',
  exit: 'field.type.exit',
  start_works: 'field.type.start_works',
  other: 'field.type.other',
};

/**
 * One inspection the device holds: its state there and the way in. "Alles staat op de server" is
 * said only once the device's outbox and photos were read and nothing of them waits.
 */
function HeldCard({ inspection }: { inspection: DeviceInspection }) {
  const waiting = useWaiting([inspection.key]);
  const { item } = inspection.download;
  const state = inspection.finishedAt
    ? 'field.held.finished'
    : inspection.lostAt
      ? 'field.held.lost'
      : !waiting
        ? null
        : waiting.operations || waiting.photos
          ? 'field.held.waiting'
          : 'field.held.synced';
  return (
    <RecordCard
      heading={item.address || item.hashed_id}
      actions={
        !inspection.finishedAt && (
          <Link className="bo-button field-touch" to={paths.inspection(inspection.kind, inspection.id, 'intro')}>
            <FormattedMessage id="field.open" />
          </Link>
        )
      }
    >
      <PlannedTime start={item.planned_start} minutes={item.planned_minutes} />
      <p>
        <FormattedMessage id={TYPE_IDS[item.type]} /> · {item.parties_string}
      </p>
      {state && (
        <p className="field-held__state">
          <FormattedMessage
            id={state}
            values={{
              operations: waiting?.operations ?? 0,
              photos: waiting?.photos ?? 0,
              time: inspection.lostAt ? formatDateTime(inspection.lostAt) : '',
            }}
          />
        </p>
      )}
    </RecordCard>
  );
}

/** One document waiting for the inspector on the server: download it to the device. */
function WaitingCard({ item, onDownload }: { item: AppWaitingItem; onDownload: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(null);
    await onDownload().catch((failure: unknown) => setError(firstErrorMessage(failure)));
    setBusy(false);
  };
  return (
    <RecordCard
      heading={item.address || item.hashed_id}
      actions={
        <button type="button" className="bo-button field-touch" onClick={download} disabled={busy}>
          <FormattedMessage id={busy ? 'field.downloading' : 'field.download'} />
        </button>
      }
    >
      <PlannedTime start={item.planned_start} minutes={item.planned_minutes} />
      <p>
        <FormattedMessage id={item.kind === 'addendum' ? 'field.kind.addendum' : TYPE_IDS[item.type]} /> ·{' '}
        {item.parties_string}
      </p>
      {item.device && !item.device.this_device && (
        <p>
          <FormattedMessage id="field.lost.since" values={{ time: formatDateTime(item.device.claimed_at) }} />
        </p>
      )}
      {error && (
        <p className="bo-field__error" role="alert">
          {error}
        </p>
      )}
    </RecordCard>
  );
}

export function InspectionListPage() {
  const intl = useIntl();
  const userId = useUserId();
  const name = useDeviceName();
  const held = useLiveQuery(
    () => (userId ? onDevice((db) => db.inspections.where('userId').equals(userId).toArray()) : []),
    [userId],
  );
  const waiting = useGetWaitingInspectionsQuery(name!, { skip: !name });
  const [downloadInspection] = useDownloadInspectionMutation();
  const heldKeys = new Set((held ?? []).map((row) => row.key));
  const toDownload = (waiting.data ?? []).filter((item) => !heldKeys.has(documentKey(item.kind, item.id)));

  const download = (item: AppWaitingItem) => async () => {
    const answer = await downloadInspection({ kind: item.kind, id: item.id, device: await deviceId() }).unwrap();
    await keepDownload(item.kind, item.id, userId!, answer);
    void navigator.storage?.persist?.();
    requestSync(0);
  };

  return (
    <div className="bo-page field">
      <div className="bo-page__header">
        <h1>
          <FormattedMessage id="field.title" />
        </h1>
      </div>
      <SyncBar />
      <StorageInfo />
      <section aria-labelledby="field-held">
        <h2 id="field-held">
          <FormattedMessage id="field.held" />
        </h2>
        {!held ? (
          <Loading />
        ) : held.length ? (
          <CardGrid>
            {held.map((inspection) => (
              <li key={inspection.key}>
                <HeldCard inspection={inspection} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <EmptyState
            title={intl.formatMessage({ id: 'field.held.emptyTitle' })}
            text={<FormattedMessage id="field.held.empty" />}
          />
        )}
      </section>
      <section aria-labelledby="field-waiting">
        <h2 id="field-waiting">
          <FormattedMessage id="field.waiting" />
        </h2>
        {waiting.isError ? (
          <p role="status">
            <FormattedMessage id="field.waiting.unreachable" />
          </p>
        ) : !waiting.data ? (
          <Loading />
        ) : toDownload.length ? (
          <CardGrid>
            {toDownload.map((item) => (
              <li key={documentKey(item.kind, item.id)}>
                <WaitingCard item={item} onDownload={download(item)} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <p>
            <FormattedMessage id="field.waiting.empty" />
          </p>
        )}
      </section>
    </div>
  );
}
