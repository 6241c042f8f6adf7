import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { formMessages as messages } from './messages';
import { AddressModal } from './AddressModal';

test('Enter in a field saves the address (issue 13: Enter did nothing in the address modal)', async () => {
  const onSave = jest.fn();
  renderWithProviders(<AddressModal onSave={onSave} onClose={jest.fn()} />, { messages });
  fireEvent.change(screen.getByLabelText('Straat'), { target: { value: 'Kouter' } });
  fireEvent.change(screen.getByLabelText('Nummer'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '9000' } });
  const city = screen.getByLabelText('Gemeente');
  fireEvent.change(city, { target: { value: 'Gent' } });
  // Enter in a text field is the form's implicit submission
  await act(async () => fireEvent.submit(city.closest('form')!));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave.mock.calls[0][0]).toMatchObject({
    street: 'Kouter',
    street_number: '12',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  });
});
