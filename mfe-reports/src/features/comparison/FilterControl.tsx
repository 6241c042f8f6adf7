/**
 * The segmented control "all / changed / new damage" with each filter's count (docs/product.md
 * "Entry against exit", the screen): native radio buttons in a labelled group, so arrow keys move
 * between them and a screen reader announces the choice.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FILTERS, type Filter } from './order';

interface FilterControlProps {
  value: Filter;
  counts: Record<Filter, number>;
  onChange: (filter: Filter) => void;
}

/** The filter's radio group; `onChange` gets the chosen filter (docs/product.md "Entry against exit", the screen). */
export function FilterControl({ value, counts, onChange }: FilterControlProps) {
  const intl = useIntl();
  const name = useId();
  return (
    <div className="cmp-filter" role="radiogroup" aria-label={intl.formatMessage({ id: 'comparison.filter' })}>
      {FILTERS.map((filter) => (
        <label
          key={filter}
          className={filter === value ? 'cmp-filter__option cmp-filter__option--on' : 'cmp-filter__option'}
        >
          <input type="radio" name={name} value={filter} checked={filter === value} onChange={() => onChange(filter)} />
          {intl.formatMessage({ id: `comparison.filter.${filter}` })}{' '}
          <span className="cmp-filter__count">{intl.formatNumber(counts[filter])}</span>
        </label>
      ))}
    </div>
  );
}
