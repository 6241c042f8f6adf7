import { screen } from '@testing-library/react';
import type { PagedResult } from 'shared-api/contract';
import { ListPage, useListController, type PagedQuery } from './ListPage';
import { sharedUiMessages } from './messages';
import { renderWithProviders } from './testing';
import type { ListParams } from './useListParams';

interface Row {
  id: number;
  name: string;
}

function renderList(route: string) {
  const asked: ListParams[] = [];
  const useQuery: PagedQuery<Row, object> = (params) => {
    asked.push(params);
    const data: PagedResult<Row> = {
      data: [{ id: 2, name: 'Nieuwste' }],
      pagination: { total: 1, total_relation: 'eq', count: 1, per_page: 10, current_page: 1, total_pages: 1 },
    };
    return { data, isFetching: false };
  };
  function Screen() {
    return (
      <ListPage<Row>
        title="Woningen"
        controller={useListController(useQuery)}
        columns={[{ key: 'name', label: 'Naam', sortable: true, render: (row) => row.name }]}
        emptyText="Niets hier."
      />
    );
  }
  renderWithProviders(<Screen />, { route, messages: sharedUiMessages });
  return asked;
}

test('a list opens newest first, so a new record is on the first page (issue 23)', () => {
  const asked = renderList('/reports');
  expect(asked.at(-1)).toMatchObject({ order: 'id', order_type: 'desc', page: 1 });
  expect(screen.getByRole('columnheader', { name: /Naam/ })).not.toHaveAttribute('aria-sort');
});

test('an order in the URL still wins over the default', () => {
  const asked = renderList('/reports?order=name&order_type=asc');
  expect(asked.at(-1)).toMatchObject({ order: 'name', order_type: 'asc' });
  expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'ascending');
});
