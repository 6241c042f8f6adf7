/**
 * The floor page of the wizard (issue 43): deleting a room asks first; "Annuleren" keeps it, "Ja"
 * removes it with its objects.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createAppStore } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../../messages/index';
import { FLOOR, homes, report } from '../state/fixtures';
import { loaded } from '../state/wizardSlice';
import { FloorPage } from './AreaPages';

test('deleting a room asks first, and only "Ja" removes it', () => {
  const store = createAppStore();
  store.dispatch(
    loaded({
      reportId: 7,
      type: 'post-editing',
      basePath: '/reports/7/post-editing',
      keepSignatures: null,
      report: report(),
      homes: homes(),
    }),
  );
  renderWithProviders(<FloorPage />, {
    store,
    messages,
    route: `/reports/7/post-editing/floor/${FLOOR}`,
    path: '/reports/7/post-editing/floor/:uuid',
  });
  expect(screen.getByRole('link', { name: 'Keuken' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Keuken verwijderen' }));
  const question = screen.getByRole('dialog', { name: 'Ruimte verwijderen' });
  expect(question).toHaveTextContent('Keuken verwijderen, met al haar objecten en foto’s?');
  expect(screen.getByRole('link', { name: 'Keuken' })).toBeInTheDocument();
  fireEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('link', { name: 'Keuken' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Keuken verwijderen' }));
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'Ruimte verwijderen' })).getByRole('button', { name: 'Ja' }),
  );
  expect(screen.queryByRole('link', { name: 'Keuken' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Inkomhal' })).toBeInTheDocument();
});
