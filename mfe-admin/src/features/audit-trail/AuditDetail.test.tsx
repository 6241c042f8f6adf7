/**
 * The facts of an audit event on the audit screen (docs/product.md "Audit"), as a Dutch-reading
 * admin sees them: names by their labels, an organisation role and a report state in words, unix
 * times as date and time, yes/no as words, and no raw code left ("sales", "start").
 */
import type { AuditTrailEvent } from 'shared-api/contract';
import { formatDateTime } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages';
import { AuditDetail } from './AuditDetail';

const event = (kind: AuditTrailEvent['kind'], detail: Record<string, unknown>): AuditTrailEvent => ({
  id: '7',
  kind,
  created_at: 1_764_000_000,
  actor_user_id: 1,
  actor_name: 'Ann Admin',
  subject_user_id: 2,
  report_id: null,
  subject: null,
  ip: null,
  user_agent: null,
  hash: 'ab12',
  detail,
});

const shown = (kind: AuditTrailEvent['kind'], detail: Record<string, unknown>) => {
  const { container, unmount } = renderWithProviders(<AuditDetail event={event(kind, detail)} />, { messages });
  const lines = [...container.querySelectorAll('li')].map((line) => line.textContent);
  unmount();
  return lines;
};

test("a member's change names the roles in words, never their codes", () => {
  const lines = shown('member.changed', {
    organisation_id: 3,
    from: { org_role: 'sales', branch_id: null },
    to: { org_role: 'inspector', branch_id: 4 },
  });
  expect(lines).toEqual(['organisatie: 3', 'van: rol Verkoper', 'naar: rol Inspecteur, vestiging 4']);
});

test("a planning's start and a subscription's dates show as date and time; a report's state in words", () => {
  const start = 1_764_324_000;
  expect(
    shown('report.planned', {
      from: { inspector_id: null, start: null, minutes: null },
      to: { inspector_id: 9, start, minutes: 90 },
      sequence: 2,
    }),
  ).toEqual(['van: –', `naar: inspecteur 9, begin ${formatDateTime(start)}, minuten 90`, 'volgnummer: 2']);
  expect(shown('subscription.changed', { from: null, to: start, start_date: null })).toEqual([
    `naar: ${formatDateTime(start)}`,
  ]);
  expect(shown('place.merged', { from: 17, into: 4 })).toEqual(['van: 17', 'into: 4']);
  expect(shown('report.deleted', { type: 'exit', state: 'start' })).toEqual(['soort: Uittrede', 'status: Draft']);
});

test('yes and no show as words, and a fact without a label keeps its name', () => {
  expect(shown('device.taken_over', { from_other_device: true, addendum_id: null, db: 'x' })).toEqual([
    'van een ander toestel: Ja',
    'db: x',
  ]);
});
