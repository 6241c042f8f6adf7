/**
 * After a submit that ends with errors (client validation, or the server's `{errors}` put on the
 * fields), moves the focus to the first invalid field of the form, so a keyboard or screen-reader
 * user lands where the problem is (issue 13). Renders a marker inside the form; use inside
 * `<Formik>`, once per form.
 */
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

export function FocusFirstError() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handled.current || !Object.keys(errors).length) return;
    handled.current = submitCount;
    marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValidating, errors]);
  return <span ref={marker} hidden />;
}
