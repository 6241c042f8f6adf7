import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RemarkAddendum } from 'shared-api/contract';
import { renderWithProviders } from 'shared-ui/testing';
import { signOffMessages } from './messages';
import { RemarkAddenda } from './RemarkAddenda';

const draft: RemarkAddendum = {
  addendum_id: 7,
  reference: 'PB-000012-A7',
  request_id: 3,
  party_name: 'Lotte Peeters',
  state: 'draft',
  remarks: [
    { item_uuid: null, path: [], text: 'De sleutel van de fietsenberging ontbreekt.', created_at: 1767225600 },
    {
      item_uuid: 'room-1',
      path: ['Woning', 'Gelijkvloers', 'Keuken'],
      text: 'Vochtplek boven het raam.',
      created_at: 1767225660,
    },
  ],
  reason: null,
  created_at: 1767225600,
};

test('names the remark addendum by its reference and accepts it only after the confirmation that mails every party', async () => {
  const fetchSpy = jest.fn(
    async () =>
      new Response(JSON.stringify({ requests: [], remark_addenda: [{ ...draft, state: 'accepted' }] }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  const { store } = renderWithProviders(<RemarkAddenda reportId={12} addenda={[draft]} />, {
    messages: signOffMessages,
  });
  expect(screen.getByRole('heading', { name: /^Addendum PB-000012-A7: Lotte Peeters, / })).toBeInTheDocument();
  expect(screen.getByText('Algemeen')).toBeInTheDocument();

  // cancelling sends nothing
  fireEvent.click(screen.getByRole('button', { name: 'Aanvaarden' }));
  let dialog = screen.getByRole('dialog', { name: 'Opmerkingen aanvaarden' });
  expect(dialog).toHaveTextContent(
    'Addendum PB-000012-A7 wordt afgewerkt met de opmerkingen van Lotte Peeters, en elke partij en vertegenwoordiger met een e-mailadres krijgt daarover een e-mail. Aanvaarden?',
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();

  // "Ja" accepts
  fireEvent.click(screen.getByRole('button', { name: 'Aanvaarden' }));
  dialog = screen.getByRole('dialog', { name: 'Opmerkingen aanvaarden' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
  const request = (fetchSpy.mock.calls[0] as unknown as [Request])[0];
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/front/reports/12/sign-off/remark-addenda/7/accept');
  await waitFor(() =>
    expect(store.getState().notices.map((notice) => notice.text)).toContain(
      'De opmerkingen zijn aanvaard als addendum.',
    ),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
