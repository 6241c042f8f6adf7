/**
 * The reports list's state filter against a scripted server (issue 43): choosing a state asks the
 * list of that state only and keeps it in the URL; "Alle statussen" asks without it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages';
import { ReportListPage } from './ReportListPage';

const empty = {
  data: [],
  pagination: { total: 0, total_relation: 'eq', count: 0, per_page: 10, current_page: 1, total_pages: 1 },
};

test('the state filter asks the list of one state, and all states again', async () => {
  const fetch = jest.fn(
    async () => new Response(JSON.stringify(empty), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const urls = () => fetch.mock.calls.map((call) => new URL(((call as unknown[])[0] as Request).url));
  renderWithProviders(<ReportListPage />, { route: '/reports', path: '/reports', messages });
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(urls()[0].searchParams.has('state')).toBe(false);
  const filter = screen.getByLabelText('Status');
  expect(screen.getByRole('option', { name: 'Alle statussen' })).toBeInTheDocument();
  fireEvent.change(filter, { target: { value: 'finished' } });
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(urls()[1].searchParams.get('state')).toBe('finished');
  expect(filter).toHaveDisplayValue('Afgewerkt');
  fireEvent.change(filter, { target: { value: '' } });
  expect(filter).toHaveDisplayValue('Alle statussen');
});
