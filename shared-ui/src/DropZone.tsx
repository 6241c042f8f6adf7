/**
 * A styled file drop zone (issue 13; design card: react-dropzone) for every file input: a labelled
 * button that opens the file picker on click, Enter or Space, and takes files dragged onto it.
 * Its accessible name is the label followed by the visible hint. `onDrop` receives the accepted
 * files and the refused ones (wrong type per `accept`, or over `maxSize` bytes); the caller shows
 * the previews and any problem (its id goes in `describedBy`).
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { FormattedMessage } from 'react-intl';
import { Icon } from 'shared-ui';

export type { FileRejection };

export interface DropZoneProps {
  label: ReactNode;
  /** The text in the zone; "drag an image here or click" by default. */
  hint?: ReactNode;
  /** The text while files are dragged over the zone. */
  activeHint?: ReactNode;
  /** MIME types and their extensions, e.g. `{ 'image/png': ['.png'] }`. */
  accept: Accept;
  maxSize: number;
  multiple?: boolean;
  onDrop: (accepted: File[], rejected: FileRejection[]) => void;
  invalid?: boolean;
  describedBy?: string;
  /**
   * Files chosen with the file picker, handed over unchecked instead of through `onDrop`: the
   * caller checks their type and size off the main thread (reading a picked file's size is a
   * synchronous file-system call in Chromium, one per file). Dropped files still go to `onDrop`.
   */
  onPick?: (files: File[]) => void;
}

export function DropZone(props: DropZoneProps) {
  const { label, hint, activeHint, accept, maxSize, multiple = false, onDrop, invalid, describedBy, onPick } = props;
  const id = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, accept, maxSize, multiple });
  return (
    <div>
      <span id={`${id}-label`} className="bo-dropzone__label">
        {label}
      </span>
      <div
        {...getRootProps({
          className: `bo-dropzone${isDragActive ? ' bo-dropzone--active' : ''}`,
          role: 'button',
          'aria-labelledby': `${id}-label ${id}-hint`,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
        })}
      >
        <Icon name="upload" size={24} />
        <span id={`${id}-hint`}>
          {isDragActive
            ? (activeHint ?? <FormattedMessage id="ui.dropActive" />)
            : (hint ?? <FormattedMessage id="ui.dropHint" />)}
        </span>
      </div>
      {/* beside the button, not in it (no nested controls), and hidden from assistive technology:
          the button is the one control; react-dropzone opens this input by ref */}
      <input
        {...getInputProps({
          'aria-hidden': true,
          // a stopped event skips react-dropzone's own checks of the picked files
          onChange: onPick
            ? (event: ChangeEvent<HTMLInputElement>) => {
                event.stopPropagation();
                onPick(Array.from(event.target.files ?? []));
                event.target.value = '';
              }
            : undefined,
        })}
      />
    </div>
  );
}
