/**
 * Room create/edit "Kamer maken" / "Kamer aanpassen" (docs/spec.md §2, §5): name and description
 * (required) and the room's entities picked with the grouped checkbox buttons. Saving posts the
 * room, then syncs its entities, then (when new) opens `/rooms/{id}/edit`.
 */
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EntityLink } from 'shared-api/contract';
import { useGetAllTemplatesQuery, useGetRoomQuery, useSaveRoomMutation, useSyncRoomEntitiesMutation } from '../../api';
import { forRecord, useEditController, useRecordId } from 'shared-ui/forms';
import { paths } from 'shared-api';
import { EditorGate, EditorShell, editorSchema } from '../../components/EditorShell';
import { EntityPicker } from './EntityPicker';

interface RoomValues {
  name: string;
  description: string;
  entities: EntityLink[];
}

export function RoomEditorPage() {
  const intl = useIntl();
  const id = useRecordId();
  const query = useGetRoomQuery(...forRecord(id));
  const room = query.data;
  const { data: entities = [] } = useGetAllTemplatesQuery({ kind: 'entities' });
  const [saveRoom] = useSaveRoomMutation();
  const [syncEntities] = useSyncRoomEntitiesMutation();
  const controller = useEditController<NonNullable<typeof query.data>, RoomValues>(id, {
    query,
    save: async ({ name, description, entities: links }, existing) => {
      const saved = await saveRoom({ id: existing, body: { name, description } }).unwrap();
      await syncEntities({
        id: saved.id,
        entities: links.map((link, index) => ({ ...link, order: index + 1 })),
      }).unwrap();
      return saved.id;
    },
    editPath: (newId) => paths.templateEditor('rooms', newId),
  });
  if (controller.status !== 'ready') return <EditorGate status={controller.status} tab="rooms" />;

  return (
    <Formik<RoomValues>
      initialValues={{ name: room?.name ?? '', description: room?.description ?? '', entities: room?.entities ?? [] }}
      enableReinitialize
      validationSchema={editorSchema(intl, { description: true })}
      onSubmit={controller.submit}
    >
      {({ values, setFieldValue }) => (
        <EditorShell
          title={<FormattedMessage id={controller.isCreate ? 'room.createTitle' : 'room.editTitle'} />}
          backTo={paths.templates('rooms')}
        >
          <EntityPicker
            entities={entities}
            value={values.entities}
            onChange={(links) => setFieldValue('entities', links)}
          />
        </EditorShell>
      )}
    </Formik>
  );
}
