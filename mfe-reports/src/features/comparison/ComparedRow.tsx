/**
 * One compared item of the comparison list (docs/product.md "Entry against exit"): its path and
 * kind, the badges "changed" and "new damage", what entry and exit found side by side (state,
 * cleanliness, remarks, answers, observations, a meter's consumption) with each side's photos
 * (entry left, exit right), and "add damage line". A focusable list item, so Tab reaches every row.
 */
import { forwardRef, useId, type CSSProperties } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Answer, ComparedItem, ComparedSide } from 'shared-api/contract';
import { Badge } from 'shared-ui';

/** A photo of an item: the side it was taken at and its index in that side's `media`. */
export interface PhotoRef {
  item: ComparedItem;
  side: 'entry' | 'exit';
  index: number;
}

/** Thumbnails shown per side; the rest open from the dialog. */
const THUMBS = 3;

interface ComparedRowProps {
  item: ComparedItem;
  /** Index in the shown list, for the virtualiser (`data-index`) and `aria-posinset` (1-based). */
  index: number;
  total: number;
  onPhoto: (photo: PhotoRef) => void;
  onAddDamage: (item: ComparedItem) => void;
  /** Its place in the virtual list. */
  style: CSSProperties;
}

/** An item's path as read: "Gelijkvloers › Keuken › Vloer". */
export const pathText = (item: ComparedItem) => item.path.join(' › ');

/** One compared item as a focusable list item (see the file's comment); `ref` is the virtualiser's measure. */
export const ComparedRow = forwardRef<HTMLLIElement, ComparedRowProps>(function ComparedRow(
  { item, index, total, onPhoto, onAddDamage, style },
  ref,
) {
  const intl = useIntl();
  const titleId = useId();
  const path = pathText(item);
  return (
    <li
      ref={ref}
      data-index={index}
      className="cmp-row"
      style={style}
      tabIndex={0}
      aria-labelledby={titleId}
      aria-posinset={index + 1}
      aria-setsize={total}
    >
      <div className="cmp-row__head">
        <h2 id={titleId} className="cmp-row__title">
          {path}
        </h2>
        <span className="cmp-row__kind">{intl.formatMessage({ id: `comparison.kind.${item.kind}` })}</span>
        {item.new_damage && (
          <Badge tone="red">
            <FormattedMessage id="comparison.newDamage" />
          </Badge>
        )}
        {item.changed && (
          <Badge tone="yellow">
            <FormattedMessage id="comparison.changed" />
          </Badge>
        )}
      </div>
      <div className="cmp-sides">
        {(['entry', 'exit'] as const).map((side) => (
          <Side key={side} item={item} side={side} onPhoto={onPhoto} />
        ))}
      </div>
      {item.consumption && item.consumption.length > 0 && (
        <p className="cmp-row__consumption">
          <FormattedMessage id="comparison.consumption" />{' '}
          {item.consumption
            .map(({ question, value }) => `${question}: ${intl.formatNumber(value, { maximumFractionDigits: 6 })}`)
            .join(' · ')}
        </p>
      )}
      <div className="rep-actions">
        <button type="button" className="bo-button bo-button--secondary" onClick={() => onAddDamage(item)}>
          <FormattedMessage id="comparison.addDamage" />
          <span className="bo-visually-hidden">: {path}</span>
        </button>
      </div>
    </li>
  );
});

/** What one side found, or that the item did not exist on that side. */
function Side({
  item,
  side,
  onPhoto,
}: {
  item: ComparedItem;
  side: 'entry' | 'exit';
  onPhoto: (photo: PhotoRef) => void;
}) {
  const intl = useIntl();
  const found: ComparedSide | null = item[side];
  const label = intl.formatMessage({ id: `comparison.${side}` });
  return (
    // a group, not a region: every row has both sides, and landmarks must be unique on the page
    <div role="group" className={`cmp-side cmp-side--${side}`} aria-label={label}>
      <h3 className="cmp-side__label">{label}</h3>
      {found ? (
        <Findings side={found} />
      ) : (
        <p className="bo-muted">
          <FormattedMessage id={`comparison.absent.${side}`} />
        </p>
      )}
      {found && found.media.length > 0 && (
        <div className="cmp-thumbs">
          {found.media.slice(0, THUMBS).map((url, index) => (
            <button
              key={url}
              type="button"
              className="cmp-thumb"
              aria-label={intl.formatMessage(
                { id: 'comparison.openPhoto' },
                { side: label, number: index + 1, total: found.media.length },
              )}
              onClick={() => onPhoto({ item, side, index })}
            >
              <img src={url} alt="" loading="lazy" decoding="async" />
            </button>
          ))}
          {found.media.length > THUMBS && <span className="bo-muted">+{found.media.length - THUMBS}</span>}
        </div>
      )}
    </div>
  );
}

/**
 * A coded value (state, cleanliness, observation type) in the reader's words, `option.<value>`;
 * a value outside the lists as it is (docs/product.md "Forms and lists").
 */
const coded = (intl: IntlShape, value: string | null) =>
  value ? intl.formatMessage({ id: `option.${value}`, defaultMessage: value }) : '';

/** A typed answer in the reader's words: yes or no, a number in the locale's format (docs/product.md "Typed answers"). */
const answerWords = (intl: IntlShape, value: Answer) =>
  typeof value === 'boolean'
    ? intl.formatMessage({ id: value ? 'detail.yes' : 'detail.no' })
    : typeof value === 'number'
      ? intl.formatNumber(value, { maximumFractionDigits: 6 })
      : value;

/** State, cleanliness, remarks, answers and observations of one side; what is empty is left out. */
function Findings({ side }: { side: ComparedSide }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'comparison.state' }), coded(intl, side.state)],
    [intl.formatMessage({ id: 'comparison.cleanliness' }), coded(intl, side.cleanliness)],
    [intl.formatMessage({ id: 'comparison.remarks' }), side.remarks ?? ''],
    ...side.answers.map(({ question, values }): [string, string] => [
      question,
      values.map((value) => answerWords(intl, value)).join(', '),
    ]),
    ...side.observations.map(({ name, type, remarks }): [string, string] => [
      name,
      [type === 'observation' ? '' : coded(intl, type), remarks].filter(Boolean).join(' · '),
    ]),
  ];
  const filled = rows.filter(([, value]) => value !== '');
  if (!filled.length)
    return (
      <p className="bo-muted">
        <FormattedMessage id="comparison.nothingNoted" />
      </p>
    );
  return (
    <dl className="cmp-findings">
      {filled.map(([term, value], index) => (
        <div key={index}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
