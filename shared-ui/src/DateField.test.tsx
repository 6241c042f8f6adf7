import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik, Form } from 'formik';
import { IntlScope, LocaleProvider } from './i18n';
import { DateField } from './DateField';

async function renderField(props: Partial<React.ComponentProps<typeof DateField>> = {}, initial: unknown = '') {
  const onSubmit = jest.fn();
  render(
    <LocaleProvider>
      <IntlScope messages={{ nl: {}, en: {}, fr: {} }}>
        <Formik initialValues={{ day: initial }} onSubmit={onSubmit}>
          <Form>
            <DateField name="day" label="Einddatum" {...props} />
            <button type="submit">Opslaan</button>
          </Form>
        </Formik>
      </IntlScope>
    </LocaleProvider>,
  );
  const submit = async () => {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
  };
  // French loads when chosen: the field shows once its texts are there
  return { onSubmit, submit, input: await screen.findByLabelText('Einddatum') };
}

afterEach(() => localStorage.clear());

test('a typed day-month-year is submitted as an ISO day and shown as DD-MM-YYYY', async () => {
  const { onSubmit, submit, input } = await renderField();
  await act(async () => {
    fireEvent.change(input, { target: { value: '1/2/2031' } });
    fireEvent.blur(input);
  });
  expect(input).toHaveValue('01-02-2031');
  await submit();
  expect(onSubmit.mock.calls[0][0]).toEqual({ day: '2031-02-01' });
});

test('unix mode reads the Brussels day and writes the seconds of its start in Brussels', async () => {
  // stored before the calendar rule: UTC midnight, still 01-01-1990 in Brussels
  const { onSubmit, submit, input } = await renderField({ valueAs: 'unix' }, 631152000);
  expect(input).toHaveValue('01-01-1990');
  fireEvent.change(input, { target: { value: '02-01-1990' } });
  await submit();
  // 1990-01-02 00:00 in Brussels (UTC+1) is 1990-01-01 23:00 UTC
  expect(onSubmit.mock.calls[0][0]).toEqual({ day: 631238400 - 3600 });
});

test('an unreadable text or a day before min is the field error and blocks the submit', async () => {
  const { onSubmit, submit, input } = await renderField({ min: '2030-06-01' });
  fireEvent.change(input, { target: { value: '31-02-2030' } });
  await submit();
  expect(await screen.findByText('Geef een datum als dd-mm-jjjj.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(input, { target: { value: '31-05-2030' } });
  await submit();
  expect(await screen.findByText('Kies 01-06-2030 of later.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('the calendar button opens a month grid in the page language; a picked day fills the field', async () => {
  localStorage.setItem('locale', 'fr');
  const { input } = await renderField({}, '2031-12-31');
  fireEvent.click(screen.getByRole('button', { name: 'Choisir une date' }));
  // the calendar is a lazy chunk, react-day-picker transformed on its first import: beside the
  // other suites of `npm test` that took over 5 s
  const grid = await screen.findByRole('grid', {}, { timeout: 20_000 });
  expect(grid).toHaveAccessibleName(/décembre 2031/i);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /15 décembre 2031/i })));
  expect(input).toHaveValue('15-12-2031');
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});
