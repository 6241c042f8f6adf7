import { act, screen } from '@testing-library/react';
import { createAppStore, notify } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from './messages';
import { SnackbarHost } from './SnackbarHost';

test('translates the known server messages of docs/spec.md §8 and leaves after 5000 ms', () => {
  jest.useFakeTimers();
  const store = createAppStore();
  renderWithProviders(<SnackbarHost />, { store, messages });
  act(() => {
    store.dispatch(notify({ kind: 'error', text: 'The user credentials were incorrect.' }));
    store.dispatch(notify({ kind: 'error', text: 'The user credentials were disabled.' }));
    store.dispatch(notify({ kind: 'success', text: 'Gegevens succesvol verzonden' }));
  });
  expect(screen.getByText('Het e-mailadres of wachtwoord is onjuist.')).toBeInTheDocument();
  expect(screen.getByText('Dit account is niet meer actief.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Gegevens succesvol verzonden');
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getAllByRole('alert')).toHaveLength(2);
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
  expect(store.getState().notices).toHaveLength(0);
  jest.useRealTimers();
});
