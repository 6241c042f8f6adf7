import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages/index';
import { QuestionModal } from './QuestionModal';
import { validateQuestion } from './questionRules';

const texts = { required: 'verplicht', optionsRequired: 'opties nodig' };

const base = { question: 'Materiaal', type: 'select' as const, placeholder: '', options: [], manual_input: false };

test('validateQuestion applies the rules of docs/spec.md §5', () => {
  expect(validateQuestion(base, texts)).toEqual({ options: 'opties nodig' });
  expect(validateQuestion({ ...base, options: ['  '] }, texts)).toEqual({ options: 'opties nodig' });
  expect(validateQuestion({ ...base, options: ['Hout'] }, texts)).toEqual({});
  expect(validateQuestion({ ...base, question: ' ', type: 'text' }, texts)).toEqual({
    question: 'verplicht',
    placeholder: 'verplicht',
  });
  expect(validateQuestion({ ...base, type: 'count' }, texts)).toEqual({});
});

test('the modal shows the options error for a select question and sends nothing', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  renderWithProviders(<QuestionModal entityId={3} onClose={jest.fn()} />, { messages });
  expect(screen.getByLabelText('Soort antwoord')).toHaveValue('select');
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Voeg minstens één antwoord toe.')).toBeInTheDocument();
  expect(screen.getByText('Dit veld is verplicht.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Soort antwoord'), { target: { value: 'count' } });
  await waitFor(() => expect(screen.queryByText('Voeg minstens één antwoord toe.')).toBeNull());
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('answers are added with Enter and removed again', () => {
  renderWithProviders(<QuestionModal entityId={3} onClose={jest.fn()} />, { messages });
  const input = screen.getByLabelText('Nieuw antwoord');
  fireEvent.change(input, { target: { value: 'Hout' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  fireEvent.change(input, { target: { value: 'Steen' } });
  fireEvent.click(screen.getByRole('button', { name: 'Antwoord toevoegen' }));
  expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace('×', ''))).toEqual(['Hout', 'Steen']);
  fireEvent.click(screen.getByRole('button', { name: 'Antwoord Hout verwijderen' }));
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

test('Enter in a field submits the question, and "Annuleren" closes without saving (issue 13)', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  const onClose = jest.fn();
  renderWithProviders(<QuestionModal entityId={3} onClose={onClose} />, { messages });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Vraag'), '{Enter}');
  expect(await screen.findByText('Voeg minstens één antwoord toe.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Annuleren' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(fetchSpy).not.toHaveBeenCalled();
});
