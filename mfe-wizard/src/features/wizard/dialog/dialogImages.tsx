/**
 * The object dialog's images by owner (the object and its observations), held outside React state
 * so that a photo arriving from the worker re-renders only its image field and the "Opslaan" button,
 * never the whole form (docs/product.md "The field app": no long task while photos are processed),
 * and so that "Opslaan" reads every processed photo at the moment it is pressed. New bytes wait
 * until "Opslaan" (`added`); stored images removed in the dialog are listed in `removed`.
 */
import { memo, useCallback, useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ImageField, type AddedImage, type FieldImage } from '../images/ImageField';
import { keepFile } from '../state/mediaFiles';

/** Photos processed of photos chosen, over every image field of the dialog. */
export interface ImageProgress {
  done: number;
  total: number;
}

const NONE: FieldImage[] = [];

/** The dialog's image store: read with {@link useOwnerImages} and {@link useImageProgress}. */
export class DialogImages {
  private byOwner = new Map<string, FieldImage[]>();
  private loading = new Map<string, ImageProgress | null>();
  private progressNow: ImageProgress = { done: 0, total: 0 };
  private listeners = new Set<() => void>();
  /** Images added in the dialog (uuid → owner and upload file), in the order they came. */
  readonly added = new Map<string, { owner: string; file: Blob }>();
  /** Stored images removed in the dialog. */
  readonly removed = new Set<string>();

  /** `initial`: the images each owner holds when the dialog opens. */
  constructor(initial: Record<string, FieldImage[]>) {
    for (const [owner, images] of Object.entries(initial)) this.byOwner.set(owner, images);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private notifying = false;

  /**
   * Tells the subscribers once for every change made in the same task: a photo's arrival adds it
   * and moves the progress, and one render shows both. What the store holds changes at once.
   */
  private changed() {
    if (this.notifying) return;
    this.notifying = true;
    queueMicrotask(() => {
      this.notifying = false;
      for (const listener of this.listeners) listener();
    });
  }

  /** The images of `owner` now (the same array until they change). */
  of = (owner: string): FieldImage[] => this.byOwner.get(owner) ?? NONE;

  /** The progress of every field together; `total` 0 when nothing is being processed. */
  progress = (): ImageProgress => this.progressNow;

  /** Adds a processed image to `owner`; its thumbnail is shown from the preview's object URL. */
  add(owner: string, image: AddedImage) {
    this.added.set(image.uuid, { owner, file: image.file });
    this.byOwner.set(owner, [...this.of(owner), { uuid: image.uuid, url: keepFile(image), stored: false }]);
    this.changed();
  }

  /** Removes image `uuid` of `owner`: a new one is forgotten, a stored one listed in `removed`. */
  remove(owner: string, uuid: string) {
    if (!this.added.delete(uuid)) this.removed.add(uuid);
    this.byOwner.set(
      owner,
      this.of(owner).filter((image) => image.uuid !== uuid),
    );
    this.changed();
  }

  /** Records the processing progress of the field `key` (null when it is done). */
  setLoading(key: string, progress: ImageProgress | null) {
    this.loading.set(key, progress);
    let done = 0;
    let total = 0;
    for (const item of this.loading.values()) {
      done += item?.done ?? 0;
      total += item?.total ?? 0;
    }
    this.progressNow = { done, total };
    this.changed();
  }
}

/** The dialog's store, made once when it opens from the images each owner holds then. */
export const useDialogImages = (initial: () => Record<string, FieldImage[]>) =>
  useState(() => new DialogImages(initial()))[0];

/** The images of `owner`, re-rendered only when they change. */
export const useOwnerImages = (store: DialogImages, owner: string) =>
  useSyncExternalStore(store.subscribe, () => store.of(owner));

/** The processing progress of every field of the dialog. */
export const useImageProgress = (store: DialogImages) => useSyncExternalStore(store.subscribe, store.progress);

/** The dialog's image field, rendered again only when its images or its callbacks change. */
const MemoImageField = memo(ImageField);

/**
 * The image field of `owner` in the dialog, on the dialog's store. Its thumbnails follow the store
 * as a deferred value: the render a new photo causes yields to input instead of holding the main
 * thread, while "Opslaan" reads the store itself and its progress (SaveButton) is never deferred.
 */
export function DialogImageField({ store, owner, label }: { store: DialogImages; owner: string; label: ReactNode }) {
  const images = useDeferredValue(useOwnerImages(store, owner));
  const add = useCallback((image: AddedImage) => store.add(owner, image), [store, owner]);
  const remove = useCallback((uuid: string) => store.remove(owner, uuid), [store, owner]);
  const loading = useCallback((progress: ImageProgress | null) => store.setLoading(owner, progress), [store, owner]);
  return <MemoImageField label={label} images={images} onAdd={add} onRemove={remove} onLoading={loading} />;
}
