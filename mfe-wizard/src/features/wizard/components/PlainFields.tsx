/**
 * The wizard's fields bound straight to its state (not to a form): a select of a §9 value list
 * with "Maak een keuze", and "Opmerkingen". Values are labelled through `option.<value>`.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Options of a §9 value list, led by "Maak een keuze" (empty). */
export function useValueOptions(): (values: readonly string[]) => { value: string; label: string }[] {
  const intl = useIntl();
  return (values) => [
    { value: '', label: intl.formatMessage({ id: 'dialog.choose' }) },
    ...values.map((value) => ({ value, label: intl.formatMessage({ id: `option.${value}`, defaultMessage: value }) })),
  ];
}

export function ValueSelect(props: {
  id: string;
  label: ReactNode;
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
}) {
  const options = useValueOptions();
  return (
    <div className="bo-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {options(props.values).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function RemarksField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <div className="bo-field">
      <label htmlFor={id}>
        <FormattedMessage id="dialog.remarks" />
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        placeholder={intl.formatMessage({ id: 'dialog.remarksPlaceholder' })}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
