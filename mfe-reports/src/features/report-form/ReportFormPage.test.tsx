/**
 * The report form against a scripted server (issue 43): the region and the lease start date are
 * drawn with the rest of the form, not after it (they used to arrive from a chunk of their own and
 * push the form down).
 */
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages';
import { ReportFormPage } from './ReportFormPage';

const OPTIONS = { document_configurations: [{ id: 1, name: 'Standaard' }], homes: [{ id: 2, name: 'Woning' }] };

test('the region and lease fields are there the moment the form is drawn', async () => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = url.includes('front/reports/create') ? OPTIONS : { message: 'x', errors: {} };
    return new Response(JSON.stringify(body), {
      status: url.includes('front/reports/create') ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  renderWithProviders(<ReportFormPage />, { route: '/reports/create', path: '/reports/create', messages });
  // the first moment the form shows: the region and lease fields must be in it already
  await screen.findByLabelText('Template');
  expect(screen.getByLabelText('Gewest')).toBeInTheDocument();
  expect(screen.getByLabelText('Aanvangsdatum huur')).toBeInTheDocument();
});
