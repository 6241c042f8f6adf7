/**
 * The field app's work on the device (docs/product.md "The field app"): keeping a downloaded
 * report, writing every edit of the editor with its new photos and the outbox operations that
 * carry them to the server in one IndexedDB transaction, and reading it all back into the editor.
 */
import type { AppReport, PostEditingReport } from 'shared-api/contract';
import {
  adapters,
  type LoadedPayload,
  type OfflineSources,
  type WizardMedia,
  type WizardState,
} from '../../wizard/state/wizardSlice';
import { buildContentTree } from '../../wizard/state/payload';
import { imageOf } from '../../wizard/state/mediaFiles';
import {
  documentKey,
  nowSeconds,
  onDevice,
  type DeviceInspection,
  type DevicePhoto,
  type DocumentKind,
  type EntryPhoto,
} from './db';

/** The bytes of every photo of `entry` (signed URLs, valid for minutes: fetched with the download). Rejects when one fails. */
async function fetchEntryPhotos(key: string, entry: AppReport['entry']) {
  const photos = (entry?.items ?? []).flatMap((item) => item.photos);
  return Promise.all(
    photos.map(async ({ uuid, url }) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return { uuid, key, file: await response.blob() };
    }),
  );
}

/**
 * Keeps `download` (the `GET /app/…/{id}` answer) as the inspection of `userId`, with its content
 * as the tree to edit, and queues its start; a follow-up's photos of the report it follows are
 * fetched first and kept with it (all or nothing). A document already on the device keeps its
 * work: the download then only refreshes what the server sent (templates, completeness, parties).
 */
export async function keepDownload(kind: DocumentKind, id: number, userId: number, download: AppReport) {
  const key = documentKey(kind, id);
  const entryPhotos = await fetchEntryPhotos(key, download.entry);
  await onDevice((db) =>
    db.transaction('rw', db.inspections, db.outbox, db.entryPhotos, async () => {
      await db.entryPhotos.bulkPut(entryPhotos);
      const held = await db.inspections.get(key);
      if (held) return db.inspections.update(key, { download });
      await db.inspections.add({
        key,
        kind,
        id,
        userId,
        download,
        downloadedAt: nowSeconds(),
        tree: download.content,
        version: 0,
        syncedVersion: 0,
        lastSyncAt: null,
        lastError: null,
        lostAt: null,
        finishedAt: null,
      });
      await db.outbox.add({ key, op: 'start', attempts: 0, lastError: null });
    }),
  );
}

/** The kind of the item `uuid` owns photos as (docs/spec.md §3 media owners). */
function ownerKind(state: WizardState, uuid: string): DevicePhoto['owner_kind'] {
  if (state.floors.entities[uuid]) return 'floor';
  if (state.rooms.entities[uuid]) return 'room';
  if (state.observations.entities[uuid]) return 'observation';
  return 'entity';
}

/**
 * Writes the editor's `state` for document `key` (docs/product.md "The field app"): the tree, the
 * photos added since the last write (their files from the editor's file store) and removed ones,
 * and the outbox operations (one content upload, one upload per new photo), all in one
 * transaction: when it resolves, the edit is on the device. Rejects when the device refuses the
 * write (quota), leaving the previous state whole.
 */
export async function saveEdits(key: string, state: WizardState): Promise<void> {
  const tree = buildContentTree(state);
  const media = adapters.media.getSelectors().selectAll(state.media);
  const wanted = new Set(media.map((item) => item.uuid));
  await onDevice((db) =>
    db.transaction('rw', db.inspections, db.photos, db.outbox, async () => {
      const held = await db.photos.where('key').equals(key).primaryKeys();
      const heldSet = new Set(held);
      const added: DevicePhoto[] = [];
      for (const item of media) {
        const image = heldSet.has(item.uuid) ? undefined : imageOf(item.uuid);
        if (image)
          added.push({
            uuid: item.uuid,
            key,
            owner_uuid: item.owner_uuid,
            owner_kind: ownerKind(state, item.owner_uuid),
            file: image.file,
            preview: image.preview,
            sha256: image.sha256,
            size: image.file.size,
            takenAt: nowSeconds(),
            uploaded: 0,
          });
      }
      const removed = held.filter((uuid) => !wanted.has(uuid));
      await db.photos.bulkAdd(added);
      await db.photos.bulkDelete(removed);
      const pending = await db.outbox.where('key').equals(key).toArray();
      const gone = pending
        .filter((row) => row.op === 'media' && removed.includes(row.media_uuid))
        .map((row) => row.seq!);
      await db.outbox.bulkDelete(gone);
      await db.outbox.bulkAdd(
        added.map((photo) => ({ key, op: 'media' as const, media_uuid: photo.uuid, attempts: 0, lastError: null })),
      );
      if (!pending.some((row) => row.op === 'content'))
        await db.outbox.add({ key, op: 'content', attempts: 0, lastError: null });
      const inspection = await db.inspections.get(key);
      if (inspection) await db.inspections.update(key, { tree, version: inspection.version + 1 });
    }),
  );
}

/** The photos of the items of `tree`, with their uuid and owner: every media list of every level. */
function namedMedia(tree: DeviceInspection['tree']): { uuid: string; owner_uuid: string }[] {
  const found: { uuid: string; owner_uuid: string }[] = [];
  const visit = (item: { uuid: string; media?: string[] }) =>
    item.media?.forEach((uuid) => found.push({ uuid, owner_uuid: item.uuid }));
  for (const home of tree.homes) {
    for (const floor of home.floors ?? []) {
      visit(floor);
      for (const room of floor.rooms ?? []) {
        visit(room);
        for (const entity of room.entities ?? []) {
          visit(entity);
          entity.observations?.forEach(visit);
        }
      }
    }
    for (const entity of home.entities ?? []) {
      visit(entity);
      entity.observations?.forEach(visit);
    }
  }
  return found;
}

/**
 * The `PostEditingReport` the editor starts from, made of a downloaded report: the app's
 * configuration text stands for the report type's introduction.
 */
function asEditorReport(download: AppReport): PostEditingReport {
  const type = download.item.type;
  const text = (of: string) => (of === type ? (download.config?.intro_text ?? '') : '');
  const checked = new Set(download.content.circumstances ?? []);
  return {
    id: download.item.report_id,
    hashed_id: download.item.hashed_id,
    type,
    state: download.item.state,
    answers: download.content.homes,
    circumstances: download.circumstances.map((row) => ({ ...row, checked: checked.has(row.key) })),
    parties: download.parties,
    place: download.place ? { ...download.place, front_picture_url: null } : null,
    config: download.config && {
      id: download.config.id,
      name: download.config.name,
      enter_text: text('enter'),
      exit_text: text('exit'),
      start_works_text: text('start_works'),
      other_text: text('other'),
    },
    media: [],
  };
}

/** The entry findings by the follow-up's item uuid, each photo as an object URL of its kept bytes. */
function entryFindingsOf(entry: AppReport['entry'], kept: EntryPhoto[]): OfflineSources['entry'] {
  if (!entry) return null;
  const bytes = new Map(kept.map((photo) => [photo.uuid, photo.file]));
  return {
    reference: entry.reference,
    finished_at: entry.finished_at,
    items: Object.fromEntries(
      entry.items.map((item) => [
        item.uuid,
        {
          ...item,
          photos: item.photos.flatMap((photo) => {
            const file = bytes.get(photo.uuid);
            return file ? [{ uuid: photo.uuid, url: URL.createObjectURL(file) }] : [];
          }),
        },
      ]),
    ),
  };
}

/**
 * Reads inspection `key` from the device as the editor's starting state, or null when the device
 * does not hold it. Each photo on the device shows its thumbnail, and each of the entry findings'
 * photos its picture (object URLs the caller frees with `URL.revokeObjectURL`); a photo only the
 * server holds shows none.
 */
export async function loadForEditor(
  key: string,
  basePath: string,
): Promise<{ inspection: DeviceInspection; payload: LoadedPayload } | null> {
  const found = await onDevice(async (db) => {
    const inspection = await db.inspections.get(key);
    if (!inspection) return null;
    const [photos, entryPhotos] = await Promise.all([
      db.photos.where('key').equals(key).toArray(),
      db.entryPhotos.where('key').equals(key).toArray(),
    ]);
    return { inspection, photos, entryPhotos };
  });
  if (!found) return null;
  const { inspection, photos, entryPhotos } = found;
  const byUuid = new Map(photos.map((photo) => [photo.uuid, photo]));
  const media: WizardMedia[] = namedMedia(inspection.tree).map(({ uuid, owner_uuid }) => {
    const photo = byUuid.get(uuid);
    return { uuid, owner_uuid, id: photo ? null : 0, url: photo ? URL.createObjectURL(photo.preview) : '' };
  });
  const report = asEditorReport(inspection.download);
  const checked = new Set(inspection.tree.circumstances ?? []);
  return {
    inspection,
    payload: {
      reportId: inspection.download.item.report_id,
      type: 'post-editing',
      basePath,
      offline: {
        templates: inspection.download.templates,
        completeness: inspection.download.completeness,
        entry: entryFindingsOf(inspection.download.entry, entryPhotos),
      },
      media,
      keepSignatures: null,
      report: {
        ...report,
        circumstances: report.circumstances.map((row) => ({ ...row, checked: checked.has(row.key) })),
      },
      homes: inspection.tree.homes,
    },
  };
}
