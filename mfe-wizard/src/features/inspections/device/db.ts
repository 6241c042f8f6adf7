/**
 * The field app's store on the device (docs/product.md "The field app"): one IndexedDB database
 * (Dexie) with the downloaded inspections (the `GET /app/…/{id}` answer and the edited content
 * tree), their photos (the upload file, its thumbnail and its SHA-256), a follow-up's photos of
 * the report it follows, the outbox of operations
 * waiting for the server and the device's own name. Nothing here is removed by signing out: the
 * work stays until the server has acknowledged it.
 */
import Dexie, { type Table } from 'dexie';
import type { AppReport, ContentTree, FinishBody } from 'shared-api/contract';

/** What a field-app URL names: a report or an addendum sent to the app. */
export type DocumentKind = 'report' | 'addendum';

/** The key of a document on the device, e.g. `report:12`. */
export const documentKey = (kind: DocumentKind, id: number) => `${kind}:${id}`;

/**
 * Why sending stopped: no answer (`unreachable`), the server failing (`server`), signed out
 * (`signedOut`), another device holds the document (`device`), a photo the content names is on
 * neither side (`missing`), or the server refused the operation (`refused`). `message` is the
 * server's own words, in the page's language, when it gave any.
 */
export interface SyncError {
  code: 'unreachable' | 'server' | 'signedOut' | 'device' | 'missing' | 'refused';
  message: string | null;
}

/** One downloaded report or addendum and the work done on it. Times are unix seconds. */
export interface DeviceInspection {
  key: string;
  kind: DocumentKind;
  id: number;
  /** The account that downloaded it: the list shows each account its own. */
  userId: number;
  download: AppReport;
  downloadedAt: number;
  /** The content tree as edited on the device, naming every photo it holds. */
  tree: ContentTree;
  /** Counts the local changes of `tree`; `syncedVersion` is the one the server acknowledged last. */
  version: number;
  syncedVersion: number;
  lastSyncAt: number | null;
  /** The last refusal or failure, until an operation succeeds again. */
  lastError: SyncError | null;
  /** Another device holds the document since then: nothing more is sent from here (local work kept). */
  lostAt: number | null;
  /** The server accepted the finish. */
  finishedAt: number | null;
}

/** A photo taken or chosen on the device. `uploaded` is 1 once the server has stored it. */
export interface DevicePhoto {
  uuid: string;
  key: string;
  owner_uuid: string;
  owner_kind: 'floor' | 'room' | 'entity' | 'observation';
  file: Blob;
  preview: Blob;
  sha256: string;
  size: number;
  takenAt: number;
  uploaded: 0 | 1;
}

/** One pending operation, sent in `seq` order (docs/product.md "The field app"). */
export type OutboxOperation = {
  seq?: number;
  key: string;
  attempts: number;
  lastError: SyncError | null;
} & ({ op: 'start' | 'content' } | { op: 'media'; media_uuid: string } | { op: 'finish'; body: FinishBody });

/** A photo of the report a follow-up follows (`download.entry`), kept for offline work. */
export interface EntryPhoto {
  uuid: string;
  key: string;
  file: Blob;
}

class FieldDatabase extends Dexie {
  inspections!: Table<DeviceInspection, string>;
  photos!: Table<DevicePhoto, string>;
  entryPhotos!: Table<EntryPhoto, string>;
  outbox!: Table<OutboxOperation, number>;
  meta!: Table<{ name: string; value: string }, string>;

  constructor() {
    super('bo-field');
    this.version(1).stores({
      inspections: 'key, userId',
      photos: 'uuid, key',
      outbox: '++seq, key',
      meta: 'name',
    });
    this.version(2).stores({ entryPhotos: 'uuid, key' });
  }
}

export const device = new FieldDatabase();

/**
 * WebKit can lose its IndexedDB connection ("Connection to Indexed Database server lost"); the
 * database is then reopened once and the work tried again, never shown as a crash.
 */
const lostConnection = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'DatabaseClosedError' ||
    /Connection to Indexed Database server lost|database connection is closing/i.test(error.message));

/** Runs `work` on the device's database; reopens it once after a lost connection. Rejects with work's error otherwise. */
export async function onDevice<T>(work: (db: FieldDatabase) => Promise<T>): Promise<T> {
  try {
    return await work(device);
  } catch (error) {
    if (!lostConnection(error)) throw error;
    device.close({ disableAutoOpen: false });
    await device.open();
    return work(device);
  }
}

/** The device's own name, made once (uuid) and kept in the database, not in local storage (which sign-out clears). */
let named: Promise<string> | null = null;
export function deviceId(): Promise<string> {
  named ??= onDevice(async (db) =>
    db.transaction('rw', db.meta, async () => {
      const row = await db.meta.get('device_id');
      if (row) return row.value;
      const value = crypto.randomUUID();
      await db.meta.put({ name: 'device_id', value });
      return value;
    }),
  );
  return named;
}

/** Unix seconds now. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
