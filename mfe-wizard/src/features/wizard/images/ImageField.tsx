/**
 * Image uploader of the editor (docs/spec.md §2 "Afbeeldingen"): the shared-ui drop zone (click, Enter
 * or a drop) and the item's images as thumbnails; in the field app also "Foto nemen", the device's
 * camera (docs/product.md "The field app"). Each chosen file is processed off the main thread
 * (`processImage`, with the field app's profile there) and handed to `onAdd` with a new uuid, its
 * thumbnail preview and its SHA-256;
 * `onLoading` reports `{done, total}` while files are processed, then null; a progress bar shows it
 * too. Removing a stored
 * image asks first ("Are you sure you want to delete?"); a new one goes at once. A file the
 * browser cannot decode is reported under the field and nothing is added.
 */
import { memo, startTransition, useCallback, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { v7 as uuid } from 'uuid';
import { MAX_UPLOAD_BYTES } from 'shared-api/contract';
import { ConfirmDialog, IconButton } from 'shared-ui';
import { DropZone, type FileRejection } from 'shared-ui/forms';
import { FIELD_IMAGES, processImage, TOO_LARGE, WIZARD_IMAGES, type ProcessedImage } from './resize';
import { useWizardSelector } from '../state/selectors';

export interface FieldImage {
  uuid: string;
  url: string;
  /** Held by the server (removing it asks first). */
  stored: boolean;
}

/** A processed image the user added, under its new uuid. */
export type AddedImage = { uuid: string; file: Blob } & Pick<ProcessedImage, 'preview' | 'sha256'>;

export interface ImageFieldProps {
  label: ReactNode;
  images: FieldImage[];
  onAdd: (image: AddedImage) => void;
  onRemove: (uuid: string) => void;
  onLoading?: (progress: { done: number; total: number } | null) => void;
  /** One image only (the orienting picture, the front picture): a new one replaces it. */
  single?: boolean;
}

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

export function ImageField({ label, images, onAdd, onRemove, onLoading, single }: ImageFieldProps) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const progress = useRef({ done: 0, total: 0 });
  const inField = useWizardSelector((state) => state.offline !== null);
  const camera = useRef<HTMLInputElement>(null);

  const [shown, setShown] = useState<{ done: number; total: number } | null>(null);
  // the same function while `onRemove` is: a new photo then renders its own thumbnail only
  const removeThumb = useCallback(
    (image: FieldImage) => (image.stored ? setConfirming(image.uuid) : onRemove(image.uuid)),
    [onRemove],
  );
  const report = () => {
    const now = progress.current.done < progress.current.total ? { ...progress.current } : null;
    // the bar may follow a frame late; the render it causes yields to input (no long task)
    startTransition(() => setShown(now));
    onLoading?.(now);
  };

  // picked files: their type is checked here, their size in the worker (no file-system call here)
  const onPick = (files: File[]) => {
    const accepted = files.filter((file) => file.type in ACCEPT);
    onDrop(
      accepted,
      files.filter((file) => !accepted.includes(file)).map((file) => ({ file, errors: [] })),
    );
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    setError(rejected.length ? intl.formatMessage({ id: 'images.refused' }, { count: rejected.length }) : null);
    const files = single ? accepted.slice(0, 1) : accepted;
    if (!files.length) return;
    if (progress.current.done >= progress.current.total) progress.current = { done: 0, total: 0 };
    progress.current.total += files.length;
    report();
    for (const file of files) {
      processImage(file, inField ? FIELD_IMAGES : WIZARD_IMAGES)
        .then(({ blob, preview, sha256 }) => {
          if (single) images.forEach((image) => onRemove(image.uuid));
          onAdd({ uuid: uuid(), file: blob, preview, sha256 });
        })
        .catch((failure: Error) =>
          setError(
            failure.message === TOO_LARGE
              ? intl.formatMessage({ id: 'images.refused' }, { count: 1 })
              : intl.formatMessage({ id: 'images.unreadable' }, { name: file.name }),
          ),
        )
        .finally(() => {
          progress.current.done += 1;
          report();
        });
    }
  };

  return (
    <div className="bo-field wiz-images">
      <DropZone
        label={label}
        hint={<FormattedMessage id="images.hint" />}
        activeHint={<FormattedMessage id="images.drop" />}
        accept={ACCEPT}
        maxSize={MAX_UPLOAD_BYTES}
        multiple={!single}
        onDrop={onDrop}
        onPick={onPick}
        invalid={Boolean(error)}
      />
      {inField && (
        <>
          <button type="button" className="bo-button bo-button--secondary" onClick={() => camera.current?.click()}>
            <FormattedMessage id="images.camera" />
          </button>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            multiple={!single}
            hidden
            aria-hidden
            onChange={(event) => {
              // whatever the camera gives goes to the worker, which decodes it or says it cannot
              onDrop(Array.from(event.target.files ?? []), []);
              event.target.value = '';
            }}
          />
        </>
      )}
      {shown && (
        <progress
          className="wiz-images__progress"
          max={shown.total}
          value={shown.done}
          aria-label={intl.formatMessage({ id: 'images.processing' }, shown)}
        />
      )}
      {error && (
        <div className="bo-field__error" role="alert">
          {error}
        </div>
      )}
      {images.length > 0 && (
        <ul className="wiz-thumbs">
          {images.map((image) => (
            <Thumb key={image.uuid} image={image} onRemove={removeThumb} />
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="images.removeTitle" />}
          message={<FormattedMessage id="images.removeQuestion" />}
          onConfirm={() => {
            onRemove(confirming);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

/** One thumbnail with its remove button; rendered again only when its image changes. */
const Thumb = memo(function Thumb({ image, onRemove }: { image: FieldImage; onRemove: (image: FieldImage) => void }) {
  const intl = useIntl();
  return (
    <li className="wiz-thumb">
      <img src={image.url} alt="" decoding="async" />
      <IconButton
        icon="delete"
        className="wiz-thumb__remove"
        label={intl.formatMessage({ id: 'ui.removeImage' })}
        onClick={() => onRemove(image)}
      />
    </li>
  );
});
