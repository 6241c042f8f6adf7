/**
 * Room create/edit "Kamer maken" / "Kamer aanpassen" (docs/spec.md §2, §5): name and description
 * (required) and the room's entities picked with the grouped checkbox buttons. Saving posts the
 * room, then syncs its entities, then (when new) opens `/rooms/{id}/edit`.
 */
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'shared-ui/router';
import type { EntityLink } from 'shared-api/contract';
import { Loading } from 'shared-ui';
import { useGetAllTemplatesQuery, useGetRoomQuery, useSaveRoomMutation, useSyncRoomEntitiesMutation } from '../../api';
import { EditorShell } from '../../components/EditorShell';
import { useSaveFlow } from '../useSaveFlow';
import { EntityPicker } from './EntityPicker';

interface RoomValues {
  name: string;
  description: string;
  entities: EntityLink[];
}

export function RoomEditorPage() {
  const intl = useIntl();
  const id = Number(useParams().id) || undefined;
  const { data: room, isLoading } = useGetRoomQuery(id!, { skip: !id });
  const { data: entities = [] } = useGetAllTemplatesQuery({ kind: 'entities' });
  const [saveRoom] = useSaveRoomMutation();
  const [syncEntities] = useSyncRoomEntitiesMutation();
  const submit = useSaveFlow<RoomValues>({ isNew: !id, editPath: (newId) => `/rooms/${newId}/edit` });
  if (id && isLoading) return <Loading />;

  const required = intl.formatMessage({ id: 'validation.required' });
  return (
    <Formik<RoomValues>
      initialValues={{ name: room?.name ?? '', description: room?.description ?? '', entities: room?.entities ?? [] }}
      enableReinitialize
      validationSchema={yup.object({
        name: yup.string().trim().required(required),
        description: yup.string().trim().required(required),
      })}
      onSubmit={(values, helpers) =>
        submit(values, helpers, async ({ name, description, entities: links }) => {
          const saved = await saveRoom({ id, body: { name, description } }).unwrap();
          await syncEntities({
            id: saved.id,
            entities: links.map((link, index) => ({ ...link, order: index + 1 })),
          }).unwrap();
          return saved.id;
        })
      }
    >
      {({ values, setFieldValue }) => (
        <EditorShell
          title={<FormattedMessage id={id ? 'room.editTitle' : 'room.createTitle'} />}
          backTo="/templates/rooms"
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
