/**
 * Modal that picks one existing template item (docs/spec.md §2: "Adding happens through modals that
 * pick from existing items"): the design system's pick-list; choosing an item calls `onPick`
 * and closes.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from 'shared-ui';
import { PickList } from 'shared-ui/forms';
import type { TemplateSummary } from 'shared-api/contract';

export function PickModal({
  title,
  items,
  onPick,
  onClose,
}: {
  title: ReactNode;
  items: TemplateSummary[];
  onPick: (item: TemplateSummary) => void;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <PickList
        items={items}
        column={<FormattedMessage id="ui.name" />}
        onPick={(item) => {
          onPick(item);
          onClose();
        }}
      />
    </Modal>
  );
}
