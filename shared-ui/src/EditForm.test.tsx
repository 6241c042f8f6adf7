import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { EditForm } from './EditForm';
import { TextField } from './fields';
import { renderWithProviders } from './testing';

test('a failed save moves the focus to the first invalid field (issue 13)', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(
    <Formik
      initialValues={{ name: 'Keuken', city: '', street: '' }}
      validate={(values) => ({
        ...(values.street ? {} : { street: 'Dit veld is verplicht.' }),
        ...(values.city ? {} : { city: 'Dit veld is verplicht.' }),
      })}
      onSubmit={onSubmit}
    >
      <EditForm>
        <TextField name="name" label="Naam" />
        <TextField name="street" label="Straat" />
        <TextField name="city" label="Gemeente" />
      </EditForm>
    </Formik>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(screen.getByLabelText('Straat')).toHaveFocus());
  await user.type(screen.getByLabelText('Straat'), 'Kouter');
  await user.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(screen.getByLabelText('Gemeente')).toHaveFocus());
  expect(onSubmit).not.toHaveBeenCalled();
});
