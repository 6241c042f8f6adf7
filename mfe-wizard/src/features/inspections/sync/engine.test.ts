/**
 * The outbox's drain (sync/engine.ts) on a fake IndexedDB: photos in a row go up to three at a
 * time, and every other operation waits for the photos before it and holds back those after it.
 */
import 'fake-indexeddb/auto';
import { device } from '../device/db';
import { startSync, syncStatus } from './engine';

jest.mock('../inspectionsApi', () => ({
  inspectionsApi: {
    endpoints: Object.fromEntries(
      ['startInspection', 'uploadContent', 'uploadPhoto', 'getReceipt', 'finishInspection'].map((name) => [
        name,
        { initiate: (arg: unknown) => ({ name, arg }) },
      ]),
    ),
  },
}));

type Call = { name: string; start: number; end: number };

/**
 * A dispatch that answers each call after `ms` (one that `fail` refuses after `failMs`, sooner by
 * default), recording when it started and ended. With `hold`, a call's `ms` begin only once the
 * promise `hold(calls)` returns for it (called as the call starts; undefined: at once) has settled.
 */
function fakeServer(
  ms: number,
  fail?: (name: string, index: number) => unknown,
  failMs = ms / 6,
  hold?: (calls: Call[]) => Promise<void> | undefined,
) {
  const calls: Call[] = [];
  let clock = 0;
  const dispatch = (action: never) => {
    const { name } = action as { name: string };
    const call: Call = { name, start: clock++, end: -1 };
    calls.push(call);
    const error = fail?.(name, calls.filter((other) => other.name === name).length - 1);
    const held = hold?.(calls) ?? Promise.resolve();
    return {
      unwrap: () =>
        held.then(
          () =>
            new Promise((resolve, reject) =>
              setTimeout(
                () => {
                  call.end = clock++;
                  if (error) reject(error);
                  else resolve({});
                },
                error ? failMs : ms,
              ),
            ),
        ),
    };
  };
  return { calls, dispatch };
}

async function holding(photos: number, before: ('start' | 'content')[], after: ('content' | 'media')[] = []) {
  await device.delete();
  await device.open();
  await device.inspections.add({
    key: 'report:1',
    kind: 'report',
    id: 1,
    userId: 1,
    download: {} as never,
    downloadedAt: 0,
    tree: { homes: [] } as never,
    version: 1,
    syncedVersion: 0,
    lastSyncAt: null,
    lastError: null,
    lostAt: null,
    finishedAt: null,
  });
  const base = { key: 'report:1', attempts: 0, lastError: null };
  for (const op of before) await device.outbox.add({ ...base, op });
  for (let index = 0; index < photos; index++) {
    const uuid = `photo-${index}`;
    await device.photos.add({
      uuid,
      key: 'report:1',
      owner_uuid: 'object',
      owner_kind: 'entity',
      file: new Blob(['jpeg']),
      preview: new Blob(['jpeg']),
      sha256: 'x',
      size: 4,
      takenAt: 0,
      uploaded: 0,
    });
    await device.outbox.add({ ...base, op: 'media', media_uuid: uuid });
  }
  for (const op of after) await device.outbox.add({ ...base, op: op as 'content' });
}

/** Resolves once `check` holds, looking every 20 ms. */
const until = (check: () => boolean) =>
  new Promise<void>((resolve) => {
    const look = () => (check() ? resolve() : setTimeout(look, 20));
    look();
  });

const drained = () =>
  new Promise<void>((resolve) => {
    const check = async () => ((await device.outbox.count()) === 0 ? resolve() : setTimeout(check, 20));
    void check();
  });

test('photos go up to three at a time; start and content never overlap them', async () => {
  await holding(7, ['start', 'content'], ['content']);
  // the photos' answers wait until three uploads are under way at once (or 2 s have passed, and
  // the count below fails): a busy machine, slow to start each upload, still shows the drain's width
  let release = () => {};
  const threeUnderWay = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    release = () => (clearTimeout(timer), resolve());
  });
  const server = fakeServer(30, undefined, undefined, (calls) => {
    const photos = calls.filter((call) => call.name === 'uploadPhoto');
    if (photos.filter((call) => call.end < 0).length >= 3) release();
    return calls[calls.length - 1].name === 'uploadPhoto' ? threeUnderWay : undefined;
  });
  const stop = startSync(server.dispatch, () => true);
  await drained();
  stop();
  const photos = server.calls.filter((call) => call.name === 'uploadPhoto');
  expect(photos).toHaveLength(7);
  expect(server.calls.map((call) => call.name)).toEqual([
    'startInspection',
    'uploadContent',
    ...photos.map(() => 'uploadPhoto'),
    'uploadContent',
  ]);
  const [start, content, last] = [server.calls[0], server.calls[1], server.calls[server.calls.length - 1]];
  expect(start.end).toBeLessThan(content.start);
  expect(Math.max(content.end, start.end)).toBeLessThan(Math.min(...photos.map((call) => call.start)));
  expect(Math.max(...photos.map((call) => call.end))).toBeLessThan(last.start);
  const inFlight = (at: number) => photos.filter((call) => call.start <= at && at < call.end).length;
  const most = Math.max(...photos.map((call) => inFlight(call.start)));
  expect(most).toBe(3);
  expect((await device.photos.toArray()).every((photo) => photo.uploaded === 1)).toBe(true);
});

test('no answer stops the run after the uploads under way; the failed photo stays in the outbox', async () => {
  await holding(6, []);
  const server = fakeServer(60, (name, index) =>
    name === 'uploadPhoto' && index === 0 ? { status: 'FETCH_ERROR' } : null,
  );
  const stop = startSync(server.dispatch, () => true);
  // the run has ended: it knows of the failure and every upload under way has had its answer
  await until(
    () =>
      syncStatus().lastError?.code === 'unreachable' &&
      !syncStatus().running &&
      server.calls.every((call) => call.end >= 0),
  );
  stop();
  const photos = server.calls.filter((call) => call.name === 'uploadPhoto');
  // at most those under way when the run learnt of the failure (three when the machine keeps up)
  expect(photos.length).toBeLessThanOrEqual(3);
  const left = await device.outbox.toArray();
  const notSent = ['photo-1', 'photo-2', 'photo-3', 'photo-4', 'photo-5'].slice(photos.length - 1);
  expect(left.map((op) => (op.op === 'media' ? op.media_uuid : op.op))).toEqual(['photo-0', ...notSent]);
  expect(left[0].lastError?.code).toBe('unreachable');
});

test('a photo refused at once, before the next one is read from the device, stops the run all the same', async () => {
  // an earlier test's run ends first: one drain at a time
  await until(() => !syncStatus().running);
  await holding(6, []);
  const server = fakeServer(
    60,
    (name, index) => (name === 'uploadPhoto' && index === 0 ? { status: 'FETCH_ERROR' } : null),
    0,
  );
  const stop = startSync(server.dispatch, () => true);
  // the run has ended once the refused photo has its answer and nothing is running
  await until(() => server.calls.some((call) => call.end >= 0) && !syncStatus().running);
  stop();
  // no more than the three under way when the run learnt of it: none sent again, none started after
  expect(server.calls.filter((call) => call.name === 'uploadPhoto').length).toBeLessThanOrEqual(3);
  expect((await device.outbox.toArray()).map((op) => (op.op === 'media' ? op.media_uuid : op.op))).toContain('photo-0');
});

test('signed out (the refresh refused), nothing is dropped; signed in again, the outbox goes on where it stopped', async () => {
  // a run of an earlier test ends first: one drain at a time
  await until(() => !syncStatus().running);
  await holding(4, ['content']);
  let signedIn = true;
  const refused = fakeServer(20, (name, index) => (name === 'uploadPhoto' && index === 1 ? { status: 401 } : null));
  const stop = startSync(refused.dispatch, () => signedIn);
  await until(() => !syncStatus().running && syncStatus().lastError?.code === 'signedOut');
  signedIn = false;
  stop();
  const left = await device.outbox.toArray();
  expect(left.map((op) => (op.op === 'media' ? op.media_uuid : op.op))).toEqual(['photo-1', 'photo-3']);
  expect(left[0].lastError?.code).toBe('signedOut');
  // the screens say why sending stopped
  expect(syncStatus().lastError?.code).toBe('signedOut');
  expect(await device.photos.count()).toBe(4);

  // signed in again: the next run sends what waited, each photo once more at most
  signedIn = true;
  const server = fakeServer(20);
  const again = startSync(server.dispatch, () => signedIn);
  await drained();
  again();
  expect(server.calls.map((call) => call.name)).toEqual(['uploadPhoto', 'uploadPhoto']);
  expect((await device.photos.toArray()).every((photo) => photo.uploaded === 1)).toBe(true);
  expect((await device.inspections.get('report:1'))?.lastError).toBeNull();
});
