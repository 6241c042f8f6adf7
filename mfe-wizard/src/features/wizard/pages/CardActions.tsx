/** The edit and delete buttons in a wizard card's corner, named after the item (`name`) for screen readers. */
import { FormattedMessage, useIntl } from 'react-intl';

export function CardActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete: () => void }) {
  const intl = useIntl();
  return (
    <span className="wiz-actions">
      {onEdit && (
        <button
          type="button"
          className="bo-button bo-button--secondary"
          aria-label={intl.formatMessage({ id: 'object.editNamed' }, { name })}
          onClick={onEdit}
        >
          <FormattedMessage id="ui.edit" />
        </button>
      )}
      <button
        type="button"
        className="bo-button bo-button--secondary"
        aria-label={intl.formatMessage({ id: 'object.deleteNamed' }, { name })}
        onClick={onDelete}
      >
        <FormattedMessage id="ui.delete" />
      </button>
    </span>
  );
}
