/**
 * `/places` (docs/spec.md §2 admin only): name and address; search, sort and page in the URL; a row
 * click does nothing, the edit link opens `/places/{id}/edit`; the add button `/places/create`.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import { addressText, type Place } from 'shared-api/contract';
import { DataTable, useListParams, type Column, Icon } from 'shared-ui';
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
  const list = useListParams({ order: 'id' });
  const { data, isFetching } = useGetPlacesQuery(list.params);
  return (
    <div className="bo-page">
      <div className="bo-page__header">
        <h1>{text('places.title')}</h1>
        <Link className="bo-button" to={paths.placeForm('create')}>
          <Icon name="add" />
          {text('places.add')}
        </Link>
      </div>
      <DataTable
        columns={columns}
        rowKey={(row) => row.id}
        {...list.table(data, isFetching)}
        empty={{ title: text('ui.emptyTitle'), text: text('places.empty') }}
      />
    </div>
  );
}
