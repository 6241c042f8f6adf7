/**
 * Floor and room pages of the wizard (docs/spec.md §2 "Room/floor page"): `floor/{uuid}` with its rooms
 * ("Toevoegen" adds a new or template room, then opens it, docs/spec.md §4), and the room page of
 * `floor/room/{uuid}`, `{entity_type}/room/{uuid}` and `extra/room/{uuid}`: its fields, the
 * entity filter (base, elec, specific) and its objects. `{entity_type}/floor/{uuid}` is the floor page.
 */
import { memo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useParams } from 'shared-ui/router';
import { ConfirmDialog, EmptyState } from 'shared-ui';
import { RoomDialog } from '../dialog/RoomDialog';
import { objectsOf, roomsOf, useWizardDispatch, useWizardSelector } from '../state/selectors';
import { roomRemoved } from '../state/wizardSlice';
import type { RoomNode } from '../state/tree';
import { CardGrid } from '../components/CardGrid';
import { AreaFields } from './AreaFields';
import { CardActions } from './CardActions';
import { ObjectCards } from './ObjectCards';
import { useWizardPath } from './useWizardPath';

const ROOM_FILTERS = ['base', 'elec', 'specific'] as const;

function Missing() {
  return <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id="area.missing" />} />;
}

/**
 * A room's card on its floor page: its name as a link to its page, and its delete button, which
 * asks first (the room goes with its objects and photos).
 */
const RoomCard = memo(function RoomCard({ room, to }: { room: RoomNode; to: string }) {
  const dispatch = useWizardDispatch();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="wiz-card">
      <h3 className="wiz-card__title">
        <Link to={to}>{room.name}</Link>
      </h3>
      <CardActions name={room.name} onDelete={() => setConfirming(true)} />
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="room.deleteTitle" />}
          message={<FormattedMessage id="room.deleteQuestion" values={{ name: room.name }} />}
          onConfirm={() => {
            setConfirming(false);
            dispatch(roomRemoved(room.uuid));
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
});

export function FloorPage() {
  const navigate = useNavigate();
  const path = useWizardPath();
  const uuid = useParams().uuid ?? '';
  const floor = useWizardSelector((state) => state.floors.entities[uuid]);
  const extra = useWizardSelector((state) => state.homes.entities[floor?.home_uuid ?? '']?.type === 'extra');
  const rooms = useWizardSelector((state) => roomsOf(state, uuid));
  const [adding, setAdding] = useState(false);
  if (!floor) return <Missing />;
  const roomPath = (room: string) => path(`${extra ? 'extra' : 'floor'}/room/${room}`);
  return (
    <section>
      <h2>{floor.name}</h2>
      <AreaFields key={floor.uuid} area={floor} kind="floor" />
      <h3>
        <FormattedMessage id="floor.rooms" />
      </h3>
      <div className="wiz-toolbar">
        <button type="button" className="bo-button" onClick={() => setAdding(true)}>
          <FormattedMessage id="ui.add" />
        </button>
      </div>
      {!rooms.length ? (
        <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id="floor.empty" />} />
      ) : (
        <CardGrid items={rooms}>{(room) => <RoomCard key={room.uuid} room={room} to={roomPath(room.uuid)} />}</CardGrid>
      )}
      {adding && (
        <RoomDialog
          floorUuid={floor.uuid}
          onClose={(added) => {
            setAdding(false);
            if (added) navigate(roomPath(added));
          }}
        />
      )}
    </section>
  );
}

export function RoomPage() {
  const params = useParams();
  const uuid = params.uuid ?? '';
  const room = useWizardSelector((state) => state.rooms.entities[uuid]);
  const preset = ROOM_FILTERS.find((type) => type === params.entityType);
  const [filter, setFilter] = useState<(typeof ROOM_FILTERS)[number]>(preset ?? 'base');
  const objects = useWizardSelector((state) => objectsOf(state, { room_uuid: uuid }, [filter]));
  if (!room) return <Missing />;
  return (
    <section>
      <h2>{room.name}</h2>
      <AreaFields key={room.uuid} area={room} kind="room" />
      <fieldset className="wiz-filter">
        <legend>
          <FormattedMessage id="room.filter" />
        </legend>
        {ROOM_FILTERS.map((type) => (
          <label key={type}>
            <input type="radio" name="entity-filter" checked={filter === type} onChange={() => setFilter(type)} />
            <FormattedMessage id={`entityType.${type}`} />
          </label>
        ))}
      </fieldset>
      <ObjectCards
        key={`${room.uuid}-${filter}`}
        objects={objects}
        owner={{ home_uuid: null, room_uuid: room.uuid }}
        allowed={[filter]}
        pageType={filter}
        emptyNote={<FormattedMessage id="room.empty" />}
      />
    </section>
  );
}
