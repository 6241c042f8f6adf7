/**
 * `/templates/:tab?` (docs/spec.md §2): tabs Gebouw, Bijgebouw, Verdieping, Kamer, Entiteiten (the tab
 * may come from the route); each a paged, searchable, sortable table kept in the URL. A row
 * opens `/{tab}/{id}/edit`; the tabs are ARIA tabs (shared-ui LinkTabs); the create button leads to `/{tab}/create`.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'shared-ui/router';
import type { TemplateSummary } from 'shared-api/contract';
import { LinkTabs, ListPage, useListController, type Column } from 'shared-ui';
import { useGetTemplatesQuery } from '../../api';
import { isTab, kindOf, TABS } from '../../tabs';
import { NEWEST_FIRST, paths } from 'shared-api';

export function TemplateListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const param = useParams().tab;
  const tab = isTab(param) ? param : 'homes';
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
      add={{ to: paths.templateEditor(tab, 'create'), label: <FormattedMessage id={`create.${tab}`} /> }}
      columns={columns}
      onRowClick={(row) => navigate(paths.templateEditor(tab, row.id))}
      emptyText={<FormattedMessage id={`empty.${tab}`} />}
      frame={(table) => (
        <LinkTabs
          label={intl.formatMessage({ id: 'templates.title' })}
          current={tab}
          tabs={TABS.map((name) => ({
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
