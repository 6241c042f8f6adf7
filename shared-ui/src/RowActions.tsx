/**
 * The actions of one table row in a menu (issue 13): an icon button named "Acties voor {name}"
 * opens a menu whose items are reached with the arrow keys and chosen with Enter. The menu
 * itself (`RowActionsMenu`, Radix) loads on the first click or key on the button, and is fetched
 * ahead when the pointer or the focus reaches it, so a list's first load stays small (issue 12).
 * Clicks and keys inside never reach the row, so a clickable row does not open as well.
 */
import { lazy, Suspense, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from './icons';
import type { RowAction } from './rowAction';

export interface RowActionsProps {
  /** What the row is, for the button's name ("Acties voor {name}"). */
  name: string;
  actions: RowAction[];
}

const loadMenu = () => import('./RowActionsMenu');
const RowActionsMenu = lazy(loadMenu);
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];
const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

export function RowActions({ name, actions }: RowActionsProps) {
  const intl = useIntl();
  const [used, setUsed] = useState(false);
  if (!actions.length) return null;
  const label = intl.formatMessage({ id: 'ui.rowActions' }, { name });
  const button = (
    <IconButton
      icon="moreActions"
      label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => setUsed(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        setUsed(true);
      }}
    />
  );
  return (
    <span onClick={keepFromRow} onKeyDown={keepFromRow}>
      {used ? (
        <Suspense fallback={button}>
          <RowActionsMenu label={label} actions={actions} />
        </Suspense>
      ) : (
        button
      )}
    </span>
  );
}
