/**
 * The device store (device/db.ts) on a fake IndexedDB: a lost connection (WebKit's "Connection to
 * Indexed Database server lost", Dexie's DatabaseClosedError) is reopened once and the work done;
 * a second loss and any other failure reach the caller; nothing written before is lost.
 */
import 'fake-indexeddb/auto';
import { device, onDevice } from './db';

beforeEach(async () => {
  await device.delete();
  await device.open();
  await device.meta.put({ name: 'kept', value: 'before the loss' });
});

test('a closed connection is reopened once and the work runs on the same data', async () => {
  // closed as WebKit's fault leaves it: every call fails until the database is opened again
  device.close({ disableAutoOpen: true });
  let tries = 0;
  const value = await onDevice(async (db) => {
    tries += 1;
    return (await db.meta.get('kept'))?.value;
  });
  expect(value).toBe('before the loss');
  expect(tries).toBe(2);
  expect(device.isOpen()).toBe(true);
});

test('WebKit’s lost-connection error is recognised by its words and retried once', async () => {
  let tries = 0;
  const value = await onDevice(async (db) => {
    tries += 1;
    if (tries === 1) throw new Error('UnknownError: Connection to Indexed Database server lost. Refresh the page.');
    return (await db.meta.get('kept'))?.value;
  });
  expect(value).toBe('before the loss');
  expect(tries).toBe(2);
});

test('a second loss in a row reaches the caller (once, not for ever)', async () => {
  let tries = 0;
  await expect(
    onDevice(async () => {
      tries += 1;
      throw new Error('Connection to Indexed Database server lost');
    }),
  ).rejects.toThrow('Connection to Indexed Database server lost');
  expect(tries).toBe(2);
});

test('any other failure reaches the caller at once', async () => {
  let tries = 0;
  await expect(
    onDevice(async (db) => {
      tries += 1;
      await db.meta.add({ name: 'kept', value: 'twice' });
    }),
  ).rejects.toMatchObject({ name: 'ConstraintError' });
  expect(tries).toBe(1);
  expect((await device.meta.get('kept'))?.value).toBe('before the loss');
});
