/** One action of a table row's menu (RowActions, RowActionsMenu). */
import type { ReactNode } from 'react';

export interface RowAction {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  /** A destructive action, shown in the error colour. */
  danger?: boolean;
}
