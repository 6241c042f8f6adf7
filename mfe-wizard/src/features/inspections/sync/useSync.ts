/**
 * The sync state the field app always shows (docs/product.md "The field app"): the drain's status
 * and, from the device's store, what is not yet on the server — operations and bytes waiting, for
 * one document or all of the account's, with the last success and the last error.
 */
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { onDevice, type SyncError } from '../device/db';
import { subscribeSync, syncStatus, type SyncStatus } from './engine';

/** The drain's status, rendered again when it changes. */
export const useSyncStatus = (): SyncStatus => useSyncExternalStore(subscribeSync, syncStatus);

/** What waits on the device for the server. */
export interface Waiting {
  operations: number;
  photos: number;
  bytes: number;
  lastSyncAt: number | null;
  lastError: SyncError | null;
}

/** What of `keys` (document keys; every document of the device when undefined) waits for the server; undefined while read. */
export function useWaiting(keys?: string[]): Waiting | undefined {
  const scope = keys?.join(' ');
  return useLiveQuery(
    () =>
      onDevice(async (db) => {
        const within = (key: string) => !keys || keys.includes(key);
        const [operations, photos, inspections] = await Promise.all([
          db.outbox.filter((row) => within(row.key)).count(),
          db.photos.filter((photo) => photo.uploaded === 0 && within(photo.key)).toArray(),
          db.inspections.filter((row) => within(row.key)).toArray(),
        ]);
        const synced = inspections.map((row) => row.lastSyncAt ?? 0);
        return {
          operations,
          photos: photos.length,
          bytes: photos.reduce((sum, photo) => sum + photo.size, 0),
          lastSyncAt: synced.length && Math.max(...synced) ? Math.max(...synced) : null,
          lastError: inspections.find((row) => row.lastError)?.lastError ?? null,
        };
      }),
    [scope],
  );
}
