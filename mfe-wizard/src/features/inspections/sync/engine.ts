/**
 * The outbox's drain (docs/product.md "The field app"): our own code sends the device's pending
 * operations in order (start, content, photos, finish; up to three photos in a row at once), on
 * start, when the browser comes online, when the page becomes visible, after an edit and on a
 * timer, backing off after failures (Safari has no background sync). The server's receipt decides
 * which photos are still missing; the finish goes only when the receipt lists none and the last
 * content is acknowledged; a finish asked again after its answer was lost (409: no longer in the
 * app) counts as done. Another device's
 * claim stops a document's operations, keeping its local work. Status for the screens through
 * {@link subscribeSync} / {@link syncStatus}.
 */
import { firstErrorMessage } from 'shared-api';
import {
  device,
  deviceId,
  nowSeconds,
  onDevice,
  type DeviceInspection,
  type OutboxOperation,
  type SyncError,
} from '../device/db';
import { inspectionsApi, type OnDevice } from '../inspectionsApi';

/** A failed call: its HTTP status, or a word for no answer, and the body. */
type CallError = { status: number | string; data?: unknown };

/** What the screens show of the drain: running, bytes sent of the run's total, last success and failure. */
export interface SyncStatus {
  running: boolean;
  sentBytes: number;
  totalBytes: number;
  lastSuccessAt: number | null;
  lastError: SyncError | null;
  /** Unix seconds of the next try after a failure. */
  retryAt: number | null;
}

type Dispatch = (action: never) => unknown;
interface Engine {
  dispatch: Dispatch;
  signedIn: () => boolean;
}

let engine: Engine | null = null;
let status: SyncStatus = {
  running: false,
  sentBytes: 0,
  totalBytes: 0,
  lastSuccessAt: null,
  lastError: null,
  retryAt: null,
};
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let again = false;

/** Idle tries every 30 s; after failures 5 s doubling up to 5 min. */
const IDLE_MS = 30_000;
const backOff = () => Math.min(5_000 * 2 ** (failures - 1), 300_000);

function update(changes: Partial<SyncStatus>) {
  status = { ...status, ...changes };
  for (const listener of listeners) listener();
}

/** The drain's current status (a stable object until it changes). */
export const syncStatus = () => status;
/** Calls `listener` on every status change; returns the unsubscribe. */
export function subscribeSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends soon (after `delay` ms): after an edit, a download, a sign-in. */
export function requestSync(delay = 300) {
  if (!engine) return;
  clearTimeout(timer);
  timer = setTimeout(drain, delay);
}

const wake = () => {
  if (document.visibilityState === 'visible') requestSync(0);
};

/**
 * Starts the drain with the page's store: `dispatch` runs the sync calls, `signedIn` tells whether
 * a token is held (signed out, nothing is sent and nothing is dropped). Returns the stop.
 */
export function startSync(dispatch: Dispatch, signedIn: () => boolean): () => void {
  engine = { dispatch, signedIn };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', wake);
  requestSync(0);
  return () => {
    engine = null;
    clearTimeout(timer);
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', wake);
  };
}

/** A failed call as the sync state keeps it. */
function syncError(error: CallError): SyncError {
  const status = error.status;
  const body = (error as { data?: { errors?: Record<string, unknown> } }).data;
  const message = typeof status === 'number' ? firstErrorMessage(error) : null;
  if (typeof status !== 'number') return { code: 'unreachable', message: null };
  if (status === 401) return { code: 'signedOut', message: null };
  if (status >= 500) return { code: 'server', message };
  if (status === 409 && body?.errors && 'device' in body.errors) return { code: 'device', message };
  return { code: 'refused', message };
}

/** Runs one sync call through the store; resolves with its answer or rejects with its CallError. */
async function call<T>(endpoint: { initiate: (arg: never) => unknown }, arg: unknown): Promise<T> {
  const request = engine!.dispatch(endpoint.initiate(arg as never) as never) as {
    unwrap(): Promise<T>;
    reset?: () => void;
  };
  try {
    return await request.unwrap();
  } finally {
    request.reset?.();
  }
}

/** Moves `op` behind every other operation of its document (a finish waits for them). */
async function moveBehind(op: OutboxOperation) {
  await device.transaction('rw', device.outbox, async () => {
    await device.outbox.delete(op.seq!);
    const { seq: _seq, ...rest } = op;
    await device.outbox.add(rest as OutboxOperation);
  });
}

/**
 * Sends the finish of `inspection` when the server holds everything: the last content, and every
 * photo (the receipt). Otherwise queues what is missing before it and answers false.
 */
async function finishWhenComplete(
  op: Extract<OutboxOperation, { op: 'finish' }>,
  inspection: DeviceInspection,
  on: OnDevice,
) {
  const others = await device.outbox
    .where('key')
    .equals(op.key)
    .filter((row) => row.seq !== op.seq)
    .count();
  if (others) return moveBehind(op).then(() => false);
  if (inspection.version !== inspection.syncedVersion) {
    await device.outbox.add({ key: op.key, op: 'content', attempts: 0, lastError: null });
    return moveBehind(op).then(() => false);
  }
  const receipt = await call<{ missing: string[] }>(inspectionsApi.endpoints.getReceipt, on);
  if (receipt.missing.length) {
    const photos = await device.photos.bulkGet(receipt.missing);
    const absent = receipt.missing.filter((_uuid, index) => !photos[index]);
    if (absent.length) throw { status: 'missing', uuids: absent };
    await device.transaction('rw', device.photos, device.outbox, async () => {
      for (const photo of photos) await device.photos.update(photo!.uuid, { uploaded: 0 });
      await device.outbox.bulkAdd(
        receipt.missing.map((uuid) => ({
          key: op.key,
          op: 'media' as const,
          media_uuid: uuid,
          attempts: 0,
          lastError: null,
        })),
      );
    });
    return moveBehind(op).then(() => false);
  }
  await call(inspectionsApi.endpoints.finishInspection, { ...on, body: op.body });
  return true;
}

/** Performs `op`; resolves true when it is done (removed from the outbox). */
async function perform(op: OutboxOperation, inspection: DeviceInspection, on: OnDevice): Promise<boolean> {
  switch (op.op) {
    case 'start':
      await call(inspectionsApi.endpoints.startInspection, on);
      return true;
    case 'content': {
      const version = inspection.version;
      await call(inspectionsApi.endpoints.uploadContent, { ...on, tree: inspection.tree });
      await device.inspections.update(op.key, { syncedVersion: version });
      // an edit made while sending goes in the next round
      return (await device.inspections.get(op.key))!.version === version;
    }
    case 'media': {
      const photo = await device.photos.get(op.media_uuid);
      if (!photo) return true;
      const form = new FormData();
      form.append('uuid', photo.uuid);
      form.append('owner_uuid', photo.owner_uuid);
      form.append('owner_kind', photo.owner_kind);
      form.append('sha256', photo.sha256);
      form.append('captured_at', String(photo.takenAt));
      form.append('file', photo.file, `${photo.uuid}.jpg`);
      await call(inspectionsApi.endpoints.uploadPhoto, { ...on, form });
      await device.photos.update(photo.uuid, { uploaded: 1 });
      update({ sentBytes: status.sentBytes + photo.size });
      return true;
    }
    case 'finish': {
      const finished = await finishWhenComplete(op, inspection, on);
      if (finished) await finishedOnServer(op.key);
      return false;
    }
  }
}

/** The server holds the finished document: the device keeps its record and frees the photos' bytes. */
async function finishedOnServer(key: string) {
  await device.transaction('rw', device.inspections, device.photos, device.outbox, async () => {
    await device.inspections.update(key, { finishedAt: nowSeconds(), lastError: null });
    await device.photos.where('key').equals(key).delete();
    await device.outbox.where('key').equals(key).delete();
  });
}

/** Records `error` on `op` and its document; answers whether the whole run stops (no answer, server failing, signed out). */
async function failed(op: OutboxOperation, error: SyncError): Promise<boolean> {
  await device.transaction('rw', device.inspections, device.outbox, async () => {
    await device.outbox.update(op.seq!, { attempts: op.attempts + 1, lastError: error });
    await device.inspections.update(op.key, {
      lastError: error,
      ...(error.code === 'device' ? { lostAt: nowSeconds() } : {}),
    });
  });
  return error.code === 'unreachable' || error.code === 'server' || error.code === 'signedOut';
}

async function bytesWaiting() {
  let bytes = 0;
  await device.photos.filter((photo) => photo.uploaded === 0).each((photo) => (bytes += photo.size));
  return bytes;
}

/**
 * Photo uploads in flight at once. One at a time, a slow link idles for a round trip and the
 * server's work between photos; a few at once keep it busy. Every other operation waits until
 * the photos before it are answered, and nothing starts after it until it is answered.
 */
const UPLOADS_IN_FLIGHT = 3;

/**
 * Sends `op` and records the outcome on the device; answers the error that stops the whole run
 * (no answer, server failing, signed out), or null. Any other failure skips the rest of its
 * document (`skipped`) for this run.
 */
async function attempt(op: OutboxOperation, name: string, skipped: Set<string>): Promise<SyncError | null> {
  const inspection = await device.inspections.get(op.key);
  if (!inspection || inspection.finishedAt) {
    await device.outbox.delete(op.seq!);
    return null;
  }
  if (inspection.lostAt) {
    skipped.add(op.key);
    return null;
  }
  const on = { kind: inspection.kind, id: inspection.id, device: name };
  try {
    if (await perform(op, inspection, on)) await device.outbox.delete(op.seq!);
    await device.inspections.update(op.key, { lastSyncAt: nowSeconds(), lastError: null });
    update({ lastSuccessAt: nowSeconds(), lastError: null });
    return null;
  } catch (raw) {
    // a finish the server took whose answer was lost: asked again, the document is no longer in the app
    if (op.op === 'finish' && (raw as CallError).status === 409 && syncError(raw as CallError).code === 'refused') {
      await finishedOnServer(op.key);
      return null;
    }
    const error =
      (raw as { status?: unknown }).status === 'missing'
        ? { code: 'missing' as const, message: null }
        : syncError(raw as CallError);
    if (await failed(op, error)) return error;
    skipped.add(op.key);
    update({ lastError: error });
    return null;
  }
}

/**
 * One run: sends operations in `seq` order until none is left or the network or server fails;
 * up to {@link UPLOADS_IN_FLIGHT} photos in a row go at once.
 */
async function drain() {
  if (!engine) return;
  if (status.running) {
    again = true;
    return;
  }
  clearTimeout(timer);
  let stopped: SyncError | null = null;
  /** The photo uploads under way, by their operation's `seq`. */
  const flying = new Map<number, Promise<void>>();
  /** The first stopping error of an upload: the run stops at its next step, however soon the upload ended. */
  let uploadStopped: SyncError | null = null;
  try {
    if (!engine.signedIn()) {
      stopped = { code: 'signedOut', message: null };
      return;
    }
    update({ running: true, sentBytes: 0, totalBytes: await onDevice(() => bytesWaiting()) });
    const name = await deviceId();
    const skipped = new Set<string>();
    for (;;) {
      const op = await onDevice((db) =>
        db.outbox
          .orderBy('seq')
          .filter((row) => !skipped.has(row.key) && !flying.has(row.seq!))
          .first(),
      );
      // an upload may have failed while the next operation was read
      if (uploadStopped) {
        stopped = uploadStopped;
        break;
      }
      if (op?.op === 'media' && flying.size < UPLOADS_IN_FLIGHT) {
        const seq = op.seq!;
        flying.set(
          seq,
          attempt(op, name, skipped)
            .then((error) => {
              uploadStopped ??= error;
            })
            .finally(() => flying.delete(seq)),
        );
        continue;
      }
      if (flying.size) {
        // the limit reached: the next photo waits for one; anything else (or none) waits for all
        await (op?.op === 'media' ? Promise.race(flying.values()) : Promise.all(flying.values()));
        continue;
      }
      if (!op) break;
      stopped = await attempt(op, name, skipped);
      if (stopped) break;
    }
  } finally {
    // a run ends when no upload is under way (a stop, or a failure of the device's store)
    await Promise.allSettled(flying.values());
    failures = stopped ? failures + 1 : 0;
    const wait = stopped ? backOff() : IDLE_MS;
    update({
      running: false,
      retryAt: stopped ? nowSeconds() + Math.round(wait / 1000) : null,
      ...(stopped ? { lastError: stopped } : {}),
    });
    if (engine) timer = setTimeout(drain, again ? 0 : wait);
    again = false;
  }
}
