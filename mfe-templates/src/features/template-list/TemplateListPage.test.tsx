/**
 * The template list for a company manager (docs/product.md "The shared library"), against a
 * scripted server: only the buildings' tabs, each building marked the provider's or the
 * organisation's, and "Kopiëren naar mijn organisatie" on the provider's only, which posts the copy.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages';
import { TemplateListPage } from './TemplateListPage';

const ME = {
  id: 7,
  top_role: 'user',
  roles: ['user'],
  role: 'user',
  email: 'beheer@schelde.be',
  first_name: 'Bea',
  last_name: 'Heer',
  profile_picture_url: null,
  last_subscription: null,
  credit_count: 40,
  organisation: { id: 3, name: 'Schelde', role: 'company_manager', branch: null },
};
const HOMES = {
  data: [
    { id: 1, name: 'Eengezinswoning', description: 'Standaard', extra: false, organisation_id: null },
    { id: 9, name: 'Eengezinswoning Schelde', description: 'Eigen', extra: false, organisation_id: 3 },
  ],
  pagination: { total: 2, count: 2, per_page: 10, current_page: 1, total_pages: 1 },
};

function scriptServer() {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    const path = new URL(request.url).pathname;
    const body = path.endsWith('/front/me')
      ? ME
      : path.endsWith('/copy')
        ? { ...HOMES.data[0], id: 12, organisation_id: 3, floors: [], entities: [], extra_homes: [] }
        : HOMES;
    return new Response(JSON.stringify(body), {
      status: path.endsWith('/copy') ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return asked;
}

test('a company manager sees the buildings marked by owner and copies the provider’s', async () => {
  const asked = scriptServer();
  renderWithProviders(<TemplateListPage />, { route: '/templates/homes', path: '/templates/:tab', messages });
  const own = (await screen.findByText('Eengezinswoning Schelde')).closest('tr')!;
  const provider = screen.getByText('Eengezinswoning').closest('tr')!;
  expect(within(own).getByText('Mijn organisatie')).toBeInTheDocument();
  expect(within(own).queryByRole('button', { name: 'Kopiëren naar mijn organisatie' })).toBeNull();
  expect(within(provider).getByText('Aanbieder')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Gebouw', 'Bijgebouw']);
  expect(screen.queryByRole('link', { name: 'Gebouw toevoegen' })).toBeNull();
  fireEvent.click(await within(provider).findByRole('button', { name: 'Kopiëren naar mijn organisatie' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/homes/12/edit'));
  expect(asked).toContain('POST /front/homes/1/copy');
});
