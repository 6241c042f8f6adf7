/**
 * Grouped entity picker of the room editor (docs/spec.md §2): checkbox buttons of the entity templates
 * grouped Basisstructuur (base), Electriciteit (elec) and specific. `value` is the room's
 * ordered entity links; checking appends a link (order = position, optional false), unchecking
 * removes it, so the order of choice is kept.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { EntityLink, EntityType, TemplateSummary } from 'shared-api/contract';

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
      {ROOM_ENTITY_GROUPS.map((group) => (
        <fieldset key={group} className="bo-card tpl-picker">
          <legend>{intl.formatMessage({ id: `entityType.${group}` })}</legend>
          {entities.filter((entity) => entity.type === group).length === 0 && (
            <p className="bo-muted">
              <FormattedMessage id="picker.none" />
            </p>
          )}
          {entities
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
