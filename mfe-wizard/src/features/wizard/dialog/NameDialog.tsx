/**
 * The add-floor modal and the add-extra-building modal of the wizard (docs/spec.md §2 "Other modals"):
 * one required name; "Opslaan" (or Enter) calls `onSave` with the trimmed name.
 */
import type { ReactNode } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogActions, Modal } from 'shared-ui';
import { TextField } from 'shared-ui/forms';

export function NameDialog({
  title,
  onSave,
  onClose,
}: {
  title: ReactNode;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const required = intl.formatMessage({ id: 'validation.required' });
  return (
    <Formik
      initialValues={{ name: '' }}
      validate={(values) => (values.name.trim() ? {} : { name: required })}
      onSubmit={(values) => onSave(values.name.trim())}
    >
      {({ handleSubmit }) => (
        <Modal
          title={title}
          onClose={onClose}
          onSubmit={handleSubmit}
          footer={<DialogActions onCancel={onClose} confirmLabel={<FormattedMessage id="ui.save" />} />}
        >
          <TextField name="name" label={<FormattedMessage id="area.name" />} />
        </Modal>
      )}
    </Formik>
  );
}
