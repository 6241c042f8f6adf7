/**
 * "Vaststellingen" of the object dialog (docs/spec.md §2): the list with add, edit and delete, and the
 * observation sub-form (type select of §9, images, remarks) shown in place. A new observation
 * is named "Vaststelling N" (N = count + 1) with type "observation" until a type is chosen.
 */
import { useState } from 'react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { OBSERVATION_TYPES, type ContentObservation } from 'shared-api/contract';
import { RemarksField, ValueSelect } from '../components/PlainFields';
import { newObservation } from '../state/objects';
import type { ObjectFormValues } from './objectForm';
import { DialogImageField, type DialogImages } from './dialogImages';

export function ObservationList({ images }: { images: DialogImages }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<ObjectFormValues>();
  const [editing, setEditing] = useState<ContentObservation | null>(null);
  const list = values.observations;

  const add = () =>
    setEditing(
      newObservation(intl.formatMessage({ id: 'observation.defaultName' }, { n: list.length + 1 }), list.length),
    );
  const commit = () => {
    if (!editing) return;
    const exists = list.some((item) => item.uuid === editing.uuid);
    setFieldValue(
      'observations',
      exists ? list.map((item) => (item.uuid === editing.uuid ? editing : item)) : [...list, editing],
    );
    setEditing(null);
  };
  const remove = (uuid: string) =>
    setFieldValue(
      'observations',
      list.filter((item) => item.uuid !== uuid),
    );

  return (
    <section className="wiz-observations" aria-labelledby="wiz-observations-title">
      <div className="wiz-observations__header">
        <h3 id="wiz-observations-title">
          <FormattedMessage id="observation.title" />
        </h3>
        {!editing && (
          <button type="button" className="bo-button bo-button--secondary" onClick={add}>
            <FormattedMessage id="observation.add" />
          </button>
        )}
      </div>
      {!list.length && !editing && (
        <p className="wiz-muted">
          <FormattedMessage id="observation.empty" />
        </p>
      )}
      <ul className="wiz-observations__list">
        {list.map((item) => (
          <li key={item.uuid}>
            <span>
              {item.name}
              {item.type !== 'observation' &&
                ` · ${intl.formatMessage({ id: `option.${item.type}`, defaultMessage: item.type })}`}
            </span>
            <span className="wiz-actions">
              <button type="button" className="bo-link-button" onClick={() => setEditing(item)}>
                <FormattedMessage id="ui.edit" />
              </button>
              <button type="button" className="bo-link-button" onClick={() => remove(item.uuid)}>
                <FormattedMessage id="ui.delete" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing && (
        <div className="wiz-observation-form" role="group" aria-label={editing.name}>
          <ValueSelect
            id="wiz-observation-type"
            label={<FormattedMessage id="observation.type" />}
            value={editing.type === 'observation' ? '' : editing.type}
            values={OBSERVATION_TYPES}
            onChange={(type) => setEditing({ ...editing, type: type || 'observation' })}
          />
          <DialogImageField store={images} owner={editing.uuid} label={<FormattedMessage id="dialog.images" />} />
          <RemarksField
            id="wiz-observation-remarks"
            value={editing.remarks ?? ''}
            onChange={(remarks) => setEditing({ ...editing, remarks })}
          />
          <div className="wiz-actions">
            <button type="button" className="bo-button bo-button--secondary" onClick={() => setEditing(null)}>
              <FormattedMessage id="ui.cancel" />
            </button>
            <button type="button" className="bo-button" onClick={commit}>
              <FormattedMessage id="observation.keep" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
