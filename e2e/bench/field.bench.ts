/**
 * `npm run bench:field` (issue 41, the field app's goals): the field app in Chromium with the CPU
 * 4× slower (CDP `Emulation.setCPUThrottlingRate`), on a report downloaded on `/inspections` and
 * opened from the device. Prints, each with its goal and PASS or MISS:
 * (1) an offline reload of the inspection's intro, from the navigation's start to the frame that
 * shows the editor's heading (measured in the page; also from the `reload()` call, in the test),
 * after the service worker has precached the app, median and each of 7 runs (≤ 1.0 s);
 * (2) one 12 MP photo (4000×3000) chosen in the object dialog until its thumbnail shows (the worker
 * made the upload file, the thumbnail and the SHA-256), 20 one at a time, median (≤ 400 ms), and
 * the main thread's long tasks meanwhile and while 20 more are processed at once (none over 50 ms);
 * (3) 100 photos (processed from 2560×1920 JPEGs, the size of a 12 MP photo after processing)
 * sent by the outbox over 150 ms latency and 1.6 Mbps each way (CDP network emulation, from the
 * start of syncing): the photos' bytes ÷ the time from the first upload's start to the last 2xx
 * answer, as a share of the link (≥ 80 %), with the most uploads in flight at once;
 * (4) the page's JS heap (CDP, after a garbage collection) with 200 photos held by the device for
 * the inspection and its page open, in the session that added them and after a reload (≤ 150 MB).
 * Timings never fail the test; a flow that breaks (a photo not stored or not sent, a page that
 * never shows) does.
 */
import fs from 'node:fs';
import { expect, test, type CDPSession, type Page, type Request } from '@playwright/test';
import { photoJpeg } from '../../server/test/tablet';
import { createReport, personParty, signIn } from '../tests/helpers';

test.use({ serviceWorkers: 'allow' });

/** The link of goal (3): 1.6 Mbps in bytes per second. */
const LINK_BYTES_PER_SECOND = 1_600_000 / 8;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1];
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

/** What the page keeps of its measurements. */
type Marks = { __introShown?: number; __longTasks?: number[]; __thumbShown?: Promise<number> };

/** What the device holds of document `key`, read from its IndexedDB (`bo-field`, device/db.ts). */
async function deviceState(page: Page, key: string) {
  return page.evaluate(
    (documentKey) =>
      new Promise<{ photos: { uuid: string; size: number; uploaded: number }[]; outbox: number }>((resolve, reject) => {
        const open = indexedDB.open('bo-field');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction(['photos', 'outbox'], 'readonly');
          const photos = read.objectStore('photos').index('key').getAll(documentKey);
          const outbox = read.objectStore('outbox').index('key').count(documentKey);
          read.oncomplete = () => {
            db.close();
            resolve({
              photos: (photos.result as { uuid: string; size: number; uploaded: number }[]).map(
                ({ uuid, size, uploaded }) => ({ uuid, size, uploaded }),
              ),
              outbox: outbox.result,
            });
          };
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );
}

/** The content tree the device holds for `key`. */
function deviceTree(page: Page, key: string) {
  return page.evaluate(
    (documentKey) =>
      new Promise<{
        homes: { type: string; floors?: { rooms?: { uuid: string; name: string; entities?: unknown[] }[] }[] }[];
      }>((resolve, reject) => {
        const open = indexedDB.open('bo-field');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('inspections', 'readonly').objectStore('inspections').get(documentKey);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { tree: never }).tree);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

/** Waits until the device has sent every operation of `key` (its outbox empty), at most `timeout` ms. */
async function outboxEmpty(page: Page, key: string, timeout: number) {
  await expect.poll(async () => (await deviceState(page, key)).outbox, { timeout, intervals: [1_000] }).toBe(0);
}

/** Waits until the page's active service worker holds every URL of `/sw.js`'s precache list. */
async function precached(page: Page) {
  const script = await (await page.request.get('/sw.js')).text();
  const urls = (JSON.parse(/\[\{"url":[^\]]*\]/.exec(script)![0]) as { url: string }[]).map((entry) => entry.url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      async () => {
        const cached = await page.evaluate(async () => {
          const paths: string[] = [];
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
          return paths;
        });
        return urls.filter((url) => !cached.includes(url));
      },
      { timeout: 60_000 },
    )
    .toEqual([]);
  return urls.length;
}

/** The JS heap of the page's main thread after a garbage collection, in bytes (CDP). */
async function heapAfterGc(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Starts collecting the durations of the page's long tasks (`longtask` entries, over 50 ms). */
const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const marks = window as unknown as Marks;
    marks.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.__longTasks!.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
const longTasks = (page: Page) => page.evaluate(() => (window as unknown as Marks).__longTasks!.splice(0));

/** Photo files on disk (the browser gets them from disk): `count` distinct generated JPEGs of `width`×`height`. */
async function photoFiles(prefix: string, count: number, width: number, height: number, grain: 'camera' | 'light') {
  const files: string[] = [];
  let bytes = 0;
  for (let seed = 1; seed <= count; seed++) {
    const photo = await photoJpeg(width, height, seed, { grain });
    const file = test.info().outputPath(`${prefix}-${seed}.jpg`);
    fs.writeFileSync(file, photo);
    files.push(file);
    bytes += photo.length;
  }
  return { files, averageBytes: bytes / count };
}

/** Opens the dialog of the `index`th object card of the room page; answers the dialog and its image field's input. */
async function openObject(page: Page, index: number) {
  await page
    .locator('.wiz-content .wiz-card')
    .nth(index)
    .getByRole('button', { name: /aanpassen/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
  await dialog.waitFor();
  return { dialog, input: dialog.locator('.wiz-images input[type=file]').first() };
}

/** The count of thumbnails in the open dialog's first image field. */
const thumbs = (page: Page) => page.locator('.bo-modal .wiz-images').first().locator('.wiz-thumb').count();

/** Chooses `files` in the open dialog and waits until "Opslaan" is enabled with `expected` thumbnails. */
async function chooseAndWait(page: Page, input: ReturnType<Page['locator']>, files: string[], expected: number) {
  await input.setInputFiles(files);
  await expect(page.locator('.bo-modal .wiz-images').first().locator('.wiz-thumb')).toHaveCount(expected, {
    timeout: 900_000,
  });
  await expect(page.locator('.bo-modal__footer button').last()).toBeEnabled();
}

/** "Opslaan" in the open dialog, then waits until the device holds `photos` photos of `key`. */
async function saveDialog(page: Page, key: string, photos: number) {
  await page.locator('.bo-modal__footer').getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog', { name: 'Object aanpassen' })).toBeHidden();
  await expect
    .poll(async () => (await deviceState(page, key)).photos.length, { timeout: 120_000, intervals: [500] })
    .toBe(photos);
  await expect(page.locator('.field-saved')).toHaveText('Opgeslagen op dit toestel');
}

test('field app: offline reload, photo processing, photo sync, heap with 200 photos', async ({ page, context }) => {
  test.setTimeout(2_700_000);
  const street = 'Veldbanklaan';
  await signIn(page, 'user');
  const { id } = await createReport(page, {
    street,
    readyForApp: true,
    parties: [personParty('tenant', 'Lotte', 'Veld', 'lotte.veld@voorbeeld.be')],
  });
  const key = `report:${id}`;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // download the report on /inspections and open it from the device
  await page.goto('/inspections');
  await page.getByRole('listitem').filter({ hasText: street }).getByRole('button', { name: 'Downloaden' }).click();
  const held = page.getByRole('listitem').filter({ hasText: street }).getByRole('link', { name: 'Openen' });
  await held.click();
  await expect(page).toHaveURL(new RegExp(`/inspections/report/${id}/intro$`));
  await expect(page.locator('.wiz-content h2', { hasText: 'Inleiding' })).toBeVisible();
  const precacheCount = await precached(page);

  // (1) offline reloads of the intro: the page marks the frame that first shows its heading
  await page.addInitScript(() => {
    const check = () => {
      const shown = [...document.querySelectorAll('.wiz-content h2')].some(
        (title) => title.textContent === 'Inleiding',
      );
      if (shown) requestAnimationFrame(() => ((window as unknown as Marks).__introShown = performance.now()));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/front/me').then(
        () => true,
        () => false,
      ),
    ),
  ).toBe(false);
  const reloads: { inPage: number; fromCall: number }[] = [];
  for (let run = 0; run < 7; run++) {
    const start = Date.now();
    const response = await page.reload({ waitUntil: 'commit' });
    expect(response?.fromServiceWorker(), 'the worker answers the navigation offline').toBe(true);
    await page.waitForFunction(() => (window as unknown as Marks).__introShown, null, { timeout: 60_000 });
    const fromCall = Date.now() - start;
    reloads.push({ inPage: await page.evaluate(() => (window as unknown as Marks).__introShown!), fromCall });
  }
  await context.setOffline(false);

  // a room of the main home with at least three objects, opened online
  const tree = await deviceTree(page, key);
  const room = tree.homes
    .find((home) => home.type === 'main')!
    .floors!.flatMap((floor) => floor.rooms ?? [])
    .find((candidate) => (candidate.entities?.length ?? 0) >= 3)!;
  await page.goto(`/inspections/report/${id}/floor/room/${room.uuid}`);
  await expect(page.locator('.wiz-content .wiz-card').first()).toBeVisible();

  // (2) 20 photos of 12 MP one at a time, each from the input's change event to the frame after its thumbnail shows
  const twelve = await photoFiles('12mp', 4, 4000, 3000, 'camera');
  const first = await openObject(page, 0);
  await watchLongTasks(page);
  const perPhoto: number[] = [];
  for (let index = 0; index < 20; index++) {
    const before = await thumbs(page);
    await page.evaluate((count) => {
      const input = document.querySelector<HTMLInputElement>('.bo-modal .wiz-images input[type=file]')!;
      (window as unknown as Marks).__thumbShown = new Promise<number>((resolve) => {
        input.addEventListener(
          'change',
          () => {
            const start = performance.now();
            const check = () => {
              const field = document.querySelector('.bo-modal .wiz-images')!;
              if (field.querySelectorAll('.wiz-thumb img').length > count)
                requestAnimationFrame(() => resolve(performance.now() - start));
              else requestAnimationFrame(check);
            };
            check();
          },
          { capture: true, once: true },
        );
      });
    }, before);
    await first.input.setInputFiles(twelve.files[index % twelve.files.length]);
    perPhoto.push(await page.evaluate(() => (window as unknown as Marks).__thumbShown!));
  }
  const oneAtATimeLong = await longTasks(page);
  // 20 more at once: the time until all 20 show, and the long tasks meanwhile
  const batchStart = Date.now();
  await chooseAndWait(
    page,
    first.input,
    Array.from({ length: 20 }, (_, index) => twelve.files[index % twelve.files.length]),
    40,
  );
  const batchMs = Date.now() - batchStart;
  const batchLong = await longTasks(page);
  await saveDialog(page, key, 40);
  await outboxEmpty(page, key, 600_000);

  // (3) 100 photos to the outbox, the network throttled before "Opslaan" (syncing starts after the write)
  const field = await photoFiles('field', 4, 2560, 1920, 'light');
  const second = await openObject(page, 1);
  await chooseAndWait(
    page,
    second.input,
    Array.from({ length: 100 }, (_, index) => field.files[index % field.files.length]),
    100,
  );
  const uploads: Request[] = [];
  const onFinished = (request: Request) => {
    if (request.method() === 'POST' && new RegExp(`/app/reports/${id}/media$`).test(request.url()))
      uploads.push(request);
  };
  page.on('requestfinished', onFinished);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: LINK_BYTES_PER_SECOND,
    uploadThroughput: LINK_BYTES_PER_SECOND,
  });
  const before = new Set((await deviceState(page, key)).photos.map((photo) => photo.uuid));
  await saveDialog(page, key, 140);
  await outboxEmpty(page, key, 1_500_000);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  page.off('requestfinished', onFinished);
  const stored = (await deviceState(page, key)).photos;
  const sent = stored.filter((photo) => !before.has(photo.uuid));
  expect(sent.length).toBe(100);
  expect(sent.every((photo) => photo.uploaded === 1)).toBe(true);
  const photoBytes = sent.reduce((sum, photo) => sum + photo.size, 0);
  const answered: { start: number; end: number; body: number }[] = [];
  for (const request of uploads) {
    const response = await request.response();
    if (!response || response.status() < 200 || response.status() >= 300) continue;
    const timing = request.timing();
    answered.push({
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
      body: (await request.sizes()).requestBodySize,
    });
  }
  expect(answered.length, 'every photo answered 2xx').toBeGreaterThanOrEqual(100);
  const syncStart = Math.min(...answered.map((upload) => upload.start));
  const syncEnd = Math.max(...answered.map((upload) => upload.end));
  const syncSeconds = (syncEnd - syncStart) / 1000;
  const bodyBytes = answered.reduce((sum, upload) => sum + upload.body, 0);
  const share = photoBytes / syncSeconds / LINK_BYTES_PER_SECOND;
  const edges = answered.flatMap((upload) => [
    [upload.start, 1],
    [upload.end, -1],
  ]);
  let inFlight = 0;
  let mostInFlight = 0;
  for (const [, step] of edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]))
    mostInFlight = Math.max(mostInFlight, (inFlight += step));

  // (4) 60 more photos (200 on the device for the inspection), sent on the open network
  const third = await openObject(page, 2);
  await chooseAndWait(
    page,
    third.input,
    Array.from({ length: 60 }, (_, index) => field.files[index % field.files.length]),
    60,
  );
  await saveDialog(page, key, 200);
  await outboxEmpty(page, key, 600_000);
  const heapInSession = await heapAfterGc(cdp);
  await page.reload();
  await expect(page.locator('.wiz-content .wiz-card').first()).toBeVisible();
  await expect(page.locator('.field-saved')).toBeVisible();
  expect((await deviceState(page, key)).photos.length).toBe(200);
  await page.waitForTimeout(1_000);
  const heapReloaded = await heapAfterGc(cdp);

  const inPage = reloads.map((run) => run.inPage);
  const fromCall = reloads.map((run) => run.fromCall);
  const worstLong = (tasks: number[]) => (tasks.length ? ms(Math.max(...tasks)) : '–');
  console.log(
    [
      `field app benchmark · report ${id} · CPU 4× slower · ${precacheCount} files precached by the service worker`,
      `  (1) offline reload → intro heading shown: median ${ms(median(inPage))} from the navigation's start ` +
        `(runs ${inPage.map(ms).join(', ')}); from the reload call median ${ms(median(fromCall))} ` +
        `(runs ${fromCall.map(ms).join(', ')}) · goal ≤ 1000 ms · ${verdict(median(inPage) <= 1000)}`,
      `  (2) one 12 MP photo (4000×3000, ${mb(twelve.averageBytes)}) → upload file and thumbnail: median ${ms(median(perPhoto))}, ` +
        `p95 ${ms(p95(perPhoto))}, max ${ms(Math.max(...perPhoto))}, first ${ms(perPhoto[0])} (20 one at a time) ` +
        `· goal ≤ 400 ms · ${verdict(median(perPhoto) <= 400)}`,
      `      long tasks on the main thread while 20 are processed one at a time: ${oneAtATimeLong.length} over 50 ms, ` +
        `longest ${worstLong(oneAtATimeLong)} · goal none · ${verdict(oneAtATimeLong.length === 0)}`,
      `      20 chosen at once: all thumbnails in ${(batchMs / 1000).toFixed(1)} s (${ms(batchMs / 20)} a photo); long tasks ` +
        `${batchLong.length} over 50 ms, longest ${worstLong(batchLong)} · goal none · ${verdict(batchLong.length === 0)}`,
      `  (3) 100 photos (${mb(photoBytes)}, ${(photoBytes / 100 / 1024).toFixed(0)} KiB each` +
        // Chromium does not hand a body with a Blob in it to the test: then only the photos' own size
        `${bodyBytes ? `; request bodies ${mb(bodyBytes)}` : ''}) ` +
        `synced over 150 ms and 1.6 Mbps: ${syncSeconds.toFixed(1)} s from the first upload to the last 2xx, ` +
        `${(photoBytes / syncSeconds / 1000).toFixed(0)} kB/s = ${(share * 100).toFixed(0)} % of the link, ` +
        `at most ${mostInFlight} upload(s) in flight · goal ≥ 80 % · ${verdict(share >= 0.8)}`,
      `  (4) JS heap with 200 photos on the device, inspection page open: ${mb(heapReloaded)} after a reload, ` +
        `${mb(heapInSession)} in the session that added them · goal ≤ 150 MB · ` +
        `${verdict(Math.max(heapReloaded, heapInSession) <= 150 * 1024 * 1024)}`,
    ].join('\n'),
  );
});
