/**
 * `/places` (docs/spec.md §2 admin only): name and address; search, sort and page in the URL; a row
 * click does nothing, the name links to `/places/{id}/edit` and each row's action menu offers
 * "Aanpassen" there too, and "Verwijderen" after a question: a place no report uses goes (a
 * duplicate), one a report uses is refused with the server's reason in the snackbar
 * (docs/product.md "Forms and lists"), and "Samenvoegen", which merges a duplicate into the place
 * to keep after a question (MergePlaceDialog, docs/product.md "Merging places"); the add button
 * `/places/create`.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'shared-ui/router';
import { paths } from 'shared-api';
import { addressText, type Place } from 'shared-api/contract';
import { ConfirmDialog, ListPage, useListController, type Column } from 'shared-ui';
import { useDeletePlaceMutation, useGetPlacesQuery } from '../../api';
import { MergePlaceDialog } from './MergePlaceDialog';

const text = (id: string) => <FormattedMessage id={id} />;

const columns: Column<Place>[] = [
  {
    key: 'name',
    label: text('places.name'),
    sortable: true,
    render: (row) => <Link to={paths.placeForm(row.id)}>{row.name}</Link>,
  },
  { key: 'address', label: text('places.address'), sortable: true, render: (row) => addressText(row.address) },
];

export function PlaceListPage() {
  const navigate = useNavigate();
  const [remove, { isLoading: deleting }] = useDeletePlaceMutation();
  const [deletingRow, setDeletingRow] = useState<Place | null>(null);
  const [mergingRow, setMergingRow] = useState<Place | null>(null);
  return (
    <ListPage
      title={text('places.title')}
      controller={useListController(useGetPlacesQuery)}
      add={{ to: paths.placeForm('create'), label: text('places.add') }}
      columns={columns}
      emptyText={text('places.empty')}
      rowName={(row) => row.name}
      rowActions={(row) => [
        { key: 'edit', label: text('places.edit'), onSelect: () => navigate(paths.placeForm(row.id)) },
        { key: 'merge', label: text('places.merge'), onSelect: () => setMergingRow(row) },
        { key: 'delete', label: text('places.delete'), onSelect: () => setDeletingRow(row), danger: true },
      ]}
    >
      {deletingRow && (
        <ConfirmDialog
          title={text('places.deleteTitle')}
          message={<FormattedMessage id="places.deleteQuestion" values={{ name: deletingRow.name }} />}
          busy={deleting}
          onCancel={() => setDeletingRow(null)}
          onConfirm={async () => {
            await remove(deletingRow.id);
            setDeletingRow(null);
          }}
        />
      )}
      {mergingRow && <MergePlaceDialog place={mergingRow} onClose={() => setMergingRow(null)} />}
    </ListPage>
  );
}
