import { fireEvent, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { renderWithProviders } from './testing';
import { TagField } from './TagField';

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value);

test('accepts only valid tags, on Enter or leaving the input, and removes them again', () => {
  const values: { current: string[] } = { current: [] };
  renderWithProviders(
    <Formik
      initialValues={{ emails: ['a@voorbeeld.be'] }}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={jest.fn()}
    >
      {({ values: form }) => {
        values.current = form.emails;
        return <TagField name="emails" label="E-mails" accept={isEmail} rejectedMessage="Ongeldig e-mailadres" />;
      }}
    </Formik>,
  );
  const input = screen.getByLabelText('E-mails');
  fireEvent.change(input, { target: { value: 'fout@' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(screen.getByRole('alert')).toHaveTextContent('Ongeldig e-mailadres');
  expect(input).toHaveValue('fout@');
  expect(values.current).toEqual(['a@voorbeeld.be']);

  fireEvent.change(input, { target: { value: 'b@voorbeeld.be' } });
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.blur(input);
  expect(values.current).toEqual(['a@voorbeeld.be', 'b@voorbeeld.be']);
  expect(input).toHaveValue('');

  fireEvent.click(screen.getByRole('button', { name: 'a@voorbeeld.be verwijderen' }));
  expect(values.current).toEqual(['b@voorbeeld.be']);
});
