/**
 * The plan dialog against a scripted server (docs/product.md "Assignment and agenda"): the
 * Brussels day and time go out as unix seconds; a 422 lands under its fields, a 404 is said in
 * words, and a stored plan closes the dialog.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { PlanDialog } from './PlanDialog';
import { planningMessages } from './messages';

const report = { id: 12, assigned_inspector_id: null, planned_start: null, planned_minutes: null };
const inspectors = [
  { id: 7, name: 'Lien Goossens', branch: { id: 1, name: 'Gent' } },
  { id: 8, name: 'Koen De Smet', branch: { id: 1, name: 'Gent' } },
];

/** A fetch that answers every request with `status` and `body`, keeping what was sent. */
function answering(status: number, body: unknown) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    sent.push({ url: request.url, method: request.method, body: await request.json() });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return sent;
}

function open(onClose = jest.fn()) {
  renderWithProviders(
    <PlanDialog
      report={report}
      subject="Veldstraat 12"
      inspectors={inspectors}
      defaults={{ day: '2026-12-02' }}
      onClose={onClose}
    />,
    { messages: planningMessages },
  );
  fireEvent.change(screen.getByLabelText('Inspecteur'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Beginuur'), { target: { value: '10:30' } });
  fireEvent.change(screen.getByLabelText('Duur (minuten)'), { target: { value: '90' } });
  fireEvent.click(screen.getByRole('button', { name: 'Planning opslaan' }));
  return onClose;
}

test('the Brussels day and time go out as unix seconds; the stored plan closes the dialog', async () => {
  const sent = answering(200, {
    id: 12,
    assigned_inspector_id: 7,
    planned_start: 0,
    planned_minutes: 90,
    plan_sequence: 1,
  });
  const onClose = open();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([
    {
      url: expect.stringMatching(/front\/reports\/12\/plan$/),
      method: 'PUT',
      // 10:30 in Brussels on 2 December 2026 is 09:30 UTC
      body: { inspector_id: 7, start: Date.UTC(2026, 11, 2, 9, 30) / 1000, minutes: 90 },
    },
  ]);
});

test('a 422 shows under its fields and the dialog stays', async () => {
  answering(422, {
    message: 'De gegevens zijn ongeldig.',
    errors: { inspector_id: ['Kies een inspecteur van uw eigen vestiging.'], start: ['Kies een tijdstip.'] },
  });
  const onClose = open();
  await waitFor(() =>
    expect(screen.getByLabelText('Inspecteur')).toHaveAccessibleDescription(
      'Kies een inspecteur van uw eigen vestiging.',
    ),
  );
  expect(screen.getByLabelText('Beginuur')).toHaveAccessibleDescription('Kies een tijdstip.');
  expect(onClose).not.toHaveBeenCalled();
});

test('a 404 says the report is not there for the caller', async () => {
  answering(404, { message: 'Not found.' });
  const onClose = open();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Dit rapport bestaat niet (meer) of u hebt er geen toegang toe.',
  );
  expect(onClose).not.toHaveBeenCalled();
});
