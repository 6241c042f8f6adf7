/**
 * "Logboek" on a report's detail (docs/product.md "Audit"), loaded with its texts on demand: a
 * closed disclosure that, once opened, reads the report's audited events and lists them newest
 * first: when (as the detail writes moments), what in words with whom it was about, who acted
 * (a user, or a party through its link) and from which address. Opened again, it reads them again.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDateTime, IntlScope, Loading } from 'shared-ui';
import { auditMessages } from './messages';
import { useGetAuditEventsQuery } from './auditApi';

function AuditRows({ reportId }: { reportId: number }) {
  const { data: events, isError } = useGetAuditEventsQuery(reportId, { refetchOnMountOrArgChange: true });
  if (isError)
    return (
      <p role="alert">
        <FormattedMessage id="audit.failed" />
      </p>
    );
  if (!events) return <Loading />;
  if (!events.length)
    return (
      <p>
        <FormattedMessage id="audit.none" />
      </p>
    );
  return (
    <div className="bo-table">
      <table>
        <thead>
          <tr>
            {['audit.when', 'audit.what', 'audit.by', 'audit.ip'].map((id) => (
              <th key={id} scope="col">
                <FormattedMessage id={id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{formatDateTime(event.created_at)}</td>
              <td>
                <FormattedMessage id={`audit.kind.${event.kind}`} values={{ subject: event.subject ?? '–' }} />
              </td>
              <td>{event.actor_name ?? '–'}</td>
              <td>{event.ip ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The report's audit trail, read when the reader opens it. */
export default function AuditCard({ reportId }: { reportId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <IntlScope messages={auditMessages}>
      <details className="bo-card" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <h2 className="rep-audit__title">
            <FormattedMessage id="audit.title" />
          </h2>
        </summary>
        {open && <AuditRows reportId={reportId} />}
      </details>
    </IntlScope>
  );
}
