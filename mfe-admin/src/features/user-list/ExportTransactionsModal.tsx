/**
 * The transaction export modal (docs/spec.md §2 "Other modals", §7): a date range (both days included)
 * and the format; downloads `GET /front/transactions/export?date_from&date_until&format` (unix
 * seconds) under the name the server gives in `Content-Disposition`.
 */
import { useState } from 'react';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadFile, useAppDispatch } from 'shared-api';
import { calendarDayOf, EXPORT_FORMATS } from 'shared-api/contract';
import { saveBlob } from 'shared-ui';
import { DateField, SelectField } from 'shared-ui/forms';
import { FormDialog } from '../../components/FormDialog';
import { fromDateInput } from '../../format';

export function ExportTransactionsModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const required = intl.formatMessage({ id: 'validation.required' });
  // this month up to today, as days in Brussels whatever the browser's zone (docs/product.md "Calendar dates")
  const [today] = useState(() => calendarDayOf(Date.now() / 1000));
  const schema = yup.object({
    date_from: yup.string().required(required),
    date_until: yup
      .string()
      .required(required)
      .test(
        'range',
        intl.formatMessage({ id: 'export.range' }),
        (until, context) => !until || until >= context.parent.date_from,
      ),
  });
  return (
    <FormDialog
      title={<FormattedMessage id="export.title" />}
      initialValues={{
        date_from: `${today.slice(0, 8)}01`,
        date_until: today,
        format: 'xlsx',
      }}
      validationSchema={schema}
      submitLabel={<FormattedMessage id="export.submit" />}
      onClose={onClose}
      onSubmit={async (values) => {
        const query = new URLSearchParams({
          date_from: String(fromDateInput(values.date_from, 'start')),
          date_until: String(fromDateInput(values.date_until, 'end')),
          format: values.format,
        });
        const file = await dispatch(downloadFile(`front/transactions/export?${query}`));
        saveBlob(file.blob, file.fileName);
        onClose();
      }}
    >
      <DateField name="date_from" label={<FormattedMessage id="export.from" />} />
      <DateField name="date_until" label={<FormattedMessage id="export.until" />} />
      <SelectField
        name="format"
        label={<FormattedMessage id="export.format" />}
        options={EXPORT_FORMATS.map((format) => ({
          value: format,
          label: intl.formatMessage({ id: `export.${format}` }),
        }))}
      />
    </FormDialog>
  );
}
