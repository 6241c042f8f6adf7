/**
 * `/configurations` (docs/spec.md §2): the account's document configurations with name, company and
 * e-mails; search, sort and page in the URL; a row opens `/configurations/{id}/edit`, the add
 * button `/configurations/create`.
 */
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'shared-ui/router';
import type { DocumentConfiguration } from 'shared-api/contract';
import { ListPage, useListController, type Column } from 'shared-ui';
import { useGetConfigurationsQuery } from '../../api';
import { paths } from 'shared-api';

const columns: Column<DocumentConfiguration>[] = [
  { key: 'name', label: <FormattedMessage id="configuration.name" />, sortable: true, render: (row) => row.name },
  {
    key: 'company_name',
    label: <FormattedMessage id="configuration.companyName" />,
    sortable: true,
    render: (row) => row.company_name ?? '',
  },
  { key: 'emails', label: <FormattedMessage id="configuration.emails" />, render: (row) => row.emails.join(', ') },
];

export function ConfigurationListPage() {
  const navigate = useNavigate();
  return (
    <ListPage
      title={<FormattedMessage id="configuration.listTitle" />}
      controller={useListController(useGetConfigurationsQuery)}
      add={{ to: paths.configurationForm('create'), label: <FormattedMessage id="configuration.add" /> }}
      columns={columns}
      onRowClick={(row) => navigate(paths.configurationForm(row.id))}
      emptyText={<FormattedMessage id="configuration.empty" />}
    />
  );
}
