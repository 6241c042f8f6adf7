/**
 * A dialog holding one formik form (the admin's small dialogs of spec §2 "Other modals": export,
 * extension, credits, activation). Enter in a field submits; "Annuleren" and Escape close.
 * `onSubmit` may throw the server's error: its field errors land on the fields (`toFormErrors`).
 */
import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { Modal, toFormErrors } from 'shared-ui';

export interface FormDialogProps<V extends FormikValues> {
  title: ReactNode;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  submitLabel: ReactNode;
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog<V extends FormikValues>(props: FormDialogProps<V>) {
  const { title, initialValues, validationSchema, submitLabel, onSubmit, onClose, children } = props;
  return (
    <Modal title={title} onClose={onClose}>
      <Formik<V>
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values, helpers) => {
          try {
            await onSubmit(values);
          } catch (error) {
            helpers.setErrors(toFormErrors<V>(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="adm-dialog-form">
            {children}
            <div className="adm-dialog-form__actions">
              <button
                type="button"
                className="bo-button bo-button--secondary"
                onClick={onClose}
                disabled={isSubmitting}
              >
                <FormattedMessage id="ui.cancel" />
              </button>
              <button type="submit" className="bo-button" disabled={isSubmitting}>
                {submitLabel}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
