import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { RichTextEditor } from './RichTextEditor';

test('shows the given HTML and gives HTML back when the formatting changes', async () => {
  const onChange = jest.fn();
  renderWithProviders(<RichTextEditor value="<p>Intro <strong>vet</strong></p>" onChange={onChange} />);
  const bold = await screen.findByText('vet', undefined, { timeout: 10_000 });
  expect(bold.closest('[style*="font-weight: bold"]')).not.toBeNull();
  expect(screen.getByText(/Intro/).closest('[style*="font-weight: bold"]')).toBeNull();

  fireEvent.mouseDown(screen.getByRole('button', { name: 'Opsomming' }));
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>Intro <strong>vet</strong></li></ul>'));
  expect(screen.getByRole('button', { name: 'Opsomming' })).toHaveAttribute('aria-pressed', 'true');
});
