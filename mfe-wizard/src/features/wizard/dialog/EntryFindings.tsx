/**
 * Beside an object of a follow-up in the field app (docs/product.md "The field app"): what the
 * report it follows found for it, read-only: its state, cleanliness, remarks, observations and
 * photos, under "Bij de vorige plaatsbeschrijving ({reference})", so the inspector records what
 * changed. Nothing when the report follows none or the object is new.
 */
import { FormattedMessage } from 'react-intl';
import { formatDay } from 'shared-ui';
import { useWizardSelector } from '../state/selectors';

const Value = ({ value }: { value: string | null }) =>
  value ? <FormattedMessage id={`option.${value}`} defaultMessage={value} /> : <>–</>;

export function EntryFindings({ uuid }: { uuid: string }) {
  const entry = useWizardSelector((state) => state.offline?.entry ?? null);
  const finding = entry?.items[uuid];
  if (!entry || !finding) return null;
  return (
    <aside className="wiz-entry" aria-labelledby={`entry-${uuid}`}>
      <h3 id={`entry-${uuid}`}>
        <FormattedMessage
          id="entry.title"
          values={{ reference: entry.reference, day: entry.finished_at ? formatDay(entry.finished_at) : '' }}
        />
      </h3>
      <dl>
        <dt>
          <FormattedMessage id="area.state" />
        </dt>
        <dd>
          <Value value={finding.state} />
        </dd>
        <dt>
          <FormattedMessage id="area.cleanliness" />
        </dt>
        <dd>
          <Value value={finding.cleanliness} />
        </dd>
        {finding.remarks && (
          <>
            <dt>
              <FormattedMessage id="dialog.remarks" />
            </dt>
            <dd>{finding.remarks}</dd>
          </>
        )}
      </dl>
      {finding.observations.length > 0 && (
        <ul className="wiz-entry__observations">
          {finding.observations.map((observation, index) => (
            <li key={index}>
              <Value value={observation.type} />
              {observation.remarks ? `: ${observation.remarks}` : ''}
            </li>
          ))}
        </ul>
      )}
      {finding.photos.length > 0 && (
        <ul className="wiz-thumbs">
          {finding.photos.map((photo, index) => (
            <li key={photo.uuid} className="wiz-thumb">
              <img src={photo.url} alt={`${finding.name} – ${index + 1}`} />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
