/**
 * Image upload with a square crop (docs/spec.md §9: logo 128×128, profile picture 265×265). Dropping or
 * picking a png, jpg or gif in the drop zone opens a crop dialog (react-easy-crop); the cropped
 * area is drawn at `size`×`size` pixels and re-encoded in the file's own type. `onChange`
 * receives the cropped `File`, or null when the image is removed. `currentUrl` shows the stored
 * image until a new one is chosen.
 */
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import type { Area } from 'react-easy-crop';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal, DialogActions, Loading } from 'shared-ui';
import { DropZone, type FileRejection } from './DropZone';

// the cropper loads only when an image is picked
const Cropper = lazy(() => import('react-easy-crop'));

const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/gif': ['.gif'] };

export interface ImageCropFieldProps {
  label: ReactNode;
  size: number;
  currentUrl: string | null;
  onChange: (file: File | null) => void;
  error?: string;
  /** Largest accepted file in bytes. */
  maxBytes: number;
  /** Whether the image may be removed (a "remove" button); true by default. */
  removable?: boolean;
}

async function crop(source: string, area: Area, size: number, type: string, name: string): Promise<File> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  // browsers cannot encode gif: a cropped gif becomes a png
  const outType = type === 'image/gif' ? 'image/png' : type;
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('crop failed'))), outType, 0.92),
  );
  return new File([blob], name.replace(/\.\w+$/, outType === 'image/png' ? '.png' : '.jpg'), { type: outType });
}

export function ImageCropField(props: ImageCropFieldProps) {
  const { label, size, currentUrl, onChange, error, maxBytes, removable = true } = props;
  const intl = useIntl();
  const id = useId();
  const [picked, setPicked] = useState<{ url: string; type: string; name: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [cropState, setCropState] = useState({ crop: { x: 0, y: 0 }, zoom: 1, area: null as Area | null });
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (accepted: File[], rejected: FileRejection[]) => {
    const refusal = rejected[0]?.errors[0]?.code;
    if (refusal)
      return setProblem(intl.formatMessage({ id: refusal === 'file-too-large' ? 'ui.imageTooLarge' : 'ui.imageType' }));
    const file = accepted[0];
    if (!file) return;
    setProblem(null);
    setPicked({ url: URL.createObjectURL(file), type: file.type, name: file.name });
  };
  const confirm = async () => {
    if (!picked || !cropState.area) return;
    const file = await crop(picked.url, cropState.area, size, picked.type, picked.name);
    URL.revokeObjectURL(picked.url);
    setPicked(null);
    setPreview(URL.createObjectURL(file));
    onChange(file);
  };
  const shown = preview ?? currentUrl;
  const message = problem ?? error;
  return (
    <div className="bo-field">
      <DropZone
        label={label}
        accept={ACCEPT}
        maxSize={maxBytes}
        onDrop={choose}
        invalid={Boolean(message)}
        describedBy={message ? `${id}-error` : undefined}
      />
      {shown && <img className="bo-image-preview" src={shown} width={size} height={size} alt="" />}
      {shown && removable && (
        <button
          type="button"
          className="bo-link-button"
          onClick={() => {
            setPreview(null);
            onChange(null);
          }}
        >
          <FormattedMessage id="ui.removeImage" />
        </button>
      )}
      {message && (
        <div id={`${id}-error`} className="bo-field__error">
          {message}
        </div>
      )}
      {picked && (
        <Modal
          title={<FormattedMessage id="ui.cropTitle" />}
          onClose={() => setPicked(null)}
          footer={
            <DialogActions
              onCancel={() => setPicked(null)}
              onConfirm={confirm}
              confirmLabel={<FormattedMessage id="ui.cropConfirm" />}
              disabled={!cropState.area}
            />
          }
        >
          <div className="bo-crop">
            <Suspense fallback={<Loading />}>
              <Cropper
                image={picked.url}
                crop={cropState.crop}
                zoom={cropState.zoom}
                aspect={1}
                onCropChange={(next) => setCropState((state) => ({ ...state, crop: next }))}
                onZoomChange={(zoom) => setCropState((state) => ({ ...state, zoom }))}
                onCropComplete={(_area, pixels) => setCropState((state) => ({ ...state, area: pixels }))}
              />
            </Suspense>
          </div>
        </Modal>
      )}
    </div>
  );
}
