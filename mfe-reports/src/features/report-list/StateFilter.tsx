/**
 * The reports list's state filter (docs/product.md "Forms and lists"): "Alle statussen" or one
 * state, by the words the list shows; kept in the URL (`?state=finished`), going back to page 1.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'shared-ui/router';
import { REPORT_STATES, type ReportState } from 'shared-api/contract';
import { stateMessageId } from '../../format';

/** The state the URL filters on, or undefined for all. */
export function useStateFilter(): ReportState | undefined {
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state');
  return REPORT_STATES.find((candidate) => candidate === state);
}

export function StateFilter() {
  const intl = useIntl();
  const id = useId();
  const [, setSearchParams] = useSearchParams();
  const state = useStateFilter();
  const choose = (next: string) =>
    setSearchParams((current) => {
      const search = new URLSearchParams(current);
      if (next) search.set('state', next);
      else search.delete('state');
      search.delete('page');
      return search;
    });
  return (
    <div className="bo-field" style={{ maxWidth: 260 }}>
      <label htmlFor={id}>
        <FormattedMessage id="list.state" />
      </label>
      <select id={id} value={state ?? ''} onChange={(event) => choose(event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'list.allStates' })}</option>
        {REPORT_STATES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {intl.formatMessage({ id: stateMessageId(candidate) })}
          </option>
        ))}
      </select>
    </div>
  );
}
