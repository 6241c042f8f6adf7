/**
 * The remarks part of the sign-off page (docs/product.md "Sign-off by link"): the remarks the
 * party gave, grouped (general first, then per room or object), and, while remarks are open, a
 * form to add one about the document in general or about one of the page's `items`. An empty
 * remark is refused on the field; the server's 422 shows there too.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { firstErrorMessage } from 'shared-api';
import { errorAria, FieldFrame } from 'shared-ui';
import type { PublicSignOff } from 'shared-api/contract';
import { useAddSignOffRemarksMutation } from './signOffApi';
import { itemLabel, remarkGroups } from './remarks';

interface RemarksSectionProps {
  token: string;
  page: PublicSignOff;
  open: boolean;
  /** The deadline as the page writes it. */
  deadline: string;
}

export function RemarksSection({ token, page, open, deadline }: RemarksSectionProps) {
  const intl = useIntl();
  const id = useId();
  const [about, setAbout] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [addRemarks, { isLoading }] = useAddSignOffRemarksMutation();
  const groups = remarkGroups(page);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!text.trim()) return setError(intl.formatMessage({ id: 'signOff.remarkEmpty' }));
    setError(undefined);
    const result = await addRemarks({ token, body: { remarks: [{ item_uuid: about || null, text: text.trim() }] } });
    if ('error' in result) return setError(firstErrorMessage(result.error));
    setText('');
    setSaved(true);
  };

  return (
    <section className="bo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="signOff.remarks" />
      </h2>
      <p>
        {open ? (
          <FormattedMessage id="signOff.remarksIntro" values={{ deadline }} />
        ) : (
          <FormattedMessage id="signOff.remarksClosed" />
        )}
      </p>
      {groups.length === 0 ? (
        <p className="bo-muted">
          <FormattedMessage id="signOff.noRemarks" />
        </p>
      ) : (
        <ul className="so-remarks">
          {groups.map((group) => (
            <li key={group.item_uuid ?? ''}>
              <h3>{group.item_uuid === null ? <FormattedMessage id="signOff.general" /> : itemLabel(group.path)}</h3>
              <ul>
                {group.remarks.map((remark) => (
                  <li key={`${remark.created_at}-${remark.text}`}>{remark.text}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <form className="so-remark-form" onSubmit={submit} noValidate>
          <div className="bo-field">
            <label htmlFor={`${id}-about`}>
              <FormattedMessage id="signOff.about" />
            </label>
            <select id={`${id}-about`} value={about} onChange={(event) => setAbout(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'signOff.general' })}</option>
              {page.items.map((item) => (
                <option key={item.uuid} value={item.uuid}>
                  {itemLabel(item.path)}
                </option>
              ))}
            </select>
          </div>
          <FieldFrame id={`${id}-text`} label={<FormattedMessage id="signOff.remark" />} error={error}>
            <textarea
              id={`${id}-text`}
              rows={3}
              maxLength={4000}
              value={text}
              onChange={(event) => setText(event.target.value)}
              {...errorAria(`${id}-text`, error)}
            />
          </FieldFrame>
          <button type="submit" className="bo-button" disabled={isLoading}>
            <FormattedMessage id="signOff.addRemark" />
          </button>
          {saved && (
            <p role="status">
              <FormattedMessage id="signOff.remarkAdded" />
            </p>
          )}
        </form>
      )}
    </section>
  );
}
