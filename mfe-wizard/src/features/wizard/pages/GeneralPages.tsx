/**
 * The wizard's general pages (docs/spec.md §2 "Post-editing wizard"): `intro` (the configuration's
 * introduction for the report's type, read-only rich text), `detail` (address, front picture,
 * remarks), `parties` (each party as a card with type heading; add, edit with the shared party
 * modal, remove: a party who signed is refused by the server on save) and `circumstances`. In the
 * field app `detail` and `parties` are read-only.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { addressText, partyDisplayName, type PartyInput } from 'shared-api/contract';
import { EmptyState } from 'shared-ui';
import { PartyModal } from 'shared-ui/forms';
import { ImageField } from '../images/ImageField';
import { keepFile } from '../state/mediaFiles';
import { CardActions } from './CardActions';
import { RemarksField } from '../components/PlainFields';
import { useWizardDispatch, useWizardSelector } from '../state/selectors';
import type { WizardState } from '../state/wizardSlice';
import { circumstanceToggled, partiesChanged, placePictureChosen, placeRemarksChanged } from '../state/wizardSlice';

/**
 * The field app edits the content tree only (the sync API carries nothing else): there the parties
 * and the place are shown, not edited (docs/product.md "The field app").
 */
const fieldMode = (state: WizardState) => state.offline !== null;

export function IntroPage() {
  const { config, reportType } = useWizardSelector(
    (state) => ({ config: state.config, reportType: state.reportType }),
    true,
  );
  const html = config && reportType ? config[`${reportType}_text`] : '';
  return (
    <section>
      <h2>
        <FormattedMessage id="nav.intro" />
      </h2>
      {html ? (
        // sanitized by the server when the configuration was saved (modules/document-configurations/rich-text.ts)
        <div className="wiz-intro" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id="intro.empty" />} />
      )}
    </section>
  );
}

export function DetailPage() {
  const { place, placePicture } = useWizardSelector(
    (state) => ({ place: state.place, placePicture: state.placePicture }),
    true,
  );
  const dispatch = useWizardDispatch();
  const readOnly = useWizardSelector(fieldMode);
  if (!place)
    return (
      <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id="detail.noPlace" />} />
    );
  const picture = placePicture
    ? [{ uuid: placePicture.uuid, url: placePicture.url, stored: false }]
    : place.front_picture_url
      ? [{ uuid: 'front', url: place.front_picture_url, stored: true }]
      : [];
  return (
    <section>
      <h2>
        <FormattedMessage id="nav.detail" />
      </h2>
      <p className="wiz-address">{addressText(place.address) || place.name}</p>
      {readOnly ? (
        <>
          <p className="wiz-muted">
            <FormattedMessage id="field.readOnly" />
          </p>
          {place.remarks && <p>{place.remarks}</p>}
        </>
      ) : (
        <>
          <ImageField
            single
            label={<FormattedMessage id="detail.picture" />}
            images={picture}
            onAdd={(image) => dispatch(placePictureChosen({ uuid: image.uuid, url: keepFile(image) }))}
            onRemove={() => dispatch(placePictureChosen(null))}
          />
          <RemarksField
            id="wiz-place-remarks"
            value={place.remarks ?? ''}
            onChange={(remarks) => dispatch(placeRemarksChanged(remarks))}
          />
        </>
      )}
    </section>
  );
}

export function PartiesPage() {
  const parties = useWizardSelector((state) => state.parties);
  const readOnly = useWizardSelector(fieldMode);
  const dispatch = useWizardDispatch();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const save = (party: PartyInput) => {
    dispatch(
      partiesChanged(
        editing === 'new' ? [...parties, party] : parties.map((item, index) => (index === editing ? party : item)),
      ),
    );
    setEditing(null);
  };
  return (
    <section>
      <h2>
        <FormattedMessage id="nav.parties" />
      </h2>
      {readOnly ? (
        <p className="wiz-muted">
          <FormattedMessage id="field.readOnly" />
        </p>
      ) : (
        <div className="wiz-toolbar">
          <button type="button" className="bo-button" onClick={() => setEditing('new')}>
            <FormattedMessage id="ui.add" />
          </button>
        </div>
      )}
      {!parties.length ? (
        <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id="parties.empty" />} />
      ) : (
        <ul className="wiz-cards">
          {parties.map((party, index) => (
            <li key={String(party.uuid ?? index)} className="wiz-card">
              <div>
                <h3 className="wiz-card__title">
                  <FormattedMessage id={`party.${party.type}`} />
                </h3>
                <p>{partyDisplayName(party)}</p>
                <p className="wiz-muted">
                  {[addressText(party.address ?? null), party.email, party.phone].filter(Boolean).join(' · ')}
                </p>
                {(party.represented_by ?? []).map((representative) => (
                  <p key={representative.key} className="wiz-muted">
                    <FormattedMessage id="parties.representedBy" values={{ name: partyDisplayName(representative) }} />
                  </p>
                ))}
              </div>
              {!readOnly && (
                <CardActions
                  name={partyDisplayName(party)}
                  onEdit={() => setEditing(index)}
                  onDelete={() => dispatch(partiesChanged(parties.filter((_item, position) => position !== index)))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <PartyModal
          party={editing === 'new' ? undefined : (parties[editing] as PartyInput)}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

export function CircumstancesPage() {
  const circumstances = useWizardSelector((state) => state.circumstances);
  const dispatch = useWizardDispatch();
  return (
    <section>
      <h2>
        <FormattedMessage id="nav.circumstances" />
      </h2>
      <fieldset className="wiz-checks">
        <legend className="bo-visually-hidden">
          <FormattedMessage id="nav.circumstances" />
        </legend>
        {circumstances.map((row) => (
          <label key={row.key} className="bo-field--checkbox">
            <input type="checkbox" checked={row.checked} onChange={() => dispatch(circumstanceToggled(row.key))} />
            {row.text}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
