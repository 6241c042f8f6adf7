/**
 * The frame of every form field of the design system: the label above its control and the error
 * below it, tied to the control by `aria-describedby` (docs/spec.md §8: server validation errors
 * show under their fields). The Formik-bound fields of shared-ui/forms use it, and so do the plain
 * fields held in component state, so a screen without Formik does not load Formik for them.
 */
import type { ReactNode } from 'react';

/** The aria attributes of the control `id` whose `error` (if any) a {@link FieldFrame} shows. */
export function errorAria(id: string, error: string | null | undefined) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}

/**
 * `label` (for the control `id`) above `children`, the control, and `error` under it as the
 * element `${id}-error`; nothing is shown for a missing or empty error.
 */
export function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div id={`${id}-error`} className="bo-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
