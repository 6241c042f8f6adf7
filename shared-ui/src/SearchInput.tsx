/** The search box of lists and pick dialogs, labelled "Zoeken" (docs/spec.md §2 searchable lists). */
import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';

export function SearchInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'ui.search' });
  return <input type="search" className="bo-table__search" placeholder={label} aria-label={label} {...props} />;
}
