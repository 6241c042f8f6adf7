/**
 * The fields of a floor or room page (docs/spec.md §2 "Room/floor page"): rename, cleanliness, state
 * (§9 lists), remarks and the orienting picture. Every change goes straight into the wizard's
 * state (a floor change marks it and its home edited, docs/spec.md §4).
 */
import { FormattedMessage } from 'react-intl';
import { AREA_STATES, CLEANLINESS_OPTIONS } from 'shared-api/contract';
import { ImageField } from '../images/ImageField';
import { RemarksField, ValueSelect } from '../components/PlainFields';
import { keepFile } from '../state/mediaFiles';
import { mediaOf, useWizardDispatch, useWizardSelector } from '../state/selectors';
import { floorChanged, mediaAdded, mediaRemoved, roomChanged } from '../state/wizardSlice';
import type { FloorNode, RoomNode } from '../state/tree';

export function AreaFields({ area, kind }: { area: FloorNode | RoomNode; kind: 'floor' | 'room' }) {
  const media = useWizardSelector((state) => mediaOf(state, area.uuid));
  const dispatch = useWizardDispatch();
  const change = (changes: Partial<FloorNode & RoomNode>) =>
    dispatch(kind === 'floor' ? floorChanged({ uuid: area.uuid, changes }) : roomChanged({ uuid: area.uuid, changes }));
  const id = (field: string) => `wiz-${kind}-${field}`;
  const select = (field: 'cleanliness' | 'state', values: readonly string[]) => (
    <ValueSelect
      id={id(field)}
      label={<FormattedMessage id={`area.${field}`} />}
      value={area[field] ?? ''}
      values={values}
      onChange={(value) => change({ [field]: value || null })}
    />
  );
  return (
    <div className="wiz-area">
      <div className="bo-field">
        <label htmlFor={id('name')}>
          <FormattedMessage id="area.name" />
        </label>
        <input id={id('name')} value={area.name} onChange={(event) => change({ name: event.target.value })} />
      </div>
      <div className="wiz-row">
        {select('cleanliness', CLEANLINESS_OPTIONS)}
        {select('state', AREA_STATES)}
      </div>
      <RemarksField
        id={id('remarks')}
        value={area.remarks ?? ''}
        onChange={(value) => change({ remarks: value || null })}
      />
      <ImageField
        single
        label={<FormattedMessage id="area.picture" />}
        images={media.map((media) => ({
          uuid: media.uuid,
          url: media.url,
          stored: media.id !== null,
        }))}
        onAdd={(image) =>
          dispatch(mediaAdded({ uuid: image.uuid, owner_uuid: area.uuid, id: null, url: keepFile(image) }))
        }
        onRemove={(uuid) => dispatch(mediaRemoved(uuid))}
      />
    </div>
  );
}
