/**
 * Home/building create/edit "Gebouw" and its extra-building mode "Bijgebouw" (docs/spec.md §2, §5):
 * name and description (required); floors; exterior (extra buildings and exterior entities);
 * meters, keys and technical installations (hidden in extra mode). Items are added through
 * modals that pick existing templates and removed after confirmation; order is kept.
 * Saving posts the home, then syncs floors, entities and extra buildings, then (when new)
 * shows "Gebouw aangemaakt" and opens the edit page.
 */
import { useState } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'shared-ui/router';
import { paths } from 'shared-api';
import type {
  EntityLink,
  EntityType,
  ExtraHomeLink,
  FloorLink,
  TemplateHome,
  TemplateSummary,
} from 'shared-api/contract';
import {
  useGetAllTemplatesQuery,
  useGetHomeQuery,
  useSaveHomeMutation,
  useSyncHomeEntitiesMutation,
  useSyncHomeExtrasMutation,
  useSyncHomeFloorsMutation,
} from '../../api';
import { LinkList } from '../../components/LinkList';
import { PickModal } from '../../components/PickModal';
import { forRecord, useEditController, useRecordId } from 'shared-ui/forms';
import { EditorGate, EditorShell, editorSchema } from '../../components/EditorShell';

/** Home-level entity sections and the entity types each holds. */
export const SECTIONS = {
  exterior: ['exterior', 'exterior.space'],
  meters: ['meter'],
  keys: ['key'],
  tech: ['tech.device', 'tech.security', 'tech.heating'],
} as const satisfies Record<string, readonly EntityType[]>;
type Section = keyof typeof SECTIONS;
const HOME_ONLY: Section[] = ['meters', 'keys', 'tech'];

interface HomeValues {
  name: string;
  description: string;
  floors: FloorLink[];
  extra_homes: ExtraHomeLink[];
  sections: Record<Section, EntityLink[]>;
}

function initialValues(home: TemplateHome | undefined): HomeValues {
  const of = (section: Section) =>
    (home?.entities ?? []).filter((link) => (SECTIONS[section] as readonly string[]).includes(link.type));
  return {
    name: home?.name ?? '',
    description: home?.description ?? '',
    floors: home?.floors ?? [],
    extra_homes: home?.extra_homes ?? [],
    sections: { exterior: of('exterior'), meters: of('meters'), keys: of('keys'), tech: of('tech') },
  };
}

type Picking = { list: 'floors' } | { list: 'extra_homes' } | { list: 'section'; section: Section } | null;

export function HomeEditorPage({ mode }: { mode: 'home' | 'extra' }) {
  const intl = useIntl();
  const id = useRecordId();
  const tab = mode === 'extra' ? 'extras' : 'homes';
  const [picking, setPicking] = useState<Picking>(null);
  const query = useGetHomeQuery(...forRecord(id));
  const home = query.data;
  const { data: floors = [] } = useGetAllTemplatesQuery({ kind: 'floors' });
  const { data: extras = [] } = useGetAllTemplatesQuery({ kind: 'homes', extra: true });
  const { data: entities = [] } = useGetAllTemplatesQuery({ kind: 'entities' });
  const [saveHome] = useSaveHomeMutation();
  const [syncFloors] = useSyncHomeFloorsMutation();
  const [syncEntities] = useSyncHomeEntitiesMutation();
  const [syncExtras] = useSyncHomeExtrasMutation();
  const sections = (Object.keys(SECTIONS) as Section[]).filter(
    (section) => mode === 'home' || !HOME_ONLY.includes(section),
  );
  const ordered = <T extends { order: number }>(links: T[]) =>
    links.map((link, index) => ({ ...link, order: index + 1 }));
  const controller = useEditController<NonNullable<typeof query.data>, HomeValues>(id, {
    query,
    save: async (form, existing) => {
      const saved = await saveHome({
        id: existing,
        body: { name: form.name, description: form.description, extra: mode === 'extra' },
      }).unwrap();
      await syncFloors({ id: saved.id, floors: ordered(form.floors) }).unwrap();
      await syncEntities({
        id: saved.id,
        entities: sections.flatMap((section) => ordered(form.sections[section])),
      }).unwrap();
      if (mode === 'home') await syncExtras({ id: saved.id, extra_homes: ordered(form.extra_homes) }).unwrap();
      return saved.id;
    },
    editPath: (newId) => paths.templateEditor(tab, newId),
    messages: { created: 'message.homeCreated' },
  });
  if (controller.status !== 'ready') return <EditorGate status={controller.status} tab={tab} />;
  // `/homes/{id}/edit` of an extra building (or the other way round) opens it in its own mode
  if (home && home.extra !== (mode === 'extra'))
    return <Navigate to={paths.templateEditor(home.extra ? 'extras' : 'homes', home.id)} replace />;

  return (
    <Formik<HomeValues>
      initialValues={initialValues(home)}
      enableReinitialize
      validationSchema={editorSchema(intl, { description: true })}
      onSubmit={controller.submit}
    >
      {({ values, setFieldValue }) => {
        const pick = (item: TemplateSummary) => {
          if (picking?.list === 'floors')
            setFieldValue('floors', [...values.floors, { id: item.id, name: item.name, order: 1, optional: true }]);
          if (picking?.list === 'extra_homes')
            setFieldValue('extra_homes', [
              ...values.extra_homes,
              { id: item.id, name: item.name, order: values.extra_homes.length + 1 },
            ]);
          if (picking?.list === 'section') {
            const links = values.sections[picking.section];
            setFieldValue(`sections.${picking.section}`, [
              ...links,
              { id: item.id, name: item.name, order: links.length + 1, optional: false, type: item.type as EntityType },
            ]);
          }
        };
        const choices = !picking
          ? []
          : picking.list === 'floors'
            ? floors
            : picking.list === 'extra_homes'
              ? extras.filter((extra) => extra.id !== id)
              : entities.filter((entity) =>
                  (SECTIONS[picking.section] as readonly string[]).includes(entity.type ?? ''),
                );
        return (
          <EditorShell
            title={<FormattedMessage id={`${mode}.${id ? 'editTitle' : 'createTitle'}`} />}
            backTo={`/templates/${tab}`}
          >
            <LinkList
              title={<FormattedMessage id="home.floors" />}
              items={values.floors}
              onChange={(links) => setFieldValue('floors', links)}
              onAdd={() => setPicking({ list: 'floors' })}
              addLabel={<FormattedMessage id="home.addFloor" />}
              emptyText={<FormattedMessage id="home.noFloors" />}
              confirmRemoval
            />
            <h2 className="tpl-section-title">
              <FormattedMessage id="home.exterior" />
            </h2>
            {mode === 'home' && (
              <LinkList
                title={<FormattedMessage id="home.extraHomes" />}
                items={values.extra_homes}
                onChange={(links) => setFieldValue('extra_homes', links)}
                onAdd={() => setPicking({ list: 'extra_homes' })}
                addLabel={<FormattedMessage id="home.addExtraHome" />}
                emptyText={<FormattedMessage id="home.noExtraHomes" />}
                confirmRemoval
              />
            )}
            {sections.map((section) => (
              <LinkList
                key={section}
                title={<FormattedMessage id={`home.section.${section}`} />}
                items={values.sections[section]}
                onChange={(links) => setFieldValue(`sections.${section}`, links)}
                onAdd={() => setPicking({ list: 'section', section })}
                addLabel={<FormattedMessage id={`home.add.${section}`} />}
                emptyText={<FormattedMessage id="home.noItems" />}
                confirmRemoval
              />
            ))}
            {picking && (
              <PickModal
                title={<FormattedMessage id="home.pickTitle" />}
                items={choices}
                onPick={pick}
                onClose={() => setPicking(null)}
              />
            )}
          </EditorShell>
        );
      }}
    </Formik>
  );
}
