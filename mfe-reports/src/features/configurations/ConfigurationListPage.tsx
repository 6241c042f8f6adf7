/**
 * `/configurations` (docs/spec.md §2): the account's document configurations with name, company and
 * e-mails; search, sort and page in the URL; a row opens `/configurations/{id}/edit`, the add
 * button `/configurations/0/edit`.
 */
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'shared-ui/router';
import type { DocumentConfiguration } from 'shared-api/contract';
import { DataTable, useListParams, type Column, Icon } from 'shared-ui';
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
  const list = useListParams({ order: 'id' });
  const { data, isFetching } = useGetConfigurationsQuery(list.params);
  return (
    <div className="bo-page">
      <div className="bo-page__header">
        <h1>
          <FormattedMessage id="configuration.listTitle" />
        </h1>
        <Link className="bo-button" to={paths.configurationForm(0)}>
          <Icon name="add" />
          <FormattedMessage id="configuration.add" />
        </Link>
      </div>
      <DataTable
        columns={columns}
        rowKey={(row) => row.id}
        {...list.table(data, isFetching)}
        onRowClick={(row) => navigate(paths.configurationForm(row.id))}
        empty={{ title: <FormattedMessage id="ui.emptyTitle" />, text: <FormattedMessage id="configuration.empty" /> }}
      />
    </div>
  );
}
