/**
 * Modal that picks one existing template item (spec §2: "Adding happens through modals that
 * pick from existing items"): a searchable list; choosing an item calls `onPick` and closes.
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, Modal, SearchInput } from 'shared-ui';
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
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const shown = items.filter((item) => item.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Modal title={title} onClose={onClose}>
      <SearchInput value={search} onChange={(event) => setSearch(event.target.value)} />
      {shown.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'ui.emptyTitle' })} text="" />
      ) : (
        <ul className="tpl-pick">
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="bo-link-button"
                onClick={() => {
                  onPick(item);
                  onClose();
                }}
              >
                {item.name}
              </button>
              <span className="bo-muted"> {item.description}</span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
