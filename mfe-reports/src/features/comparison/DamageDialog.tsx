/**
 * "Add damage line" on a compared item (docs/product.md "The settlement"): description, who bears
 * it, labour and material in euros (comma or point), VAT 0/6/12/21 %, and for wear the item's age
 * and lifetime in years. Enter submits. Saving puts the whole list (the saved lines plus this one,
 * with the saved deposit); the server's 422 errors of this line land on their fields.
 */
import { Formik, type FormikErrors } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from 'shared-api';
import { LIABILITIES, VAT_RATES, type ComparedItem } from 'shared-api/contract';
import { DialogActions, Modal } from 'shared-ui';
import { SelectField, TextAreaField, TextField } from 'shared-ui/forms';
import { useSaveDamagesMutation } from './comparisonApi';
import { damageLine, EMPTY_DAMAGE, formField, parseYears, type DamageValues } from './damageForm';
import { parseEuros } from './money';
import { pathText } from './ComparedRow';
import type { SettlementLines } from './settlementLines';

interface DamageDialogProps {
  reportId: number;
  item: ComparedItem;
  /** The saved deposit and lines the new line is added to. */
  saved: SettlementLines;
  onClose: () => void;
}

/** The "add damage line" dialog of `item` (docs/product.md "The settlement"); closes once saved. */
export function DamageDialog({ reportId, item, saved, onClose }: DamageDialogProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [saveDamages] = useSaveDamagesMutation();
  const validate = (values: DamageValues) => {
    const errors: FormikErrors<DamageValues> = {};
    if (!values.description.trim()) errors.description = text('validation.required');
    for (const field of ['labour', 'material'] as const)
      if (parseEuros(values[field]) === null) errors[field] = text('comparison.amountInvalid');
    for (const field of ['age_years', 'lifetime_years'] as const)
      if (Number.isNaN(parseYears(values[field]))) errors[field] = text('comparison.yearsInvalid');
    return errors;
  };
  return (
    <Formik<DamageValues>
      initialValues={EMPTY_DAMAGE}
      validate={validate}
      onSubmit={async (values, { setErrors }) => {
        const index = saved.lines.length;
        const body = { deposit_cents: saved.deposit_cents, lines: [...saved.lines, damageLine(item.uuid, values)] };
        try {
          await saveDamages({ id: reportId, body }).unwrap();
          onClose();
        } catch (error) {
          // the shell's snackbar shows the first message; this line's errors go under their fields
          const errors: FormikErrors<DamageValues> = {};
          for (const [key, message] of Object.entries(fieldErrors(error))) {
            const field = formField(key, index);
            if (field) errors[field] = message;
          }
          setErrors(errors);
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          title={<FormattedMessage id="comparison.addDamageTitle" values={{ path: pathText(item) }} />}
          onClose={onClose}
          onSubmit={handleSubmit}
          footer={
            <DialogActions onCancel={onClose} confirmLabel={<FormattedMessage id="ui.save" />} busy={isSubmitting} />
          }
        >
          <TextAreaField name="description" label={text('comparison.description')} rows={2} />
          <SelectField
            name="liability"
            label={text('comparison.liability')}
            options={LIABILITIES.map((value) => ({ value, label: text(`comparison.liability.${value}`) }))}
          />
          <div className="rep-grid">
            <TextField name="labour" inputMode="decimal" label={text('comparison.labour')} />
            <TextField name="material" inputMode="decimal" label={text('comparison.material')} />
            <SelectField
              name="vat_rate"
              label={text('comparison.vat')}
              options={VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
            />
          </div>
          <div className="rep-grid">
            <TextField name="age_years" inputMode="decimal" label={text('comparison.age')} />
            <TextField name="lifetime_years" inputMode="decimal" label={text('comparison.lifetime')} />
          </div>
        </Modal>
      )}
    </Formik>
  );
}
