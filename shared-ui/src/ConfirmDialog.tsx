/**
 * Confirmation question (docs/spec.md §8 confirm dialogs): "Ja" confirms, "Annuleren", Escape or the
 * close button cancel. `busy` disables the buttons while the confirmed action runs.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from './Modal';
import { DialogActions } from './DialogActions';

export interface ConfirmDialogProps {
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ title, message, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <DialogActions
          onCancel={onCancel}
          onConfirm={onConfirm}
          confirmLabel={<FormattedMessage id="ui.yes" />}
          busy={busy}
        />
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
