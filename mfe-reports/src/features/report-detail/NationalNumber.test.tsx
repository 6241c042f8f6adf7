import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages/index';
import { NationalNumber } from './NationalNumber';

test('shows the mask, and "Tonen" asks the server for the full number of that representative', async () => {
  const fetchSpy = jest.fn(
    async () =>
      new Response(JSON.stringify({ national_number: '85.07.30-033.28' }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  renderWithProviders(
    <NationalNumber
      reportId={12}
      partyUuid="0190f0aa-0000-7000-8000-000000000001"
      representativeKey="r 1"
      masked="••.••.••-•••.28"
    />,
    { messages },
  );
  expect(screen.getByText(/Rijksregisternummer: ••\.••\.••-•••\.28/)).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Tonen' }));
  await waitFor(() => expect(screen.getByText(/Rijksregisternummer: 85\.07\.30-033\.28/)).toBeInTheDocument());
  const request = (fetchSpy.mock.calls[0] as unknown as [Request])[0];
  expect(request.method).toBe('GET');
  expect(new URL(request.url).pathname).toBe(
    '/front/reports/12/parties/0190f0aa-0000-7000-8000-000000000001/representatives/r%201/national-number',
  );
  expect(screen.queryByRole('button', { name: 'Tonen' })).toBeNull();
});

test('a revealed number can be hidden again; showing it again asks the server again (issue 43)', async () => {
  const fetchSpy = jest.fn(
    async () =>
      new Response(JSON.stringify({ national_number: '85.07.30-033.28' }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  renderWithProviders(
    <NationalNumber reportId={12} partyUuid="0190f0aa-0000-7000-8000-000000000001" masked="••.••.••-•••.28" />,
    { messages },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Tonen' }));
  await waitFor(() => expect(screen.getByText(/Rijksregisternummer: 85\.07\.30-033\.28/)).toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Verbergen' }));
  expect(screen.getByText(/Rijksregisternummer: ••\.••\.••-•••\.28/)).toBeInTheDocument();
  expect(screen.queryByText(/85\.07\.30-033\.28/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Tonen' }));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
});
