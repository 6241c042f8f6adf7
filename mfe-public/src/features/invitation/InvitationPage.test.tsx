/**
 * The invitation page against a scripted server: an unknown link (404) and a withdrawn, used or
 * expired one (410, with the server's reason) show their own page and nothing in the snackbar; an
 * open link shows the invitation's facts with the role in the page's language; another address is
 * refused on the e-mail field; an accepted invitation leads to `/login` with a notice.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import type { PublicInvitation } from 'shared-api/contract';
import { invitationMessages } from './messages';
import { InvitationPage } from './InvitationPage';

const invitation: PublicInvitation = {
  organisation: 'Expertisebureau Schelde bv',
  inviter: 'Hilde Vermeulen',
  first_name: 'Noor',
  last_name: 'Haven',
  org_role: 'branch_manager',
  branch: 'Antwerpen',
  expires_at: 4_102_444_800,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server answers each request with the next of `answers`; returns the requests made. */
function answers(...replies: [number, unknown][]) {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: Request) => {
    requests.push(input);
    const [status, body] = replies[Math.min(requests.length, replies.length) - 1];
    return json(status, body);
  }) as unknown as typeof fetch;
  return requests;
}

const renderPage = () =>
  renderWithProviders(<InvitationPage />, {
    route: '/invitations/abcdefghijklmnopqrstuvwxyz',
    path: '/invitations/:token',
    messages: invitationMessages,
  });

afterEach(() => localStorage.clear());

test('an unknown link shows its own page, not an error', async () => {
  answers([404, { message: 'Deze uitnodiging bestaat niet.', errors: {} }]);
  const { store } = renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Deze link bestaat niet' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  expect(store.getState().notices).toEqual([]);
});

test("a used link shows the server's reason on a page of its own", async () => {
  answers([410, { message: 'Deze uitnodiging werd al gebruikt.', errors: {} }]);
  const { store } = renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Deze uitnodiging werkt niet meer' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Deze uitnodiging werd al gebruikt.');
  expect(store.getState().notices).toEqual([]);
});

test('an open link shows the invitation, refuses another address on its field, and leads to the login', async () => {
  const requests = answers(
    [200, invitation],
    [422, { message: 'De gegevens zijn ongeldig.', errors: { email: ['Naar een ander adres gestuurd.'] } }],
    [201, { id: 9, email: 'noor@schelde-expertise.be' }],
  );
  const { store } = renderPage();
  expect(await screen.findByText('Welkom Noor Haven!', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Expertisebureau Schelde bv')).toBeInTheDocument();
  expect(screen.getByText('Vestigingsbeheerder')).toBeInTheDocument();
  expect(screen.getByText('Antwerpen')).toBeInTheDocument();
  expect(screen.getByText('Hilde Vermeulen')).toBeInTheDocument();

  const email = screen.getByLabelText('E-mailadres waarop je de uitnodiging kreeg');
  fireEvent.change(email, { target: { value: 'iemand@anders.be' } });
  fireEvent.change(screen.getByLabelText('Nieuw wachtwoord'), { target: { value: 'Nieuw-lid-2026!' } });
  fireEvent.change(screen.getByLabelText('Bevestig wachtwoord'), { target: { value: 'Nieuw-lid-2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Account maken' }));
  await waitFor(() => expect(email).toHaveAccessibleDescription('Naar een ander adres gestuurd.'));

  fireEvent.change(email, { target: { value: ' noor@schelde-expertise.be ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Account maken' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(store.getState().notices.map((notice) => notice.text)).toContain(
    'Je account is klaar. Meld je aan met je e-mailadres en je nieuwe wachtwoord.',
  );
  expect(await requests[2].json()).toEqual({
    email: 'noor@schelde-expertise.be',
    password: 'Nieuw-lid-2026!',
    password_confirmation: 'Nieuw-lid-2026!',
  });
});
