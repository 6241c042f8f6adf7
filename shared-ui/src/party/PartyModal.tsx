/**
 * Party modal (docs/spec.md §2, §3 Party, §5): type (required), other type when the type is "other",
 * person fields with date of birth, company fields, address, and representatives (person,
 * company and address fields, no type). Removing a representative asks "Wil je deze
 * vertegenwoordiger verwijderen ?". Saving validates and closes only when valid.
 */
import { useState, type ReactNode } from 'react';
import { Field, FieldArray, Formik, getIn, useField, useFormikContext } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { PARTY_TYPES, type PartyInput, type Representative } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { ConfirmDialog, DialogActions, Modal } from 'shared-ui';
import { FocusFirstError } from '../FocusFirstError';
import { TextField } from '../fields';
import { DateField } from '../DateField';
import { AddressFields, EMPTY_ADDRESS } from './AddressFields';

type PersonValues = Omit<Representative, 'key'>;

/** A client-made temporary id of a new party or representative (the server gives the real uuid, docs/spec.md §5). */
export const temporaryUuid = () => Date.now() + Math.random();

/**
 * Person, company and address fields of a party or representative under `prefix` ('' for the
 * party), with a row of actions ("Adres toevoegen" and the caller's `actions`) spaced apart.
 */
function PersonFields({ prefix, actions }: { prefix: string; actions?: ReactNode }) {
  const name = (field: string) => `${prefix}${field}`;
  const { values, setFieldValue } = useFormikContext();
  const address = getIn(values, name('address'));
  return (
    <>
      <div className="bo-party-grid">
        <TextField name={name('first_name')} label={<FormattedMessage id="party.firstName" />} />
        <TextField name={name('last_name')} label={<FormattedMessage id="party.lastName" />} />
        <TextField name={name('email')} type="email" label={<FormattedMessage id="party.email" />} />
        <TextField name={name('phone')} type="tel" label={<FormattedMessage id="party.phone" />} />
        <DateField valueAs="unix" label={<FormattedMessage id="party.dob" />} name={name('dob')} />
        <TextField name={name('birthplace')} label={<FormattedMessage id="party.birthplace" />} />
        <TextField name={name('national_security_number')} label={<FormattedMessage id="party.nationalNumber" />} />
        <TextField name={name('company_name')} label={<FormattedMessage id="party.companyName" />} />
        <TextField name={name('company_number')} label={<FormattedMessage id="party.companyNumber" />} />
      </div>
      {address ? (
        <fieldset className="bo-fieldset">
          <legend>
            <FormattedMessage id="party.address" />
          </legend>
          <AddressFields prefix={name('address')} />
          <button type="button" className="bo-link-button" onClick={() => setFieldValue(name('address'), null)}>
            <FormattedMessage id="party.removeAddress" />
          </button>
        </fieldset>
      ) : null}
      <div className="bo-party-actions">
        {!address && (
          <button
            type="button"
            className="bo-link-button"
            onClick={() => setFieldValue(name('address'), { ...EMPTY_ADDRESS })}
          >
            <FormattedMessage id="party.addAddress" />
          </button>
        )}
        {actions}
      </div>
    </>
  );
}

export interface PartyModalProps {
  /** The party to edit; absent for "Partij toevoegen". */
  party?: PartyInput;
  onSave: (party: PartyInput) => void;
  onClose: () => void;
}

export function PartyModal({ party, onSave, onClose }: PartyModalProps) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<number | null>(null);
  const required = intl.formatMessage({ id: 'validation.required' });
  const rules = formRules(intl.formatMessage);
  const email = rules.optionalEmail().nullable();
  const phone = rules.phone();
  // docs/product.md "Personal data": check digits; the mask an answer carried passes (it keeps the number)
  const national_security_number = rules.nationalNumber();
  const schema = yup.object({
    type: yup.string().required(required),
    other_type: yup
      .string()
      .nullable()
      .when('type', { is: 'other', then: (rule) => rule.trim().required(required) }),
    email,
    phone,
    national_security_number,
    represented_by: yup.array(yup.object({ email, phone, national_security_number })),
  });
  // every validated field needs an initial value, so that submitting marks it touched and shows its error
  const initial: PartyInput = {
    other_type: '',
    email: '',
    phone: '',
    national_security_number: '',
    ...(party ?? { uuid: temporaryUuid(), type: '' as PartyInput['type'], represented_by: [] }),
  };
  return (
    // checked on "Opslaan" only: a message appearing under the field just left would move the
    // button being clicked ("Vertegenwoordiger toevoegen") between press and release, losing the click
    <Formik
      initialValues={initial}
      validationSchema={schema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={(values) => onSave(values)}
    >
      {({ values, handleSubmit }) => (
        <Modal
          minWidth="min(90vw, 760px)"
          title={<FormattedMessage id={party ? 'party.editTitle' : 'party.createTitle'} />}
          onClose={onClose}
          onSubmit={handleSubmit}
          footer={<DialogActions onCancel={onClose} confirmLabel={<FormattedMessage id="ui.save" />} />}
        >
          <>
            <TypeSelect />
            {values.type === 'other' && (
              <TextField name="other_type" label={<FormattedMessage id="party.otherType" />} />
            )}
            <PersonFields prefix="" />
            <FieldArray name="represented_by">
              {(helpers) => (
                <section className="bo-party-representatives">
                  <h3>
                    <FormattedMessage id="party.representatives" />
                  </h3>
                  {(values.represented_by ?? []).map((representative, index) => (
                    <fieldset key={representative.key} className="bo-fieldset">
                      <legend>
                        <FormattedMessage id="party.representative" values={{ number: index + 1 }} />
                      </legend>
                      <PersonFields
                        prefix={`represented_by.${index}.`}
                        actions={
                          <button type="button" className="bo-link-button" onClick={() => setRemoving(index)}>
                            <FormattedMessage id="party.removeRepresentative" />
                          </button>
                        }
                      />
                    </fieldset>
                  ))}
                  <button
                    type="button"
                    className="bo-button bo-button--secondary"
                    onClick={() =>
                      helpers.push({ key: String(temporaryUuid()) } satisfies Partial<PersonValues> & { key: string })
                    }
                  >
                    <FormattedMessage id="party.addRepresentative" />
                  </button>
                  {removing !== null && (
                    <ConfirmDialog
                      title={<FormattedMessage id="party.removeRepresentative" />}
                      message={<FormattedMessage id="party.removeRepresentativeQuestion" />}
                      onCancel={() => setRemoving(null)}
                      onConfirm={() => {
                        helpers.remove(removing);
                        setRemoving(null);
                      }}
                    />
                  )}
                </section>
              )}
            </FieldArray>
            <FocusFirstError />
          </>
        </Modal>
      )}
    </Formik>
  );
}

function TypeSelect() {
  const intl = useIntl();
  const [, meta] = useField('type');
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="bo-field">
      <label htmlFor="party-type">
        <FormattedMessage id="party.type" />
      </label>
      <Field as="select" id="party-type" name="type" aria-invalid={Boolean(error)}>
        <option value="">{intl.formatMessage({ id: 'party.chooseType' })}</option>
        {PARTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage({ id: `party.${type}` })}
          </option>
        ))}
      </Field>
      {error && <div className="bo-field__error">{error}</div>}
    </div>
  );
}
