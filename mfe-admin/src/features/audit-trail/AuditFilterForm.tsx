/**
 * The Audit screen's filters (docs/product.md "Audit"): kind, the user who acted, the account and
 * the report it is about (ids), and a range of calendar days. They live in the URL's search
 * params (`kind`, `actor`, `user`, `report`, `from`, `until`), so a filtered view can be reloaded,
 * shared and exported; "Filteren" writes them and goes back to page 1, "Filters wissen" removes them.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUDIT_KINDS } from 'shared-api/contract';
import type { AuditFilters } from './auditApi';
import { FILTER_KEYS } from './auditApi';

const EMPTY: AuditFilters = { kind: [], actor: '', user: '', report: '', from: '', until: '' };

export interface AuditFilterFormProps {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

export function AuditFilterForm({ filters, onApply }: AuditFilterFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    // the URL changed (back, a link): show its filters
    setShown(filters);
    setDraft(filters);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const field = (key: (typeof FILTER_KEYS)[number], type: 'number' | 'date') => (
    <div className="bo-field">
      <label htmlFor={`audit-${key}`}>
        <FormattedMessage id={`audit.filter.${key}`} />
      </label>
      <input
        id={`audit-${key}`}
        type={type}
        min={type === 'number' ? 1 : undefined}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <form
      className="adm-audit__filters"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'audit.filter.title' })}
    >
      <div className="bo-field">
        <label htmlFor="audit-kind">
          <FormattedMessage id="audit.filter.kind" />
        </label>
        <select
          id="audit-kind"
          value={draft.kind.length > 1 ? 'several' : (draft.kind[0] ?? '')}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value ? [event.target.value] : [] })}
        >
          <option value="">{intl.formatMessage({ id: 'audit.filter.allKinds' })}</option>
          {draft.kind.length > 1 && (
            <option value="several" disabled>
              {intl.formatMessage({ id: 'audit.filter.severalKinds' }, { count: draft.kind.length })}
            </option>
          )}
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {intl.formatMessage({ id: `audit.kind.${kind}` })}
            </option>
          ))}
        </select>
      </div>
      {field('actor', 'number')}
      {field('user', 'number')}
      {field('report', 'number')}
      {field('from', 'date')}
      {field('until', 'date')}
      <div className="adm-actions adm-audit__filter-actions">
        <button type="submit" className="bo-button">
          <FormattedMessage id="audit.filter.apply" />
        </button>
        <button
          type="button"
          className="bo-button bo-button--secondary"
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          <FormattedMessage id="audit.filter.clear" />
        </button>
      </div>
    </form>
  );
}
