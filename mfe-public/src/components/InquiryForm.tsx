/**
 * Inquiry form (docs/spec.md §2 landing modal and login panel, §5 rules, §8 success message):
 * company, e-mail (valid), last name, first name and phone are required; the privacy policy
 * checkbox (its label links to the policy, opened in a new tab) is sent as policy_accepted 0/1. Server field errors land on their fields.
 * `onSent` runs after a successful submission.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, paths, useAppDispatch } from 'shared-api';
import { formRules } from 'shared-api/form-rules';
import { CheckboxField, TextField, toFormErrors } from 'shared-ui/forms';
import { useCreateInquiryMutation } from '../api';

interface InquiryValues {
  company: string;
  email: string;
  last_name: string;
  first_name: string;
  phone: string;
  policy_accepted: boolean;
}

const initialValues: InquiryValues = {
  company: '',
  email: '',
  last_name: '',
  first_name: '',
  phone: '',
  policy_accepted: false,
};

export function InquiryForm({ onSent }: { onSent?: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [createInquiry] = useCreateInquiryMutation();
  const rules = formRules(intl.formatMessage);
  const schema = yup.object({
    company: rules.required(),
    email: rules.email(),
    last_name: rules.required(),
    first_name: rules.required(),
    phone: rules.requiredPhone(),
  });

  const submit = async (values: InquiryValues, helpers: FormikHelpers<InquiryValues>) => {
    try {
      await createInquiry({ ...values, policy_accepted: values.policy_accepted ? 1 : 0 }).unwrap();
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'inquiry.sent' }) }));
      helpers.resetForm();
      onSent?.();
    } catch (error) {
      helpers.setErrors(toFormErrors(error));
    }
  };

  return (
    <div className="pub-inquiry">
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'inquiry.title' })}>
            <TextField name="company" label={<FormattedMessage id="inquiry.company" />} autoComplete="organization" />
            <div className="pub-row">
              <TextField
                name="first_name"
                label={<FormattedMessage id="inquiry.firstName" />}
                autoComplete="given-name"
              />
              <TextField
                name="last_name"
                label={<FormattedMessage id="inquiry.lastName" />}
                autoComplete="family-name"
              />
            </div>
            <TextField name="email" type="email" label={<FormattedMessage id="inquiry.email" />} autoComplete="email" />
            <TextField name="phone" type="tel" label={<FormattedMessage id="inquiry.phone" />} autoComplete="tel" />
            <CheckboxField
              name="policy_accepted"
              label={
                <FormattedMessage
                  id="inquiry.policy"
                  values={{
                    // a new tab: the form keeps what was typed
                    privacy: (text) => (
                      <a href={paths.policy('privacy')} target="_blank" rel="noopener noreferrer">
                        {text}
                      </a>
                    ),
                  }}
                />
              }
            />
            <button type="submit" className="bo-button" disabled={isSubmitting}>
              <FormattedMessage id="inquiry.submit" />
            </button>
          </Form>
        )}
      </Formik>
    </div>
  );
}
