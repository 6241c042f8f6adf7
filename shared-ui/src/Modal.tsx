/**
 * Accessible modal dialog: `role="dialog"`, labelled by its title, closes on Escape and on the
 * close button, focuses its first field or button when opened, and keeps Tab inside.
 */
import { IconButton } from './icons';
import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * Makes body and footer one form: Enter in a field submits it (HTML implicit submission), as
   * does a footer button of type submit (`DialogActions` without `onConfirm`).
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** CSS width, e.g. `'60vw'` (docs/spec.md §2: object dialog at least 60% of the viewport). */
  minWidth?: string;
}

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

export function Modal({ title, onClose, children, footer, minWidth, onSubmit }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const intl = useIntl();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const body = panel.current?.querySelector<HTMLElement>('.bo-modal__body ' + FOCUSABLE);
    (body ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    // a popover inside the dialog (date picker, menu) closes first and prevents the default
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // rendered at the end of the body: a dialog's form is never nested in the page's form
  return createPortal(
    <div className="bo-modal__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className="bo-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={minWidth ? { minWidth } : undefined}
        onKeyDown={onKeyDown}
      >
        {/* a div, not a header: a portalled header would be a second banner landmark */}
        <div className="bo-modal__header">
          <h2 id={titleId}>{title}</h2>
          <IconButton icon="close" label={intl.formatMessage({ id: 'ui.close' })} onClick={onClose} />
        </div>
        {onSubmit ? (
          <form
            className="bo-modal__form"
            noValidate
            onSubmit={(event) => {
              // a dialog opened from a page's form must not submit that form too
              event.stopPropagation();
              onSubmit(event);
            }}
          >
            <div className="bo-modal__body">{children}</div>
            {footer && <footer className="bo-modal__footer">{footer}</footer>}
          </form>
        ) : (
          <>
            <div className="bo-modal__body">{children}</div>
            {footer && <footer className="bo-modal__footer">{footer}</footer>}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
