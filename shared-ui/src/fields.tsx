/**
 * Formik-bound form fields. The error shown is formik's for a touched field: client validation,
 * or a server error put there with `setErrors` after submit (docs/spec.md §8 "errors under their fields").
 */
import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorAria, FieldFrame } from 'shared-ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
}

/** Formik state of field `name` with an id for its label and its error (shown once touched). */
function useLabelledField(name: string) {
  const [field, meta] = useField(name);
  const id = useId();
  const error = meta.touched ? meta.error : undefined;
  return { field, id, error, aria: errorAria(id, error) };
}

export function TextField({ name, label, ...input }: TextFieldProps) {
  const { field, id, error, aria } = useLabelledField(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input id={id} {...field} {...input} value={field.value ?? ''} {...aria} />
    </FieldFrame>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
}

export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  const id = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="bo-field bo-field--checkbox">
      <input id={id} type="checkbox" {...field} aria-invalid={Boolean(error)} />
      <label htmlFor={id}>{label}</label>
      {error && <div className="bo-field__error">{error}</div>}
    </div>
  );
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: { value: string; label: string }[];
  /** The first, empty choice ("Kies…"); without it the select has no empty choice. */
  placeholder?: string;
}

/** A labelled formik-bound select; its error shows under it once touched. */
export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  const { field, id, error, aria } = useLabelledField(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} {...field} {...aria}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  placeholder?: string;
  rows?: number;
}

/** A labelled formik-bound textarea (remarks); its error shows under it once touched. */
export function TextAreaField({ name, label, placeholder, rows = 4 }: TextAreaFieldProps) {
  const { field, id, error, aria } = useLabelledField(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea id={id} {...field} value={field.value ?? ''} placeholder={placeholder} rows={rows} {...aria} />
    </FieldFrame>
  );
}

/** A formik-bound on/off switch (`role="switch"`, Space toggles it), e.g. "Evaluatie niet mogelijk". */
export function SwitchField({ name, label }: { name: string; label: ReactNode }) {
  const [field, , helpers] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className="bo-field bo-switch">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={Boolean(field.checked)}
        className="bo-switch__track"
        onClick={() => helpers.setValue(!field.checked)}
      >
        <span className="bo-switch__thumb" />
      </button>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
