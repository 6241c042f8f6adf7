import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { PartyModal } from './PartyModal';

test('the type is required, "other" needs its own type, and nothing is saved until valid', async () => {
  const onSave = jest.fn();
  renderWithProviders(<PartyModal onSave={onSave} onClose={jest.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Type partij'), { target: { value: 'other' } });
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'geen-adres' } });
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
  expect(screen.getByLabelText('Ander type')).toHaveAttribute('aria-invalid', 'true');
  expect(onSave).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Ander type'), { target: { value: 'Syndicus' } });
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'syndicus@voorbeeld.be' } });
  fireEvent.change(screen.getByLabelText('Geboortedatum'), { target: { value: '1990-01-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave.mock.calls[0][0]).toMatchObject({
    type: 'other',
    other_type: 'Syndicus',
    email: 'syndicus@voorbeeld.be',
    // 01-01-1990 00:00 in Brussels (docs/product.md "Calendar dates")
    dob: 631148400,
  });
  expect(typeof onSave.mock.calls[0][0].uuid).toBe('number');
});

test('removing a representative asks first and keeps it when cancelled', async () => {
  const onSave = jest.fn();
  renderWithProviders(
    <PartyModal
      party={{ uuid: 'u-1', type: 'landlord', represented_by: [{ key: 'r1', first_name: 'Jan' }] }}
      onSave={onSave}
      onClose={jest.fn()}
    />,
  );
  const remove = () => fireEvent.click(screen.getByRole('button', { name: 'Vertegenwoordiger verwijderen' }));
  remove();
  const question = screen.getByRole('dialog', { name: 'Vertegenwoordiger verwijderen' });
  expect(within(question).getByText('Wil je deze vertegenwoordiger verwijderen ?')).toBeInTheDocument();
  fireEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));
  expect(screen.getByDisplayValue('Jan')).toBeInTheDocument();
  remove();
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'Vertegenwoordiger verwijderen' })).getByRole('button', { name: 'Ja' }),
  );
  await waitFor(() => expect(screen.queryByDisplayValue('Jan')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() =>
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'u-1', represented_by: [] })),
  );
});

test('Enter in a field saves the party, as the save button does (issue 13)', async () => {
  const onSave = jest.fn();
  renderWithProviders(<PartyModal onSave={onSave} onClose={jest.fn()} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Type partij'), 'tenant');
  await user.type(screen.getByLabelText('Voornaam'), 'Lotte{Enter}');
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave.mock.calls[0][0]).toMatchObject({ type: 'tenant', first_name: 'Lotte' });
});

test('a national register number needs valid check digits; the answers’ mask passes unchanged', async () => {
  const onSave = jest.fn();
  renderWithProviders(
    <PartyModal
      party={{ uuid: 'u-1', type: 'tenant', national_security_number: '••.••.••-•••.28', represented_by: [] }}
      onSave={onSave}
      onClose={jest.fn()}
    />,
  );
  const field = screen.getByLabelText('Rijksregisternummer');
  fireEvent.change(field, { target: { value: '85.07.30-033.29' } });
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Vul een geldig rijksregisternummer in.')).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();
  fireEvent.change(field, { target: { value: '••.••.••-•••.28' } });
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() =>
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ national_security_number: '••.••.••-•••.28' })),
  );
});
