/**
 * Confirmation question (spec §8 confirm dialogs): "Ja" confirms, "Annuleren", Escape or the
 * close button cancel. `busy` disables the buttons while the confirmed action runs.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from './Modal';

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
        <>
          <button type="button" className="bo-button bo-button--secondary" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="ui.cancel" />
          </button>
          <button type="button" className="bo-button" onClick={onConfirm} disabled={busy}>
            <FormattedMessage id="ui.yes" />
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
