/**
 * The footer of a dialog: "Annuleren" and one primary button (docs/spec.md §8 dialogs). `confirmLabel`
 * is the primary button's text; `busy` disables both while the action runs, `disabled` only the
 * primary one. Without `onConfirm` the primary button submits the dialog's form (`Modal`'s
 * `onSubmit`), so Enter in a field does the same.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface DialogActionsProps {
  onCancel: () => void;
  onConfirm?: () => void;
  confirmLabel: ReactNode;
  busy?: boolean;
  disabled?: boolean;
}

export function DialogActions({ onCancel, onConfirm, confirmLabel, busy, disabled }: DialogActionsProps) {
  return (
    <>
      <button type="button" className="bo-button bo-button--secondary" onClick={onCancel} disabled={busy}>
        <FormattedMessage id="ui.cancel" />
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className="bo-button"
        onClick={onConfirm}
        disabled={busy || disabled}
      >
        {confirmLabel}
      </button>
    </>
  );
}
