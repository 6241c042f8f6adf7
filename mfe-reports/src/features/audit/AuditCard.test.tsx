/**
 * The report detail's audit trail against a scripted server: closed it asks nothing; opened it
 * lists every kind of event in words (none left as a message id), with who acted and from where.
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { REPORT_AUDIT_KINDS, type AuditEvent } from 'shared-api/contract';
import AuditCard from './AuditCard';

const events: AuditEvent[] = REPORT_AUDIT_KINDS.map((kind, index) => ({
  id: String(index + 1),
  kind,
  actor_name: index % 2 ? 'Jan Janssens' : null,
  subject: 'Tine Huurder',
  ip: '203.0.113.9',
  user_agent: null,
  detail: {},
  created_at: 1_764_000_000 - index * 60,
}));

test('opened, the audit trail lists each event in words with who acted and from where', async () => {
  const fetch = jest.fn(
    async () => new Response(JSON.stringify(events), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  renderWithProviders(<AuditCard reportId={7} />);
  const title = screen.getByRole('heading', { level: 2, name: 'Logboek' });
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.click(title);
  fireEvent(title.closest('details')!, new Event('toggle'));
  expect(await screen.findByText('Ondertekend via link door Tine Huurder')).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(events.length + 1);
  expect(screen.queryByText(/audit\.kind/)).toBeNull();
  expect(screen.getAllByText('Jan Janssens')).toHaveLength(Math.floor(events.length / 2)); // every odd index
  expect(((fetch.mock.calls[0] as unknown[])[0] as Request).url).toMatch(/front\/reports\/7\/audit-events$/);
});
