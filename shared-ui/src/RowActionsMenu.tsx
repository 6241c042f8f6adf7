/**
 * The open row-action menu (issue 13; WAI-ARIA menu button through Radix DropdownMenu), loaded
 * by `RowActions` on the first use of its button, so that a list does not load Radix (issue 12).
 * It opens at once; items are reached with the arrow keys and chosen with Enter, and closing
 * gives the focus back to the button.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { IconButton } from './icons';
import type { RowAction } from './rowAction';

export default function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger asChild>
        <IconButton icon="moreActions" label={label} />
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
  );
}
