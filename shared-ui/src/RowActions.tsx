/**
 * The actions of one table row in a menu (issue 13; WAI-ARIA menu button through Radix
 * DropdownMenu): an icon button named "Acties voor {name}" opens a menu whose items are reached
 * with the arrow keys and chosen with Enter. Clicks and keys inside never reach the row, so a
 * clickable row does not open as well.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode, SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from './icons';

export interface RowAction {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  /** A destructive action, shown in the error colour. */
  danger?: boolean;
}

export interface RowActionsProps {
  /** What the row is, for the button's name ("Acties voor {name}"). */
  name: string;
  actions: RowAction[];
}

const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

export function RowActions({ name, actions }: RowActionsProps) {
  const intl = useIntl();
  if (!actions.length) return null;
  return (
    <span onClick={keepFromRow} onKeyDown={keepFromRow}>
      <Menu.Root modal={false}>
        <Menu.Trigger asChild>
          <IconButton icon="moreActions" label={intl.formatMessage({ id: 'ui.rowActions' }, { name })} />
        </Menu.Trigger>
        {/* not portalled: the menu stays inside the page's landmarks; it is positioned fixed, so no
            scrolling table clips it */}
        <Menu.Content className="bo-menu" align="end" sideOffset={4}>
          {actions.map((action) => (
            <Menu.Item
              key={action.key}
              className={action.danger ? 'bo-menu__item bo-menu__item--danger' : 'bo-menu__item'}
              onSelect={action.onSelect}
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Root>
    </span>
  );
}
