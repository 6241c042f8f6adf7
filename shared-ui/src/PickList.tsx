/**
 * Pick-list of the design system (docs/spec.md §2 "Adding happens through modals that pick from existing
 * items", "Object dialog" type table): a search box ("Zoeken"), a radio filter between `kinds`
 * when there are several, and a one-column table (`column` is its header) where each item is a
 * button with its description. Choosing one calls `onPick`. With `onQueryChange` the search is
 * the caller's (a server searches; `query` is the box's text) and every item given is shown.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SearchInput } from 'shared-ui';

export interface PickItem {
  id: number;
  name: string;
  description?: string;
  type?: string;
}

export interface PickListProps<T extends PickItem> {
  items: T[];
  onPick: (item: T) => void;
  column: ReactNode;
  /** Item types to filter between (the first is selected); no filter when fewer than two. */
  kinds?: readonly string[];
  kindLabel?: (kind: string) => ReactNode;
  /** The search box's text when the caller searches (with `onQueryChange`). */
  query?: string;
  /** Makes the search the caller's: called with the box's text; the items are then shown unfiltered. */
  onQueryChange?: (query: string) => void;
}

export function PickList<T extends PickItem>({
  items,
  onPick,
  column,
  kinds = [],
  kindLabel,
  query: outerQuery,
  onQueryChange,
}: PickListProps<T>) {
  const [ownQuery, setOwnQuery] = useState('');
  const query = onQueryChange ? (outerQuery ?? '') : ownQuery;
  const setQuery = onQueryChange ?? setOwnQuery;
  const [kind, setKind] = useState(kinds.length > 1 ? kinds[0] : '');
  const shown = useMemo(() => {
    const text = onQueryChange ? '' : query.trim().toLowerCase();
    return items
      .filter((item) => !kind || item.type === kind)
      .filter((item) => !text || item.name.toLowerCase().includes(text));
  }, [items, kind, query, onQueryChange]);
  return (
    <div className="bo-pick">
      {kinds.length > 1 && (
        <div className="bo-pick__kinds" role="radiogroup">
          {kinds.map((value) => (
            <label key={value}>
              <input type="radio" checked={kind === value} onChange={() => setKind(value)} />
              {kindLabel ? kindLabel(value) : value}
            </label>
          ))}
        </div>
      )}
      <SearchInput value={query} onChange={(event) => setQuery(event.target.value)} />
      <div className="bo-table bo-pick__table">
        <table>
          <thead>
            <tr>
              <th scope="col">{column}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.id}>
                <td>
                  <button type="button" className="bo-link-button" onClick={() => onPick(item)}>
                    {item.name}
                  </button>
                  {item.description && <span className="bo-muted"> {item.description}</span>}
                </td>
              </tr>
            ))}
            {!shown.length && (
              <tr>
                <td className="bo-muted">
                  <FormattedMessage id="ui.noResults" />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
