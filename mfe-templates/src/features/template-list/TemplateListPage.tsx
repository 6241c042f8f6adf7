/**
 * `/templates/:tab?` (docs/spec.md §2): tabs Gebouw, Bijgebouw, Verdieping, Kamer, Entiteiten (the tab
 * may come from the route); each a paged, searchable, sortable table kept in the URL. A row
 * opens `/{tab}/{id}/edit`; the tabs are ARIA tabs (shared-ui LinkTabs); the create button leads to `/{tab}/create`.
 * Members other than admins see the buildings only (docs/product.md "The shared library"): each
 * marked the provider's or the organisation's, and a company manager copies a provider's one into
 * the organisation ("Kopiëren naar mijn organisatie") and lands in the copy's editor.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'shared-ui/router';
import type { TemplateSummary } from 'shared-api/contract';
import { Badge, LinkTabs, ListPage, useListController, type Column } from 'shared-ui';
import { useCopyHomeMutation, useGetTemplatesQuery } from '../../api';
import { isTab, kindOf, TABS, type Tab } from '../../tabs';
import { NEWEST_FIRST, notify, paths, useAppDispatch } from 'shared-api';
import { useTemplateRights } from '../../rights';

/** The tabs a member other than an admin sees: the report templates. */
const BUILDING_TABS: readonly Tab[] = ['homes', 'extras'];

/** "Aanbieder" or "Organisatie" for a building. */
function OwnerBadge({ row }: { row: TemplateSummary }) {
  const own = row.organisation_id != null;
  return (
    <Badge tone={own ? 'green' : 'neutral'}>
      <FormattedMessage id={own ? 'owner.organisation' : 'owner.provider'} />
    </Badge>
  );
}

export function TemplateListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const rights = useTemplateRights();
  const [copyHome, copying] = useCopyHomeMutation();
  const tabs = rights.isAdmin ? TABS : BUILDING_TABS;
  const param = useParams().tab;
  const tab = isTab(param) && tabs.includes(param) ? param : 'homes';
  const buildings = tab === 'homes' || tab === 'extras';
  const copy = async (row: TemplateSummary) => {
    const result = await copyHome({ id: row.id });
    if ('data' in result && result.data) {
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'message.copied' }, { name: row.name }) }));
      navigate(paths.templateEditor(tab, result.data.id));
    }
  };
  const controller = useListController(useGetTemplatesQuery, NEWEST_FIRST, {
    kind: kindOf(tab),
    extra: tab === 'extras',
  });

  const columns: Column<TemplateSummary>[] = [
    { key: 'name', label: <FormattedMessage id="field.name" />, sortable: true, render: (row) => row.name },
    {
      key: 'description',
      label: <FormattedMessage id="field.description" />,
      sortable: true,
      render: (row) => row.description,
    },
    ...(buildings
      ? [
          {
            key: 'owner',
            label: <FormattedMessage id="field.owner" />,
            render: (row: TemplateSummary) => <OwnerBadge row={row} />,
          },
        ]
      : []),
    ...(buildings && rights.canCopy && !rights.isAdmin
      ? [
          {
            key: 'copy',
            label: <FormattedMessage id="field.actions" />,
            render: (row: TemplateSummary) =>
              row.organisation_id == null ? (
                <button
                  type="button"
                  className="bo-button bo-button--secondary"
                  disabled={copying.isLoading}
                  onClick={(event) => {
                    event.stopPropagation();
                    void copy(row);
                  }}
                >
                  <FormattedMessage id="template.copy" />
                </button>
              ) : null,
          },
        ]
      : []),
    ...(tab === 'entities'
      ? [
          {
            key: 'type',
            label: <FormattedMessage id="field.type" />,
            sortable: true,
            render: (row: TemplateSummary) => intl.formatMessage({ id: `entityType.${row.type}` }),
          },
        ]
      : []),
  ];
  return (
    <ListPage
      title={<FormattedMessage id="templates.title" />}
      controller={controller}
      add={
        rights.isAdmin
          ? { to: paths.templateEditor(tab, 'create'), label: <FormattedMessage id={`create.${tab}`} /> }
          : undefined
      }
      columns={columns}
      onRowClick={(row) => navigate(paths.templateEditor(tab, row.id))}
      emptyText={<FormattedMessage id={`empty.${tab}`} />}
      frame={(table) => (
        <LinkTabs
          label={intl.formatMessage({ id: 'templates.title' })}
          current={tab}
          tabs={tabs.map((name) => ({
            key: name,
            to: paths.templates(name),
            label: <FormattedMessage id={`tab.${name}`} />,
          }))}
        >
          {table}
        </LinkTabs>
      )}
    />
  );
}
