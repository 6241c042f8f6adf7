/**
 * `/places` (docs/spec.md §2 admin only): name and address; search, sort and page in the URL; a row
 * click does nothing, the name links to `/places/{id}/edit` and each row's action menu offers
 * "Aanpassen" there too; the add button `/places/create`. Places cannot be deleted (no such call
 * in docs/spec.md §7), so the menu offers no delete.
 */
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'shared-ui/router';
import { paths } from 'shared-api';
import { addressText, type Place } from 'shared-api/contract';
import { ListPage, useListController, type Column } from 'shared-ui';
import { useGetPlacesQuery } from '../../api';

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
      ]}
    />
  );
}
