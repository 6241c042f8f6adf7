/**
 * A dialog holding one formik form (the admin's small dialogs of docs/spec.md §2 "Other modals": export,
 * extension, credits, activation). Enter in a field submits; "Annuleren" and Escape close; a
 * failed submit focuses the first invalid field.
 * `onSubmit` may throw the server's error: its field errors land on the fields (`toFormErrors`).
 */
import { Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { DialogActions, Modal } from 'shared-ui';
import { FocusFirstError, toFormErrors } from 'shared-ui/forms';

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
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          title={title}
          onClose={onClose}
          onSubmit={handleSubmit}
          footer={<DialogActions onCancel={onClose} busy={isSubmitting} confirmLabel={submitLabel} />}
        >
          {children}
          <FocusFirstError />
        </Modal>
      )}
    </Formik>
  );
}
