/**
 * The report form's template choice (docs/product.md "The shared library"): the provider's
 * templates and the organisation's own, the organisation's marked.
 */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { formMessages as messages } from './messages';
import { ReportFormPage } from './ReportFormPage';

const OPTIONS = {
  document_configurations: [{ id: 1, name: 'Standaard', branch_id: null }],
  homes: [
    { id: 2, name: 'Woning', organisation_id: null },
    { id: 5, name: 'Woning Schelde', organisation_id: 3 },
  ],
};

test('lists the provider’s templates and the organisation’s, the organisation’s marked', async () => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const found = url.includes('front/reports/create');
    return new Response(JSON.stringify(found ? OPTIONS : { message: 'x', errors: {} }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  renderWithProviders(<ReportFormPage />, { route: '/reports/create', path: '/reports/create', messages });
  const select = await screen.findByLabelText('Template');
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([expect.any(String), 'Woning', 'Woning Schelde (mijn organisatie)']);
});
