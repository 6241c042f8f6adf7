/**
 * The sign-off page against a scripted server: a used link (410) and an unknown one (404) show
 * their own page and nothing in the snackbar; an open link shows the document's facts in its
 * language, the remarks given under their items, and refuses an empty remark on its field; an
 * open link's download link gets a fresh PDF URL every ten minutes while the viewer keeps its own.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import type { PublicSignOff } from 'shared-api/contract';
import { signOffMessages } from './messages';
import { PDF_URL_REFRESH_MS, SignOffPage } from './SignOffPage';

jest.mock('./SignaturePanel', () => ({ __esModule: true, default: () => null }));

const page: PublicSignOff = {
  title: 'Plaatsbeschrijving bij intrede',
  reference: 'PB-2026-0042',
  address: 'Sint-Pietersnieuwstraat 48, 9000 Gent',
  version: 2,
  sha256: 'a'.repeat(64),
  pdf_url: '/files/pdf?signature=x',
  language: 'fr',
  party_name: 'Tine Huurder',
  remark_deadline: 4_102_444_800,
  state: 'opened',
  items: [{ uuid: 'door', path: ['Rez-de-chaussée', 'Cuisine', 'Porte'] }],
  remarks: [{ item_uuid: 'door', path: ['Rez-de-chaussée', 'Cuisine', 'Porte'], text: 'Griffe', created_at: 1 }],
  signed_at: null,
};

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  ) as unknown as typeof fetch;
}

const renderPage = () =>
  renderWithProviders(<SignOffPage />, { route: '/sign-off/abc', path: '/sign-off/:token', messages: signOffMessages });

afterEach(() => localStorage.clear());

test.each([
  [410, 'Deze link is niet meer geldig'],
  [404, 'Deze link bestaat niet'],
])('a %s answer shows its own page, not an error', async (status, title) => {
  answer(status, { message: 'server text', errors: {} });
  const { store } = renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(store.getState().notices).toEqual([]);
});

test('an open link shows the document in its language with the remarks given, and refuses an empty remark', async () => {
  answer(200, page);
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
  // the document's language (French) loads when needed
  expect(await screen.findByText('Pour Tine Huurder')).toBeInTheDocument();
  expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
  // the page names the property, and says before signing that a signature closes the remarks (issue 43)
  expect(screen.getByText('Sint-Pietersnieuwstraat 48, 9000 Gent')).toBeInTheDocument();
  expect(screen.getByText(/Après la signature, vous ne pourrez plus ajouter de remarques/)).toBeInTheDocument();
  expect(screen.getByTitle('Plaatsbeschrijving bij intrede, version 2')).toHaveAttribute('src', page.pdf_url);
  expect(screen.getByRole('heading', { level: 3, name: 'Rez-de-chaussée › Cuisine › Porte' })).toBeInTheDocument();
  expect(screen.getByText('Griffe')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter la remarque' }));
  expect(screen.getByLabelText('Remarque')).toHaveAccessibleDescription('Écrivez d’abord votre remarque.');
});

test('an open link reads its page again for a fresh PDF URL: the download link takes it, the viewer keeps its own', async () => {
  jest.useFakeTimers();
  try {
    answer(200, page);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    const fresh = '/files/pdf?signature=fresh';
    answer(200, { ...page, pdf_url: fresh });
    await act(async () => {
      jest.advanceTimersByTime(PDF_URL_REFRESH_MS);
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Télécharger le pdf' })).toHaveAttribute('href', fresh),
    );
    expect(screen.getByTitle('Plaatsbeschrijving bij intrede, version 2')).toHaveAttribute('src', page.pdf_url);
  } finally {
    jest.useRealTimers();
  }
});

test('a signed link keeps its page and reads it again, so the signed PDF can still be downloaded (issue 43)', async () => {
  jest.useFakeTimers();
  try {
    answer(200, { ...page, state: 'signed', signed_at: 1_780_000_000 });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.queryByText(/Après la signature/)).not.toBeInTheDocument();
    const fresh = '/files/pdf?signature=after-signing';
    answer(200, { ...page, state: 'signed', signed_at: 1_780_000_000, pdf_url: fresh });
    await act(async () => {
      jest.advanceTimersByTime(PDF_URL_REFRESH_MS);
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Télécharger le pdf' })).toHaveAttribute('href', fresh),
    );
  } finally {
    jest.useRealTimers();
  }
});
