/**
 * Home/building create/edit "Gebouw" and its extra-building mode "Bijgebouw" (docs/spec.md §2, §5):
 * name and description (required); floors; exterior (extra buildings and exterior entities);
 * meters, keys and technical installations (hidden in extra mode). Items are added through
 * modals that pick existing templates and removed after confirmation; order is kept.
 * Saving posts the home, then syncs floors, entities and extra buildings, then (when new)
 * shows "Gebouw aangemaakt" and opens the edit page.
 * The shared library (docs/product.md "The shared library"): a building the reader may not change
 * (the provider's for a company manager, any for another member) opens read only, with
 * "Kopiëren naar mijn organisatie" for a company manager; the organisation's own building can be
 * deleted after confirmation.
 */
import { useState } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'shared-ui/router';
import { notify, paths, useAppDispatch } from 'shared-api';
import { ConfirmDialog } from 'shared-ui';
import type {
  EntityLink,
  EntityType,
  ExtraHomeLink,
  FloorLink,
  TemplateHome,
  TemplateSummary,
} from 'shared-api/contract';
import {
  useCopyHomeMutation,
  useDeleteHomeMutation,
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
import { useTemplateRights } from '../../rights';

/**
 * Above a building's fields: whose it is, and what the reader may do with it (copy it into
 * their organisation, delete the organisation's own).
 */
function OwnershipBanner({ home, tab }: { home: TemplateHome; tab: 'homes' | 'extras' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const rights = useTemplateRights();
  const [copyHome, copying] = useCopyHomeMutation();
  const [deleteHome, deleting] = useDeleteHomeMutation();
  const [confirming, setConfirming] = useState(false);
  const own = home.organisation_id != null;
  if (rights.isAdmin && !own) return null;
  return (
    <section className="bo-card tpl-banner" aria-live="polite">
      <p>
        <FormattedMessage
          id={own ? 'template.ownNotice' : rights.canCopy ? 'template.providerNotice' : 'template.readOnlyNotice'}
        />
      </p>
      {!own && rights.canCopy && (
        <button
          type="button"
          className="bo-button"
          disabled={copying.isLoading}
          onClick={async () => {
            const result = await copyHome({ id: home.id });
            if ('data' in result && result.data) {
              dispatch(
                notify({ kind: 'success', text: intl.formatMessage({ id: 'message.copied' }, { name: home.name }) }),
              );
              navigate(paths.templateEditor(tab, result.data.id));
            }
          }}
        >
          <FormattedMessage id="template.copy" />
        </button>
      )}
      {own && rights.canEdit(home) && (
        <button type="button" className="bo-button bo-button--secondary" onClick={() => setConfirming(true)}>
          <FormattedMessage id="template.delete" />
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="template.delete" />}
          message={<FormattedMessage id="template.deleteQuestion" values={{ name: home.name }} />}
          busy={deleting.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            const result = await deleteHome(home.id);
            setConfirming(false);
            if (!('error' in result)) {
              dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'message.deleted' }) }));
              navigate(paths.templates(tab));
            }
          }}
        />
      )}
    </section>
  );
}

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
  const rights = useTemplateRights();
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
            readOnly={home ? !rights.canEdit(home) : !rights.isAdmin}
            banner={home && <OwnershipBanner home={home} tab={tab} />}
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
