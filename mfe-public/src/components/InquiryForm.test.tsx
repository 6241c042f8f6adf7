import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../messages';
import { InquiryForm } from './InquiryForm';

test('requires every field of docs/spec.md §5 and a valid e-mail before sending anything', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  renderWithProviders(<InquiryForm />, { messages });
  fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
  expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(5);
  for (const label of ['Bedrijf', 'Voornaam', 'Achternaam', 'Telefoonnummer']) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: 'x' } });
  }
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'geen-adres' } });
  fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
  expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryAllByText('Dit veld is verplicht.')).toHaveLength(0));
  expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('the consent links to the privacy policy, in a new tab so the form keeps what was typed (issue 43)', () => {
  renderWithProviders(<InquiryForm />, { messages });
  expect(screen.getByLabelText('Ik ga akkoord met het privacybeleid')).toHaveAttribute('type', 'checkbox');
  const link = screen.getByRole('link', { name: 'privacybeleid' });
  expect(link).toHaveAttribute('href', '/policies/privacy');
  expect(link).toHaveAttribute('target', '_blank');
});
