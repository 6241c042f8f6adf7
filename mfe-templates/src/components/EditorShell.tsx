/**
 * Frame of every template editor: title, back link to its tab, the name and description
 * fields, the editor's own sections, the save button, and the unsaved-changes guard over the
 * whole form (docs/spec.md §4).
 */
import type { ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { formRules } from 'shared-api/form-rules';
import { BackLink, Loading, NotFound } from 'shared-ui';
import { paths } from 'shared-api';
import type { EditController } from 'shared-ui/forms';
import { TextField, useUnsavedChangesGuard } from 'shared-ui/forms';

export interface EditorShellProps {
  title: ReactNode;
  backTo: string;
  children?: ReactNode;
  /**
   * Shows the template without a way to change it: fields and lists disabled, no save button
   * (a provider's building for a company manager, any building for another member).
   */
  readOnly?: boolean;
  /** Above the fields: a notice and buttons of the editor's own (copy, delete). */
  banner?: ReactNode;
}

export function EditorShell({ title, backTo, children, readOnly = false, banner }: EditorShellProps) {
  const { dirty, isSubmitting } = useFormikContext();
  const guard = useUnsavedChangesGuard(dirty && !readOnly);
  return (
    <div className="bo-page">
      <BackLink to={backTo}>
        <FormattedMessage id="editor.back" />
      </BackLink>
      <Form noValidate className="tpl-editor">
        <div className="bo-page__header">
          <h1>{title}</h1>
          {!readOnly && (
            <button type="submit" className="bo-button" disabled={isSubmitting}>
              <FormattedMessage id="ui.save" />
            </button>
          )}
        </div>
        {banner}
        <fieldset className="tpl-editor__fields" disabled={readOnly}>
          <section className="bo-card">
            <TextField name="name" label={<FormattedMessage id="field.name" />} />
            <TextField name="description" label={<FormattedMessage id="field.description" />} />
          </section>
          {children}
        </fieldset>
      </Form>
      {guard}
    </div>
  );
}

/**
 * What an editor shows before its record is there: "not found" with a way back to the editor's
 * tab of the template list (`tab`), or the loading state.
 */
export function EditorGate({ status, tab }: { status: EditController<unknown, object>['status']; tab: string }) {
  return status === 'notFound' ? (
    <NotFound messageId="editor.notFound" backTo={paths.templates(tab)} backId="editor.back" />
  ) : (
    <Loading />
  );
}

/** The rules of the shell's fields (docs/spec.md §5 templates): the name, and the description where the editor requires one. */
export function editorSchema(intl: IntlShape, options: { description: boolean }) {
  const rules = formRules(intl.formatMessage);
  return yup.object({ name: rules.required(), ...(options.description ? { description: rules.required() } : {}) });
}
