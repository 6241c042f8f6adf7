import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages/index';
import { homes, report } from './state/fixtures';
import { selectWizard } from './state/wizardSlice';
import { WizardPage } from './WizardPage';

jest.mock('./images/resize', () => ({ processImage: jest.fn() }));

/** Answers the wizard's two loads; records every URL asked. */
function stubApi() {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    asked.push(url.pathname + url.search);
    const body = url.pathname.endsWith('/post-editing')
      ? report()
      : { addendable_homes: homes(), keep_signatures: url.searchParams.get('keep_signatures') === 'true' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

const renderWizard = (route: string) =>
  renderWithProviders(<WizardPage />, { route, path: '/reports/:id/:type/*', messages });

describe('the addendum question (docs/spec.md §4)', () => {
  it.each([
    ['Ja', true],
    ['Neen', false],
  ])('asks before loading; "%s" loads with keep_signatures=%s', async (answer, keep) => {
    const asked = stubApi();
    const { store } = renderWizard('/reports/7/addenda');
    expect(screen.getByText('Wil je de handtekeningen van alle partijen behouden?')).toBeInTheDocument();
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: answer }));
    expect(await screen.findByRole('navigation', { name: 'Pagina’s van de nabewerking' })).toBeInTheDocument();
    expect(asked).toContain(`/front/reports/7/addenda?keep_signatures=${keep}`);
    expect(selectWizard(store.getState())).toMatchObject({ reportId: 7, type: 'addenda', keepSignatures: keep });
  });

  it('a direct edit asks nothing and loads the report at once', async () => {
    const asked = stubApi();
    renderWizard('/reports/7/post-editing/floor/01900000-0000-7000-8000-000000000002');
    expect(await screen.findByRole('heading', { level: 2, name: 'Gelijkvloers' })).toBeInTheDocument();
    expect(screen.queryByText('Wil je de handtekeningen van alle partijen behouden?')).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['/front/reports/7/post-editing']));
  });
});
