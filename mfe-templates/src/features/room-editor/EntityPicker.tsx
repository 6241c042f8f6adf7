/**
 * Grouped entity picker of the room editor (docs/spec.md §2): checkbox buttons of the entity templates
 * grouped Basisstructuur (base), Electriciteit (elec) and specific. `value` is the room's
 * ordered entity links; checking appends a link (order = position, optional false), unchecking
 * removes it, so the order of choice is kept. A search field above the groups shows only the
 * entities whose name holds the typed text (ignoring case); a chosen entity stays chosen while it
 * is filtered out. Enter in the field never submits the room form.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EntityLink, EntityType, TemplateSummary } from 'shared-api/contract';
import { SearchInput } from 'shared-ui';

export const ROOM_ENTITY_GROUPS = ['base', 'elec', 'specific'] as const;

export function EntityPicker({
  entities,
  value,
  onChange,
}: {
  entities: TemplateSummary[];
  value: EntityLink[];
  onChange: (links: EntityLink[]) => void;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const text = query.trim().toLowerCase();
  const shown = text ? entities.filter((entity) => entity.name.toLowerCase().includes(text)) : entities;
  const chosen = new Set(value.map((link) => link.id));
  const toggle = (entity: TemplateSummary) =>
    onChange(
      chosen.has(entity.id)
        ? value.filter((link) => link.id !== entity.id).map((link, index) => ({ ...link, order: index + 1 }))
        : [
            ...value,
            {
              id: entity.id,
              name: entity.name,
              order: value.length + 1,
              optional: false,
              type: entity.type as EntityType,
            },
          ],
    );
  return (
    <>
      <SearchInput
        className="bo-table__search tpl-picker__search"
        aria-label={intl.formatMessage({ id: 'picker.search' })}
        placeholder={intl.formatMessage({ id: 'picker.search' })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      {ROOM_ENTITY_GROUPS.map((group) => (
        <fieldset key={group} className="bo-card tpl-picker">
          <legend>{intl.formatMessage({ id: `entityType.${group}` })}</legend>
          {shown.filter((entity) => entity.type === group).length === 0 && (
            <p className="bo-muted">
              <FormattedMessage id={text ? 'picker.noMatch' : 'picker.none'} />
            </p>
          )}
          {shown
            .filter((entity) => entity.type === group)
            .map((entity) => (
              <button
                key={entity.id}
                type="button"
                role="checkbox"
                aria-checked={chosen.has(entity.id)}
                className={`tpl-chip${chosen.has(entity.id) ? ' tpl-chip--on' : ''}`}
                onClick={() => toggle(entity)}
              >
                {entity.name}
              </button>
            ))}
        </fieldset>
      ))}
    </>
  );
}
