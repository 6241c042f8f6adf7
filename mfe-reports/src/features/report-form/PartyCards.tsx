/**
 * The party cards of the report form (docs/spec.md §2 `/reports/{id}/edit`, §5; issue 13): a card per
 * party headed by its type (or its own "other" type), with its name, company, address, phone and
 * e-mail, its representatives ("Vertegenwoordigd door …"), and "edit" and "remove" icon buttons in
 * the corner. Removing asks nothing (§5).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { PartyInput } from 'shared-api/contract';
import { CardGrid, IconButton, RecordCard } from 'shared-ui';
import { partyCardLines } from '../../format';

export function PartyCards({
  parties,
  invalid,
  onEdit,
  onRemove,
}: {
  parties: PartyInput[];
  /** Whether the party at an index has field errors. */
  invalid: (index: number) => boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const intl = useIntl();
  return (
    <CardGrid>
      {parties.map((party, index) => {
        const type =
          party.type === 'other' && party.other_type?.trim()
            ? party.other_type
            : intl.formatMessage({ id: `party.${party.type}` });
        const lines = partyCardLines(party, type).filter((line) => line !== type);
        const name = lines[0] ?? type;
        return (
          <li key={String(party.uuid)}>
            <RecordCard
              heading={type}
              actions={
                <>
                  <IconButton
                    icon="edit"
                    label={intl.formatMessage({ id: 'form.editParty' }, { name })}
                    onClick={() => onEdit(index)}
                  />
                  <IconButton
                    icon="delete"
                    label={intl.formatMessage({ id: 'form.removeParty' }, { name })}
                    onClick={() => onRemove(index)}
                  />
                </>
              }
            >
              {lines.map((line) => (
                <div key={line}>{line}</div>
              ))}
              {(party.represented_by ?? []).map((representative) => (
                <div key={representative.key}>
                  <FormattedMessage
                    id="form.representedBy"
                    values={{ name: partyCardLines(representative, '')[0] ?? '' }}
                  />
                </div>
              ))}
              {invalid(index) && (
                <div className="bo-field__error">
                  <FormattedMessage id="form.partyInvalid" />
                </div>
              )}
            </RecordCard>
          </li>
        );
      })}
    </CardGrid>
  );
}
