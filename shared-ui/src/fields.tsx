/**
 * Formik-bound form fields. The error shown is formik's for a touched field: client validation,
 * or a server error put there with `setErrors` after submit (spec §8 "errors under their fields").
 */
import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
}

export function TextField({ name, label, ...input }: TextFieldProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...field}
        {...input}
        value={field.value ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="bo-field__error">
          {error}
        </div>
      )}
    </div>
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
}

/** A labelled formik-bound select; its error shows under it once touched. */
export function SelectField({ name, label, options }: SelectFieldProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${id}-error`} className="bo-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
