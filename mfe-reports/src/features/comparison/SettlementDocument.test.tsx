import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DocumentVersion } from 'shared-api/contract';
import { renderWithProviders } from 'shared-ui/testing';
import { comparisonMessages } from './messages';
import { SettlementDocument } from './SettlementDocument';

const settlementV1: DocumentVersion = {
  id: 7,
  addendum_id: null,
  kind: 'settlement',
  version: 1,
  status: 'ready',
  progress: null,
  fingerprint: 'ab12',
  sha256: 'f'.repeat(64),
  size_bytes: 2048,
  page_count: 2,
  created_at: 1767225600,
  generated_at: 1767225600,
  url: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('says so when nothing changed since the newest settlement version, which the server answers', async () => {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return request.method === 'POST'
      ? json(settlementV1)
      : json({ id: 12, documents: [settlementV1], addenda: [], mails: [] });
  }) as unknown as typeof fetch;
  const { store } = renderWithProviders(<SettlementDocument reportId={12} />, { messages: comparisonMessages });
  fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe versie van de afrekening maken' }));
  await waitFor(() =>
    expect(store.getState().notices.map((notice) => notice.text)).toContain(
      'Er is niets gewijzigd sinds versie 1: er komt geen nieuwe versie bij.',
    ),
  );
  expect(calls).toContain('POST /front/reports/12/settlement/document');
});
