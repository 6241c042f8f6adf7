/**
 * The report form against a scripted server (issue 43): the region and the lease start date are
 * drawn with the rest of the form, not after it (they used to arrive from a chunk of their own and
 * push the form down); "Bestaand adres kiezen" fills the address from one's own addresses.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { formMessages as messages } from './messages';
import { ReportFormPage } from './ReportFormPage';

const OPTIONS = { document_configurations: [{ id: 1, name: 'Standaard' }], homes: [{ id: 2, name: 'Woning' }] };

const PLACES = {
  data: [
    {
      id: 9,
      name: 'Sint-Pietersnieuwstraat 48, Gent',
      address: { street: 'Sint-Pietersnieuwstraat', street_number: '48', zipcode: '9000', city: 'Gent', country: 'BE' },
    },
  ],
};

/** The server: the form's options, one's own places (the URLs asked are kept in `asked`). */
function scriptServer() {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    const body = url.includes('front/reports/create')
      ? OPTIONS
      : url.includes('front/places/own')
        ? PLACES
        : { message: 'x', errors: {} };
    return new Response(JSON.stringify(body), {
      status: 'message' in body ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return asked;
}

test('the region and lease fields are there the moment the form is drawn', async () => {
  scriptServer();
  renderWithProviders(<ReportFormPage />, { route: '/reports/create', path: '/reports/create', messages });
  // the first moment the form shows: the region and lease fields must be in it already
  await screen.findByLabelText('Template');
  expect(screen.getByLabelText('Gewest')).toBeInTheDocument();
  expect(screen.getByLabelText('Aanvangsdatum huur')).toBeInTheDocument();
});

test('"Bestaand adres kiezen" fills the address from one of one’s own addresses (issue 43)', async () => {
  const asked = scriptServer();
  renderWithProviders(<ReportFormPage />, { route: '/reports/create', path: '/reports/create', messages });
  fireEvent.click(await screen.findByRole('button', { name: 'Bestaand adres kiezen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bestaand adres kiezen' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Sint-Pietersnieuwstraat 48, 9000 Gent' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText('Sint-Pietersnieuwstraat 48')).toBeInTheDocument();
  expect(screen.getByText('9000 Gent')).toBeInTheDocument();
  expect(asked.some((url) => url.includes('front/places/own'))).toBe(true);
});
