/**
 * Snackbar stack (docs/spec.md §8): red for errors, green for success; each item leaves after
 * `duration` ms (docs/spec.md §9: 5000) or on its close button. Announced to screen readers.
 * Shown at the top centre (tokens.css), never over the save button that ends a form (issue 23).
 */
import { IconButton } from './icons';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface SnackbarItem {
  key: string;
  kind: 'error' | 'success';
  title?: ReactNode;
  message: ReactNode;
}

export const SNACKBAR_DURATION_MS = 5000;

function SnackbarEntry({
  item,
  onDismiss,
  duration,
}: {
  item: SnackbarItem;
  onDismiss: (key: string) => void;
  duration: number;
}) {
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.key), duration);
    return () => clearTimeout(timer);
  }, [item.key, onDismiss, duration]);
  return (
    <div className={`bo-snackbar bo-snackbar--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
      <div>
        {item.title && <strong>{item.title}</strong>}
        <span>{item.message}</span>
      </div>
      <IconButton icon="close" label={intl.formatMessage({ id: 'ui.close' })} onClick={() => onDismiss(item.key)} />
    </div>
  );
}

export function Snackbar({
  items,
  onDismiss,
  duration = SNACKBAR_DURATION_MS,
}: {
  items: SnackbarItem[];
  onDismiss: (key: string) => void;
  duration?: number;
}) {
  return (
    <div className="bo-snackbar-stack">
      {items.map((item) => (
        <SnackbarEntry key={item.key} item={item} onDismiss={onDismiss} duration={duration} />
      ))}
    </div>
  );
}
