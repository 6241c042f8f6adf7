/**
 * `/inquiries` (Aanvragen, docs/spec.md §2 admin only): the open inquiries with company, name, e-mail,
 * phone and date; search, sort and page in the URL. The sidebar badge counts these same open
 * inquiries (docs/spec.md §7: it reads the list's `pagination.total`), so opening the list leaves
 * it as it is; activating or deleting one lowers it. Each row's action menu activates it (the activation modal)
 * or deletes it after "Weet je zeker dat je deze aanvraag wilt verwijderen?".
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Inquiry } from 'shared-api/contract';
import { ConfirmDialog, formatDay, ListPage, useListController, type Column } from 'shared-ui';
import { useDeleteInquiryMutation, useGetInquiriesQuery } from '../../api';
import { ActivationModal } from './ActivationModal';

const text = (id: string) => <FormattedMessage id={id} />;

export function InquiryListPage() {
  const controller = useListController(useGetInquiriesQuery);
  const [remove, { isLoading: deleting }] = useDeleteInquiryMutation();
  const [activating, setActivating] = useState<Inquiry | null>(null);
  const [deletingRow, setDeletingRow] = useState<Inquiry | null>(null);
  const columns: Column<Inquiry>[] = [
    { key: 'company', label: text('inquiries.company'), sortable: true, render: (row) => row.company },
    {
      key: 'last_name',
      label: text('inquiries.name'),
      sortable: true,
      render: (row) => `${row.first_name} ${row.last_name}`,
    },
    { key: 'email', label: text('inquiries.email'), sortable: true, render: (row) => row.email },
    { key: 'phone', label: text('inquiries.phone'), sortable: true, render: (row) => row.phone },
    { key: 'created_at', label: text('inquiries.date'), sortable: true, render: (row) => formatDay(row.created_at) },
  ];
  return (
    <ListPage
      title={text('inquiries.title')}
      controller={controller}
      columns={columns}
      emptyText={text('inquiries.empty')}
      rowName={(row) => `${row.first_name} ${row.last_name}`}
      rowActions={(row) => [
        { key: 'activate', label: text('inquiries.activate'), onSelect: () => setActivating(row) },
        { key: 'delete', label: text('inquiries.delete'), onSelect: () => setDeletingRow(row), danger: true },
      ]}
    >
      {activating && <ActivationModal inquiry={activating} onClose={() => setActivating(null)} />}
      {deletingRow && (
        <ConfirmDialog
          title={text('inquiries.deleteTitle')}
          message={text('inquiries.deleteQuestion')}
          busy={deleting}
          onCancel={() => setDeletingRow(null)}
          onConfirm={async () => {
            await remove(deletingRow.id);
            setDeletingRow(null);
          }}
        />
      )}
    </ListPage>
  );
}
