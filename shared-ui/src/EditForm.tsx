/**
 * The body of an edit page's formik form (react-admin's `SimpleForm` habit): the fields, one
 * "Opslaan" button that is disabled while saving, and the unsaved-changes guard while the form
 * is dirty; after a failed submit the first invalid field gets the focus. Use inside `<Formik>`.
 */
import type { ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { FocusFirstError } from './FocusFirstError';

export function EditForm({ children, className }: { children: ReactNode; className?: string }) {
  const { dirty, isSubmitting } = useFormikContext();
  const guard = useUnsavedChangesGuard(dirty && !isSubmitting);
  return (
    <Form noValidate className={className}>
      {children}
      <div className="bo-form-actions">
        <button type="submit" className="bo-button" disabled={isSubmitting}>
          <FormattedMessage id="ui.save" />
        </button>
      </div>
      {guard}
      <FocusFirstError />
    </Form>
  );
}
