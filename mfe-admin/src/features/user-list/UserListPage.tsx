/**
 * `/users` (Gebruikers, docs/spec.md §2 admin only): last name (with "Uitgeschakeld" for a disabled
 * account), first name, e-mail, phone, the subscription badge of §4 and credits ("NVT" for admins); search debounced 1 s, sort and page
 * in the URL; a row opens `/users/{id}/edit`. Buttons: export transactions (date-range modal) and
 * add user (`/users/create`).
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { UserSummary } from 'shared-api/contract';
import { Icon, ListPage, useListController, type Column } from 'shared-ui';
import { useGetUsersQuery } from '../../api';
import { ExportTransactionsModal } from './ExportTransactionsModal';
import { SubscriptionBadge } from '../../components/SubscriptionBadge';
import { DisabledBadge } from '../../components/AccountBadge';

const text = (id: string) => <FormattedMessage id={id} />;

const columns: Column<UserSummary>[] = [
  {
    key: 'last_name',
    label: text('users.lastName'),
    sortable: true,
    render: (row) =>
      row.active ? (
        row.last_name
      ) : (
        <span className="adm-name">
          {row.last_name}
          <DisabledBadge user={row} />
        </span>
      ),
  },
  { key: 'first_name', label: text('users.firstName'), sortable: true, render: (row) => row.first_name },
  { key: 'email', label: text('users.email'), sortable: true, render: (row) => row.email },
  { key: 'phone', label: text('users.phone'), sortable: true, render: (row) => row.phone ?? '' },
  {
    key: 'subscription_active_until',
    label: text('users.subscription'),
    sortable: true,
    render: (row) => <SubscriptionBadge user={row} />,
  },
  {
    key: 'credit_count',
    label: text('users.credits'),
    sortable: true,
    render: (row) => row.credit_count ?? text('badge.na'),
  },
];

export function UserListPage() {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  return (
    <ListPage
      title={text('users.title')}
      controller={useListController(useGetUsersQuery)}
      actions={
        <button type="button" className="bo-button bo-button--secondary" onClick={() => setExporting(true)}>
          <Icon name="download" />
          {text('users.export')}
        </button>
      }
      add={{ to: paths.userForm('create'), label: text('users.add') }}
      columns={columns}
      onRowClick={(row) => navigate(paths.userForm(row.id))}
      emptyText={text('users.empty')}
    >
      {exporting && <ExportTransactionsModal onClose={() => setExporting(false)} />}
    </ListPage>
  );
}
