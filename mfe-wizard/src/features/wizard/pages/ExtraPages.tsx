/**
 * Extra buildings (docs/spec.md §2): `extra` lists them ("Toevoegen" adds one), `extra/{uuid}` offers its interior and exterior
 * and jumps straight to `extra/room/{uuid}` when it has exactly one floor with one room,
 * `extra/{uuid}/interior` lists its floors (with the add-floor modal) and rooms, `extra/{uuid}/exterior` its exterior objects.
 */
import { FormattedMessage } from 'react-intl';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'shared-ui/router';
import { EmptyState } from 'shared-ui';
import { NameDialog } from '../dialog/NameDialog';
import { newExtraHome } from '../state/objects';
import {
  extraHomes,
  floorsOf,
  roomsOf,
  useWizardDispatch,
  useWizardSelector,
  useWizardState,
} from '../state/selectors';
import { homeAdded } from '../state/wizardSlice';
import type { FloorNode } from '../state/tree';
import { AddFloorButton } from './AddFloorButton';
import { HomeObjectsPage } from './ListPages';
import { useWizardPath } from './useWizardPath';

export function ExtraListPage() {
  const wizard = useWizardState();
  const dispatch = useWizardDispatch();
  const navigate = useNavigate();
  const path = useWizardPath();
  const [adding, setAdding] = useState(false);
  const homes = useWizardSelector(extraHomes, true);
  return (
    <section>
      <h2>
        <FormattedMessage id="nav.extra" />
      </h2>
      <div className="wiz-toolbar">
        <button type="button" className="bo-button" onClick={() => setAdding(true)}>
          <FormattedMessage id="ui.add" />
        </button>
      </div>
      {adding && (
        <NameDialog
          title={<FormattedMessage id="extra.add" />}
          onClose={() => setAdding(false)}
          onSave={(name) => {
            const home = newExtraHome(name, wizard().homes.ids.length);
            dispatch(homeAdded(home));
            setAdding(false);
            navigate(path(`extra/${home.uuid}`));
          }}
        />
      )}
      {!homes.length ? (
        <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id="nav.extra.empty" />} />
      ) : (
        <ul className="wiz-cards">
          {homes.map((home) => (
            <li key={home.uuid} className="wiz-card">
              <h3 className="wiz-card__title">
                <Link to={path(`extra/${home.uuid}`)}>{home.name}</Link>
              </h3>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ExtraPage() {
  const path = useWizardPath();
  const uuid = useParams().uuid ?? '';
  const home = useWizardSelector((state) => state.homes.entities[uuid]);
  const rooms = useWizardSelector((state) => {
    const floors = floorsOf(state, uuid);
    return floors.length === 1 ? roomsOf(state, floors[0].uuid) : undefined;
  });
  if (!home) return <Navigate to={path('extra')} replace />;
  if (rooms?.length === 1) return <Navigate to={path(`extra/room/${rooms[0].uuid}`)} replace />;
  return (
    <section>
      <h2>{home.name}</h2>
      <ul className="wiz-cards">
        <li className="wiz-card">
          <Link to={path(`extra/${home.uuid}/interior`)}>
            <FormattedMessage id="extra.interior" />
          </Link>
        </li>
        <li className="wiz-card">
          <Link to={path(`extra/${home.uuid}/exterior`)}>
            <FormattedMessage id="extra.exterior" />
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** A floor of an extra building with its rooms, each linking to its room page. */
function ExtraFloor({ floor }: { floor: FloorNode }) {
  const path = useWizardPath();
  const rooms = useWizardSelector((state) => roomsOf(state, floor.uuid));
  return (
    <div>
      <h3>
        <Link to={path(`floor/${floor.uuid}`)}>{floor.name}</Link>
      </h3>
      <ul className="wiz-cards">
        {rooms.map((room) => (
          <li key={room.uuid} className="wiz-card">
            <Link to={path(`extra/room/${room.uuid}`)}>{room.name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ExtraInteriorPage() {
  const path = useWizardPath();
  const uuid = useParams().uuid ?? '';
  const home = useWizardSelector((state) => state.homes.entities[uuid]);
  const floors = useWizardSelector((state) => floorsOf(state, uuid));
  if (!home) return <Navigate to={path('extra')} replace />;
  return (
    <section>
      <h2>
        {home.name} · <FormattedMessage id="extra.interior" />
      </h2>
      <div className="wiz-toolbar">
        <AddFloorButton homeUuid={home.uuid} className="bo-button" />
      </div>
      {!floors.length && (
        <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id="extra.noFloors" />} />
      )}
      {floors.map((floor) => (
        <ExtraFloor key={floor.uuid} floor={floor} />
      ))}
    </section>
  );
}

export function ExtraExteriorPage() {
  const uuid = useParams().uuid;
  return <HomeObjectsPage titleId="extra.exterior" types={['exterior']} pageType="exterior" homeUuid={uuid} byName />;
}
