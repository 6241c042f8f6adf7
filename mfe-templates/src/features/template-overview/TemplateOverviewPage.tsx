/**
 * `/templates/create` and `/templates/{id}/edit` (docs/spec.md §2): a building template with its name
 * and description, and an overview of its floors, the rooms per floor and each room's entity
 * names grouped base, electricity and specific. The structure itself is edited in the
 * building editor it links to.
 */
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-ui/router';
import type { TemplateRoom } from 'shared-api/contract';
import { EmptyState } from 'shared-ui';
import { useGetFloorQuery, useGetHomeQuery, useGetRoomsWithEntitiesQuery, useSaveHomeMutation } from '../../api';
import { ROOM_ENTITY_GROUPS } from '../room-editor/EntityPicker';
import { forRecord, useEditController, useRecordId } from 'shared-ui/forms';
import { EditorGate, EditorShell, editorSchema } from '../../components/EditorShell';
import { paths } from 'shared-api';

function FloorOverview({ floorId, name, rooms }: { floorId: number; name: string; rooms: Map<number, TemplateRoom> }) {
  const intl = useIntl();
  const { data: floor } = useGetFloorQuery(floorId);
  return (
    <section className="bo-card tpl-overview">
      <h2>{name}</h2>
      {floor && floor.rooms.length === 0 && (
        <p className="bo-muted">
          <FormattedMessage id="empty.rooms" />
        </p>
      )}
      {floor?.rooms.map((link) => (
        <div key={`${link.id}-${link.order}`} className="tpl-overview__room">
          <h3>{link.name}</h3>
          <dl>
            {ROOM_ENTITY_GROUPS.map((group) => (
              <div key={group}>
                <dt>{intl.formatMessage({ id: `entityType.${group}` })}</dt>
                <dd>
                  {(rooms.get(link.id)?.entities ?? [])
                    .filter((entity) => entity.type === group)
                    .map((entity) => entity.name)
                    .join(', ') || '–'}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

export function TemplateOverviewPage() {
  const intl = useIntl();
  const id = useRecordId();
  const query = useGetHomeQuery(...forRecord(id));
  const home = query.data;
  const { data: rooms = [] } = useGetRoomsWithEntitiesQuery(undefined, { skip: id === 'create' });
  const [saveHome] = useSaveHomeMutation();
  const controller = useEditController<NonNullable<typeof query.data>, { name: string; description: string }>(id, {
    query,
    save: async (body, existing) => (await saveHome({ id: existing, body }).unwrap()).id,
    editPath: (newId) => paths.templateEditor('templates', newId),
    messages: { created: 'message.homeCreated' },
  });
  if (controller.status !== 'ready') return <EditorGate status={controller.status} tab="templates" />;
  const roomsById = new Map(rooms.map((room) => [room.id, room]));
  return (
    <Formik
      initialValues={{ name: home?.name ?? '', description: home?.description ?? '' }}
      enableReinitialize
      validationSchema={editorSchema(intl, { description: true })}
      onSubmit={controller.submit}
    >
      <EditorShell
        title={<FormattedMessage id={controller.isCreate ? 'overview.createTitle' : 'overview.editTitle'} />}
        backTo={paths.templates('homes')}
      >
        {home && (
          <>
            <p>
              <Link to={paths.templateEditor(home.extra ? 'extras' : 'homes', home.id)}>
                <FormattedMessage id="overview.editStructure" />
              </Link>
            </p>
            {home.floors.length === 0 && <EmptyState title={<FormattedMessage id="home.noFloors" />} text="" />}
            {home.floors.map((floor) => (
              <FloorOverview
                key={`${floor.id}-${floor.order}`}
                floorId={floor.id}
                name={floor.name}
                rooms={roomsById}
              />
            ))}
          </>
        )}
      </EditorShell>
    </Formik>
  );
}
