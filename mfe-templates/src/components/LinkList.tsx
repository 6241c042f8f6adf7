/**
 * Ordered list of linked children (floors of a home, rooms of a floor, entities of a section)
 * with move up/down, optional rename, and removal (asking for confirmation when `confirmRemoval`).
 * `items` are shown in array order; `onChange` receives the new array.
 */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, EmptyState, IconButton, Icon } from 'shared-ui';

export interface LinkItem {
  id: number;
  name: string;
}

export interface LinkListProps<T extends LinkItem> {
  title: ReactNode;
  items: T[];
  onChange: (items: T[]) => void;
  onAdd: () => void;
  addLabel: ReactNode;
  emptyText: ReactNode;
  renamable?: boolean;
  confirmRemoval?: boolean;
}

export function LinkList<T extends LinkItem>(props: LinkListProps<T>) {
  const { title, items, onChange, onAdd, addLabel, emptyText, renamable, confirmRemoval } = props;
  const intl = useIntl();
  const [removing, setRemoving] = useState<number | null>(null);
  const move = (index: number, delta: number) => {
    const next = [...items];
    [next[index], next[index + delta]] = [next[index + delta], next[index]];
    onChange(next);
  };
  const remove = (index: number) => onChange(items.filter((_, position) => position !== index));
  return (
    <section className="bo-card tpl-links">
      <div className="tpl-links__header">
        <h2>{title}</h2>
        <button type="button" className="bo-button bo-button--secondary" onClick={onAdd}>
          <Icon name="add" />
          {addLabel}
        </button>
      </div>
      {items.length === 0 ? (
        <EmptyState title={emptyText} text="" />
      ) : (
        <ol>
          {items.map((item, index) => (
            <li key={`${item.id}-${index}`}>
              {renamable ? (
                <input
                  aria-label={intl.formatMessage({ id: 'links.rename' }, { name: item.name })}
                  value={item.name}
                  onChange={(event) =>
                    onChange(
                      items.map((other, position) =>
                        position === index ? { ...other, name: event.target.value } : other,
                      ),
                    )
                  }
                />
              ) : (
                <span>{item.name}</span>
              )}
              <IconButton
                icon="moveUp"
                label={intl.formatMessage({ id: 'links.up' }, { name: item.name })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />
              <IconButton
                icon="moveDown"
                label={intl.formatMessage({ id: 'links.down' }, { name: item.name })}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              />
              <IconButton
                icon="delete"
                label={intl.formatMessage({ id: 'links.remove' }, { name: item.name })}
                onClick={() => (confirmRemoval ? setRemoving(index) : remove(index))}
              />
            </li>
          ))}
        </ol>
      )}
      {removing !== null && (
        <ConfirmDialog
          title={<FormattedMessage id="links.removeTitle" />}
          message={<FormattedMessage id="links.removeQuestion" values={{ name: items[removing]?.name }} />}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            remove(removing);
            setRemoving(null);
          }}
        />
      )}
    </section>
  );
}
