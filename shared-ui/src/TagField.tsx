/**
 * Tag input bound to a formik `string[]` field (docs/spec.md §5 "Configuration e-mail tags accepted
 * only if they match a standard e-mail format"). Enter, comma or leaving the input adds the
 * typed text when `accept` allows it; otherwise the text stays and `rejectedMessage` shows.
 * Each tag has a remove button. Errors of the field or of one tag (`name.N`) show below.
 */
import { errorAria, IconButton } from 'shared-ui';
import { useId, useState, type ReactNode } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';

export interface TagFieldProps {
  name: string;
  label: ReactNode;
  accept: (tag: string) => boolean;
  rejectedMessage: string;
  placeholder?: string;
}

export function TagField({ name, label, accept, rejectedMessage, placeholder }: TagFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const { errors } = useFormikContext();
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [rejected, setRejected] = useState(false);
  const tags = field.value ?? [];
  const tagErrors = tags.map((_, index) => getIn(errors, `${name}.${index}`) as string | undefined);
  const error = rejected
    ? rejectedMessage
    : ((meta.touched && typeof meta.error === 'string' ? meta.error : undefined) ?? tagErrors.find(Boolean));

  const add = () => {
    const tag = text.trim().replace(/,$/, '');
    if (!tag) return;
    if (!accept(tag)) {
      setRejected(true);
      return;
    }
    if (!tags.includes(tag)) helpers.setValue([...tags, tag]);
    setText('');
    setRejected(false);
  };
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <div className="bo-tags">
        {tags.map((tag, index) => (
          <span key={tag} className={`bo-tag${tagErrors[index] ? ' bo-tag--invalid' : ''}`}>
            {tag}
            <IconButton
              icon="close"
              label={intl.formatMessage({ id: 'ui.removeTag' }, { tag })}
              onClick={() => helpers.setValue(tags.filter((candidate) => candidate !== tag))}
            />
          </span>
        ))}
        <input
          id={id}
          value={text}
          placeholder={placeholder}
          {...errorAria(id, error)}
          onChange={(event) => {
            setText(event.target.value);
            setRejected(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            } else if (event.key === 'Backspace' && !text && tags.length) {
              helpers.setValue(tags.slice(0, -1));
            }
          }}
          onBlur={() => {
            add();
            helpers.setTouched(true, false);
          }}
        />
      </div>
      {error && (
        <div id={`${id}-error`} className="bo-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
