import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { DataTable, type Column } from './DataTable';
import { sharedUiMessages } from './messages';

interface Row {
  id: number;
  name: string;
}
const columns: Column<Row>[] = [
  { key: 'id', label: 'Id', render: (row) => row.id },
  { key: 'name', label: 'Naam', sortable: true, render: (row) => row.name },
];

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<Row>>> = {}) {
  const handlers = { onSort: jest.fn(), onPage: jest.fn(), onSearch: jest.fn(), onRowClick: jest.fn() };
  render(
    <IntlProvider locale="nl" messages={sharedUiMessages.nl}>
      <DataTable<Row>
        columns={columns}
        rows={[
          { id: 1, name: 'Keuken' },
          { id: 2, name: 'Badkamer' },
        ]}
        rowKey={(row) => row.id}
        pagination={{ total: 12, total_relation: 'eq', count: 2, per_page: 10, current_page: 2, total_pages: 2 }}
        order="name"
        orderType="asc"
        query=""
        empty={{ title: 'Deze pagina is leeg.', text: 'Niets hier.' }}
        {...handlers}
        {...props}
      />
    </IntlProvider>,
  );
  return handlers;
}

test('a sortable header toggles the direction and marks aria-sort', () => {
  const { onSort } = renderTable();
  expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'ascending');
  fireEvent.click(screen.getByRole('button', { name: /Naam/ }));
  expect(onSort).toHaveBeenCalledWith('name', 'desc');
  expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
});

test('rows open on click and on Enter', () => {
  const { onRowClick } = renderTable();
  fireEvent.click(screen.getByText('Keuken'));
  fireEvent.keyDown(screen.getByText('Badkamer').closest('tr')!, { key: 'Enter' });
  expect(onRowClick.mock.calls.map(([row]) => row.id)).toEqual([1, 2]);
});

test('search waits for the debounce delay and sends the last text once', () => {
  jest.useFakeTimers();
  const { onSearch } = renderTable({ searchDelayMs: 1000 });
  const box = screen.getByRole('searchbox', { name: 'Zoeken' });
  fireEvent.change(box, { target: { value: 'Ke' } });
  act(() => jest.advanceTimersByTime(500));
  fireEvent.change(box, { target: { value: 'Keu' } });
  act(() => jest.advanceTimersByTime(999));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('Keu');
  jest.useRealTimers();
});

test('paging buttons follow the pagination block', () => {
  const { onPage } = renderTable();
  expect(screen.getByText('Pagina 2 van 2 · 12 resultaten')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Vorige' }));
  expect(onPage).toHaveBeenCalledWith(1);
});

test('an empty list shows the empty state and no pagination', () => {
  renderTable({
    rows: [],
    pagination: { total: 0, total_relation: 'eq', count: 0, per_page: 10, current_page: 1, total_pages: 1 },
  });
  expect(screen.getByText('Deze pagina is leeg.')).toBeInTheDocument();
  expect(screen.getByText('Niets hier.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('a search without matches says so, not that the list has nothing yet (issue 13)', () => {
  renderTable({
    rows: [],
    query: 'zolder',
    pagination: { total: 0, total_relation: 'eq', count: 0, per_page: 10, current_page: 1, total_pages: 1 },
  });
  expect(screen.getByText('Geen resultaten voor deze zoekopdracht.')).toBeInTheDocument();
  expect(screen.queryByText('Niets hier.')).toBeNull();
});

test('a page past the last one is replaced by the last page (issue 13)', () => {
  const { onPage } = renderTable({
    rows: [],
    pagination: { total: 42, total_relation: 'eq', count: 0, per_page: 10, current_page: 99, total_pages: 5 },
  });
  expect(onPage).toHaveBeenCalledWith(5, { replace: true });
  expect(screen.queryByText('Niets hier.')).toBeNull();
});

test('above the exact range the total reads "10.000+" and paging goes on while pages are full', () => {
  renderTable({
    pagination: { total: 10000, total_relation: 'gte', count: 2, per_page: 2, current_page: 5000, total_pages: 5001 },
  });
  expect(screen.getByText('Pagina 5000 · 10.000+ resultaten')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volgende' })).toBeEnabled();
});

test('every sortable header shows a sort hint that stays on its line (issue 13)', () => {
  renderTable({
    columns: [...columns, { key: 'city', label: 'Gemeente', sortable: true, render: () => '' }],
  });
  for (const name of [/Naam/, /Gemeente/]) {
    const button = screen.getByRole('button', { name });
    expect(button.querySelector('svg')).not.toBeNull();
    expect(button).toHaveClass('bo-table__sort');
  }
});

test('a page-size choice offers 10, 25, 50 and 100 rows (issue 13)', () => {
  const onPerPage = jest.fn();
  renderTable({ onPerPage });
  const choice = screen.getByLabelText('Per pagina');
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['10', '25', '50', '100']);
  expect(choice).toHaveValue('10');
  fireEvent.change(choice, { target: { value: '50' } });
  expect(onPerPage).toHaveBeenCalledWith(50);
});

test('row actions are a named menu; choosing one runs it without opening the row', async () => {
  const remove = jest.fn();
  const { onRowClick } = renderTable({
    rowName: (row) => row.name,
    rowActions: (row) =>
      row.id === 1 ? [{ key: 'delete', label: 'Verwijderen', onSelect: () => remove(row.id) }] : [],
  });
  const trigger = screen.getByRole('button', { name: 'Acties voor Keuken' });
  expect(screen.queryByRole('button', { name: 'Acties voor Badkamer' })).toBeNull();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const item = await screen.findByRole('menuitem', { name: 'Verwijderen' });
  fireEvent.click(item);
  expect(remove).toHaveBeenCalledWith(1);
  expect(onRowClick).not.toHaveBeenCalled();
});

test('one result is "1 resultaat", more are "resultaten" (issue 23)', () => {
  renderTable({
    rows: [{ id: 1, name: 'Keuken' }],
    pagination: { total: 1, total_relation: 'eq', count: 1, per_page: 10, current_page: 1, total_pages: 1 },
  });
  expect(screen.getByText('Pagina 1 van 1 · 1 resultaat')).toBeInTheDocument();
});

test('every cell carries its column’s label for the phone cards, out of its text (issue 23)', () => {
  renderTable({
    rowName: (row) => row.name,
    rowActions: () => [{ key: 'open', label: 'Openen', onSelect: jest.fn() }],
  });
  const row = screen.getByText('Keuken').closest('tr')!;
  const cells = within(row).getAllByRole('cell');
  expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Id', 'Naam', null]);
  // the label is drawn by the stylesheet: the cell's text stays the value alone
  expect(cells[1]).toHaveTextContent(/^Keuken$/);
  // the card keeps the row's action menu
  expect(within(row).getByRole('button', { name: 'Acties voor Keuken' })).toBeInTheDocument();
});
