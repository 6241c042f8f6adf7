/**
 * Step "type" of the object dialog (spec §2 "Object dialog"): a searchable table of object types
 * (search box "Zoeken", column "Type"); when several entity types are allowed, a radio filter
 * switches between them. Picking a row calls `onPick`.
 */
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TemplateEntity } from 'shared-api/contract';
import { SearchInput } from 'shared-ui';

export interface TypePickerProps {
  types: TemplateEntity[];
  /** Entity types offered (spec §9); the first is selected. Empty: every type. */
  allowed: readonly string[];
  onPick: (type: TemplateEntity) => void;
}

export function TypePicker({ types, allowed, onPick }: TypePickerProps) {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState(allowed[0] ?? '');
  const rows = useMemo(() => {
    const text = query.trim().toLowerCase();
    return types
      .filter((type) => !kind || type.type === kind)
      .filter((type) => !text || type.name.toLowerCase().includes(text));
  }, [types, kind, query]);
  return (
    <div className="wiz-picker">
      {allowed.length > 1 && (
        <fieldset className="wiz-picker__kinds">
          <legend className="bo-visually-hidden">
            <FormattedMessage id="dialog.kind" />
          </legend>
          {allowed.map((value) => (
            <label key={value}>
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
              <FormattedMessage id={`entityType.${value}`} defaultMessage={value} />
            </label>
          ))}
        </fieldset>
      )}
      <SearchInput value={query} onChange={(event) => setQuery(event.target.value)} />
      <div className="bo-table">
        <table>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="dialog.typeColumn" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((type) => (
              <tr
                key={type.id}
                tabIndex={0}
                className="bo-table__row--clickable"
                onClick={() => onPick(type)}
                onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onPick(type)}
              >
                <td>{type.name}</td>
              </tr>
            ))}
            {!rows.length && (
              <tr>
                <td>
                  <FormattedMessage id="dialog.noTypes" />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
