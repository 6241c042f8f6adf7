/**
 * Floor create/edit "Verdieping" (docs/spec.md §2, §5): name and description (required) and the
 * floor's rooms, renamed in place, reordered, removed without confirmation (docs/spec.md §5) and added
 * through a modal that picks an existing room. Saving posts the floor, syncs its rooms, then
 * (when new) shows "Verdieping aangemaakt" and opens `/floors/{id}/edit`.
 */
import { useState } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FloorLink } from 'shared-api/contract';
import { useGetAllTemplatesQuery, useGetFloorQuery, useSaveFloorMutation, useSyncFloorRoomsMutation } from '../../api';
import { LinkList } from '../../components/LinkList';
import { PickModal } from '../../components/PickModal';
import { forRecord, useEditController, useRecordId } from 'shared-ui/forms';
import { paths } from 'shared-api';
import { EditorGate, EditorShell, editorSchema } from '../../components/EditorShell';

interface FloorValues {
  name: string;
  description: string;
  rooms: FloorLink[];
}

export function FloorEditorPage() {
  const intl = useIntl();
  const id = useRecordId();
  const [picking, setPicking] = useState(false);
  const query = useGetFloorQuery(...forRecord(id));
  const floor = query.data;
  const { data: rooms = [] } = useGetAllTemplatesQuery({ kind: 'rooms' });
  const [saveFloor] = useSaveFloorMutation();
  const [syncRooms] = useSyncFloorRoomsMutation();
  const controller = useEditController<NonNullable<typeof query.data>, FloorValues>(id, {
    query,
    save: async ({ name, description, rooms: links }, existing) => {
      const saved = await saveFloor({ id: existing, body: { name, description } }).unwrap();
      await syncRooms({
        id: saved.id,
        rooms: links.map((link, index) => ({ ...link, name: link.name.trim() || link.name, order: index + 1 })),
      }).unwrap();
      return saved.id;
    },
    editPath: (newId) => paths.templateEditor('floors', newId),
    messages: { created: 'message.floorCreated' },
  });
  if (controller.status !== 'ready') return <EditorGate status={controller.status} tab="floors" />;

  return (
    <Formik<FloorValues>
      initialValues={{ name: floor?.name ?? '', description: floor?.description ?? '', rooms: floor?.rooms ?? [] }}
      enableReinitialize
      validationSchema={editorSchema(intl, { description: true })}
      onSubmit={controller.submit}
    >
      {({ values, setFieldValue }) => (
        <EditorShell
          title={<FormattedMessage id={controller.isCreate ? 'floor.createTitle' : 'floor.editTitle'} />}
          backTo={paths.templates('floors')}
        >
          <LinkList
            title={<FormattedMessage id="floor.rooms" />}
            items={values.rooms}
            onChange={(links) => setFieldValue('rooms', links)}
            onAdd={() => setPicking(true)}
            addLabel={<FormattedMessage id="floor.addRoom" />}
            emptyText={<FormattedMessage id="empty.rooms" />}
            renamable
          />
          {picking && (
            <PickModal
              title={<FormattedMessage id="floor.addRoom" />}
              items={rooms}
              onClose={() => setPicking(false)}
              onPick={(room) =>
                setFieldValue('rooms', [
                  ...values.rooms,
                  { id: room.id, name: room.name, order: values.rooms.length + 1, optional: false },
                ])
              }
            />
          )}
        </EditorShell>
      )}
    </Formik>
  );
}
