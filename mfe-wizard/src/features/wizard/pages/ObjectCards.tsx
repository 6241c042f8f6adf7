/**
 * The objects of a wizard list page (docs/spec.md §2: "Toevoegen", the empty state "Deze pagina is
 * leeg." plus the page's note, and per card the name with edit and delete buttons). Editing or
 * adding opens the object dialog; deleting removes the object at once (docs/spec.md §4).
 */
import { memo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from 'shared-ui';
import { ObjectDialog, type ObjectDialogProps } from '../dialog/ObjectDialog';
import { CardGrid } from '../components/CardGrid';
import { CardActions } from './CardActions';
import { fullObject, mediaOf, useWizardDispatch, useWizardSelector, useWizardState } from '../state/selectors';
import { objectRemoved } from '../state/wizardSlice';
import type { EntityNode } from '../state/tree';

export interface ObjectCardsProps {
  objects: EntityNode[];
  owner: ObjectDialogProps['owner'];
  allowed: readonly string[];
  pageType?: string;
  emptyNote: ReactNode;
  /** Opens the dialog on this object at once (a route such as `exterior-space/room/{uuid}`). */
  openUuid?: string;
}

/**
 * One object's card: a thumbnail of its first photo, its name, its state in the reader's words
 * (docs/product.md "Forms and lists") and its photo count, with its edit and delete buttons.
 */
const ObjectCard = memo(function ObjectCard({
  object,
  onEdit,
}: {
  object: EntityNode;
  onEdit: (uuid: string) => void;
}) {
  const intl = useIntl();
  const dispatch = useWizardDispatch();
  const photos = useWizardSelector((state) => mediaOf(state, object.uuid));
  const state = object.state && intl.formatMessage({ id: `option.${object.state}`, defaultMessage: object.state });
  return (
    <li className="wiz-card">
      {photos.length > 0 && <img className="wiz-card__thumb" src={photos[0].url} alt="" loading="lazy" />}
      <div>
        <h3 className="wiz-card__title">{object.name}</h3>
        <p className="wiz-muted">
          {[state, photos.length ? intl.formatMessage({ id: 'images.count' }, { count: photos.length }) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <CardActions
        name={object.name}
        onEdit={() => onEdit(object.uuid)}
        onDelete={() => dispatch(objectRemoved(object.uuid))}
      />
    </li>
  );
});

export function ObjectCards({ objects, owner, allowed, pageType, emptyNote, openUuid }: ObjectCardsProps) {
  const wizard = useWizardState();
  const [open, setOpen] = useState<string | 'new' | null>(openUuid ?? null);
  const names = objects.map((object) => object.name);
  return (
    <>
      <div className="wiz-toolbar">
        <button type="button" className="bo-button" onClick={() => setOpen('new')}>
          <FormattedMessage id="ui.add" />
        </button>
      </div>
      {!objects.length ? (
        <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={emptyNote} />
      ) : (
        <CardGrid items={objects}>
          {(object) => <ObjectCard key={object.uuid} object={object} onEdit={setOpen} />}
        </CardGrid>
      )}
      {open && (
        <ObjectDialog
          object={open === 'new' ? null : fullObject(wizard(), open)}
          owner={owner}
          allowed={allowed}
          pageType={pageType}
          siblings={open === 'new' ? names : names.filter((name) => name !== wizard().entities.entities[open]?.name)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
