import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportDetail } from 'shared-api/contract';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages/index';
import { DocumentsCard } from './DocumentsCard';

const version = (overrides: Partial<ReportDetail['documents'][number]>): ReportDetail['documents'][number] => ({
  id: 1,
  addendum_id: null,
  kind: 'report',
  version: 1,
  status: 'ready',
  progress: null,
  fingerprint: 'ab12cd34ef56ab12cd34ef56',
  sha256: 'f'.repeat(64),
  size_bytes: 204800,
  page_count: 7,
  created_at: 1767225600,
  generated_at: 1767225600,
  url: '/reports/pdf/rapport-hash-12?version=1&expires=1767226800&signature=abc',
  ...overrides,
});

const report = {
  id: 12,
  hashed_id: 'rapport-hash-12',
  type: 'enter',
  state: 'finished',
  finished_at: 1767225600,
  allow_regenerate_pdf: true,
  addenda: [
    {
      id: 3,
      hashed_id: 'addendum-hash-3',
      reference: 'PB-000012-A3',
      remark_state: null,
      type: 'enter',
      state: 'app',
      finished_at: null,
      allow_regenerate_pdf: false,
    },
    {
      id: 7,
      hashed_id: 'addendum-hash-7',
      reference: 'PB-000012-A7',
      remark_state: 'draft',
      type: 'enter',
      state: 'start',
      finished_at: null,
      allow_regenerate_pdf: false,
    },
  ],
  documents: [
    version({ id: 2, version: 2, status: 'pending', progress: 0.4, generated_at: null, url: null }),
    version({}),
  ],
  mails: [{ id: 5, recipients: ['lotte@voorbeeld.be'], document_ids: [1], attached: true, created_at: 1767225600 }],
} as unknown as ReportDetail;

test('shows the stored versions, the progress of one being generated, and "In app" for an unfinished addendum', () => {
  renderWithProviders(<DocumentsCard report={report} />, { messages });
  const [reportRow, addendumRow, remarkRow] = screen.getAllByRole('row').slice(1);
  // the signed, expiring link the server gave, never the bare public one
  expect(within(reportRow).getByRole('link', { name: 'Downloaden' })).toHaveAttribute(
    'href',
    '/reports/pdf/rapport-hash-12?version=1&expires=1767226800&signature=abc',
  );
  expect(
    within(reportRow).getByText(/v1 · 01\/01\/2026 \d\d:\d\d · 7 blz\. · 200 KiB · vingerafdruk ab12cd34ef56$/),
  ).toBeInTheDocument();
  expect(within(reportRow).getByText('Wordt gegenereerd…')).toBeInTheDocument();
  expect(within(reportRow).getByRole('progressbar')).toHaveAttribute('value', '0.4');
  expect(within(reportRow).getByRole('button', { name: 'Opnieuw genereren' })).toBeDisabled();
  expect(within(addendumRow).getByText('In app')).toBeInTheDocument();
  expect(within(addendumRow).queryByRole('checkbox')).toBeNull();
  // issue 43: an addendum is named by the reference its PDF prints, not by its place in the list
  expect(within(addendumRow).getByRole('cell', { name: 'Addendum PB-000012-A3' })).toBeInTheDocument();
  // a party's remarks wait for the inspector: never sent to the app, so never "In app"
  expect(within(remarkRow).getByRole('cell', { name: 'Addendum PB-000012-A7' })).toBeInTheDocument();
  expect(within(remarkRow).getByText('Opmerkingen wachten op je beslissing')).toBeInTheDocument();
  expect(within(remarkRow).queryByText('In app')).toBeNull();
  expect(
    screen.getByText(/^01\/01\/2026 \d\d:\d\d: Intrede v1 als bijlage naar lotte@voorbeeld\.be$/),
  ).toBeInTheDocument();
});

test('mails the selected documents after the confirmation', async () => {
  const fetchSpy = jest.fn(
    async () =>
      new Response(JSON.stringify({ recipients: ['a@x.be', 'b@x.be'], attached: true }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  const { store } = renderWithProviders(<DocumentsCard report={report} />, { messages });
  const mail = screen.getByRole('button', { name: 'Mailen' });
  expect(mail).toBeDisabled();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Intrede selecteren' }));
  fireEvent.click(mail);
  const dialog = screen.getByRole('dialog', { name: 'Mailen' });
  expect(
    within(dialog).getByText('Weet je zeker dat je de geselecteerde documenten naar alle partijen wil versturen?'),
  ).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
  const request = (fetchSpy.mock.calls[0] as unknown as [Request])[0];
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/reports/mail_pdf/rapport-hash-12');
  expect(await request.json()).toEqual({ ids: ['rapport-hash-12'] });
  await waitFor(() =>
    expect(store.getState().notices.map((notice) => notice.text)).toContain('Documenten verstuurd naar 2 ontvangers.'),
  );
});

test('the document actions sit together at the top, under the heading and above the full-width table', () => {
  renderWithProviders(
    <DocumentsCard report={report} actions={<button type="button">Foto&apos;s downloaden</button>} />,
    {
      messages,
    },
  );
  const section = screen.getByRole('region', { name: 'Documenten' });
  const table = within(section).getByRole('table', { name: 'Documenten' });
  const mail = within(section).getByRole('button', { name: 'Mailen' });
  const photos = within(section).getByRole('button', { name: "Foto's downloaden" });
  expect(mail.parentElement).toBe(photos.parentElement);
  const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(before(screen.getByRole('heading', { name: 'Documenten' }), mail)).toBe(true);
  expect(before(photos, table)).toBe(true);
  expect(table.parentElement).toHaveClass('bo-table');
});
