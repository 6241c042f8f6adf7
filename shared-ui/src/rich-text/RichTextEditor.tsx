/**
 * Rich-text editor adapter of the design system (docs/ARCHITECTURE.md shared-ui): `value` and `onChange`
 * carry HTML strings. The draft-js implementation loads on first use. `RichTextField` binds it
 * to a formik field and shows the field's error under it.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { Loading } from 'shared-ui';
import type { RichTextEditorProps } from './props';

const DraftEditor = lazy(() => import('./DraftEditor'));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <DraftEditor {...props} />
    </Suspense>
  );
}

export function RichTextField({ name, label }: { name: string; label: ReactNode }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="bo-field" data-field={name}>
      <span id={`${id}-label`} className="bo-field__label">
        {label}
      </span>
      <RichTextEditor
        value={field.value ?? ''}
        onChange={(html) => helpers.setValue(html)}
        onBlur={() => helpers.setTouched(true)}
        invalid={Boolean(error)}
        labelledBy={`${id}-label`}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="bo-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
