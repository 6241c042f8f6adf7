/**
 * Adding a room to a floor (docs/spec.md §2 "Object dialog" step 1 for rooms): "Nieuwe kamer", or a
 * template room from a sortable table (column "Template kamers"). A template room is copied
 * with its objects, each with new uuids (docs/spec.md §4). Calls `onClose(new room uuid)`; null cancels.
 */
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loading, Modal } from 'shared-ui';
import { useObjectTypes, useTemplateRooms } from '../state/sources';
import { blankRoom, roomFromTemplate, uniqueName } from '../state/objects';
import { roomsOf, useWizardDispatch, useWizardSelector } from '../state/selectors';
import { roomAdded } from '../state/wizardSlice';

export function RoomDialog({ floorUuid, onClose }: { floorUuid: string; onClose: (roomUuid: string | null) => void }) {
  const intl = useIntl();
  const dispatch = useWizardDispatch();
  const rooms = useTemplateRooms();
  const types = useObjectTypes();
  const [descending, setDescending] = useState(false);
  const siblings = useWizardSelector((state) => roomsOf(state, floorUuid));
  const names = siblings.map((room) => room.name);
  const order = siblings.reduce((max, room) => Math.max(max, room.order ?? 0), 0) + 1;
  const sorted = useMemo(
    () => [...(rooms ?? [])].sort((a, b) => (descending ? -1 : 1) * a.name.localeCompare(b.name)),
    [rooms, descending],
  );

  const addBlank = () => {
    const room = blankRoom(uniqueName(intl.formatMessage({ id: 'room.newName' }), names), floorUuid, order);
    dispatch(roomAdded({ room, entities: [] }));
    onClose(room.uuid);
  };
  const addTemplate = (index: number) => {
    const copy = roomFromTemplate(
      sorted[index],
      new Map((types ?? []).map((type) => [type.id, type])),
      floorUuid,
      names,
      order,
    );
    dispatch(roomAdded(copy));
    onClose(copy.room.uuid);
  };

  return (
    <Modal title={<FormattedMessage id="room.addTitle" />} onClose={() => onClose(null)} minWidth="60vw">
      <button type="button" className="bo-button" onClick={addBlank}>
        <FormattedMessage id="room.blank" />
      </button>
      {!rooms || !types ? (
        <Loading />
      ) : (
        <div className="bo-table">
          <table>
            <thead>
              <tr>
                <th scope="col" aria-sort={descending ? 'descending' : 'ascending'}>
                  <button type="button" className="bo-table__sort" onClick={() => setDescending(!descending)}>
                    <FormattedMessage id="room.templates" />
                  </button>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((room, index) => (
                <tr
                  key={room.id}
                  tabIndex={0}
                  className="bo-table__row--clickable"
                  onClick={() => addTemplate(index)}
                  onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && addTemplate(index)}
                >
                  <td>{room.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
