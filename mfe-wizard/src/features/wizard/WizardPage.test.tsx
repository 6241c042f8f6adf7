import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages/index';
import type { ContentEntity, PostEditingReport } from 'shared-api/contract';
import { HOME, homes, report } from './state/fixtures';
import { selectWizard } from './state/wizardSlice';
import { WizardPage } from './WizardPage';

jest.mock('./images/resize', () => ({ processImage: jest.fn() }));

/** A report's sign-off overview: one remark addendum of `party_name` in `state`. */
const overview = (party_name: string, state: 'draft' | 'accepted') => ({
  requests: [],
  remark_addenda: [
    { addendum_id: 3, request_id: 1, party_name, state, remarks: [], reason: null, created_at: 1_700_000_000 },
  ],
});

/**
 * Answers the wizard's loads (the report as `edit` makes it, the sign-off overview `signOff`);
 * records every URL asked.
 */
function stubApi(
  edit: (loaded: PostEditingReport) => PostEditingReport = (loaded) => loaded,
  signOff = overview('Lotte Peeters', 'accepted'),
) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    asked.push(url.pathname + url.search);
    const body = url.pathname.endsWith('/post-editing')
      ? edit(report())
      : url.pathname.endsWith('/sign-off')
        ? signOff
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
    // the report, its regional completeness for the sidebar's badges (docs/product.md "Regional
    // completeness") and the remark addenda waiting (docs/product.md "Sign-off by link")
    await waitFor(() =>
      expect([...asked].sort()).toEqual([
        '/front/reports/7/completeness',
        '/front/reports/7/post-editing',
        '/front/reports/7/sign-off',
      ]),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

test('remarks of parties waiting for a decision are named, with a link to the report (docs/product.md "Sign-off by link")', async () => {
  stubApi(undefined, overview('Lotte Peeters', 'draft'));
  renderWizard('/reports/7/post-editing/intro');
  const note = await screen.findByRole('note');
  expect(note).toHaveTextContent('Opmerkingen van Lotte Peeters wachten op je beslissing.');
  expect(screen.getByRole('link', { name: 'Bekijk ze bij de plaatsbeschrijving' })).toHaveAttribute(
    'href',
    '/reports/7',
  );
});

describe("the wizard's address and header (docs/spec.md §1)", () => {
  it.each(['post-editing', 'addenda'])('/reports/7/%s redirects to its intro page', async (type) => {
    stubApi();
    const { router } = renderWizard(`/reports/7/${type}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reports/7/${type}/intro`));
  });

  it('names the property being edited, as the report detail does', async () => {
    stubApi((loaded) => ({
      ...loaded,
      place: {
        ...loaded.place!,
        address: { id: 1, street: 'Veldstraat', street_number: '12', zipcode: '9000', city: 'Gent', country: 'BE' },
      },
    }));
    renderWizard('/reports/7/post-editing/intro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nabewerking' })).toBeInTheDocument();
    expect(screen.getByText('Veldstraat 12, 9000 Gent')).toBeInTheDocument();
  });
});

describe('the technical installations page (docs/product.md "Post-editing is a draft")', () => {
  const installation = (uuid: string, name: string, type: string): ContentEntity => ({
    uuid,
    name,
    type,
    order: 1,
    questions: [],
    observations: [],
  });
  /** The report's main home holds `objects` besides its own. */
  const withObjects = (...objects: ContentEntity[]) =>
    stubApi((loaded) => ({
      ...loaded,
      answers: loaded.answers.map((home) =>
        home.uuid === HOME ? { ...home, entities: [...(home.entities ?? []), ...objects] } : home,
      ),
    }));

  it('offers every technical installation the report holds, the heating too', async () => {
    withObjects(
      installation('01900000-0000-7000-8000-0000000000b1', 'Boiler', 'tech.device'),
      installation('01900000-0000-7000-8000-0000000000b2', 'Alarmsysteem', 'tech.security'),
      installation('01900000-0000-7000-8000-0000000000b3', 'Thermostaat', 'tech.heating'),
    );
    renderWizard('/reports/7/post-editing/tech');
    expect(await screen.findByRole('heading', { level: 2, name: 'Technische installaties' })).toBeInTheDocument();
    for (const name of ['Boiler', 'Alarmsysteem', 'Thermostaat'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Watermeter' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Thermostaat aanpassen' }));
    expect(await screen.findByRole('dialog', { name: 'Object aanpassen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveValue('Thermostaat');
  });

  it('shows a state outside the dialog’s five as it is (the app set "Te repareren"), not "Maak een keuze"', async () => {
    withObjects({
      ...installation('01900000-0000-7000-8000-0000000000b4', 'Boiler', 'tech.device'),
      state: 'Te repareren',
    });
    renderWizard('/reports/7/post-editing/tech');
    fireEvent.click(await screen.findByRole('button', { name: 'Boiler aanpassen' }));
    await screen.findByRole('dialog', { name: 'Object aanpassen' });
    const state = screen.getByLabelText('Staat') as HTMLSelectElement;
    expect(state).toHaveValue('Te repareren');
    expect(state.selectedOptions[0].textContent).toBe('Te repareren');
    expect([...state.options].map((option) => option.value)).toEqual([
      '',
      'Slecht',
      'Gebruikt',
      'Goed',
      'Zeer goed',
      'Nieuw',
      'Te repareren',
    ]);
  });
});
