/**
 * `/reports/{id}`: read-only report data (spec §2, §3 Report): address, type, state, execution
 * date, template, document configuration and parties. Documents and actions arrive with the
 * report-management issue.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { useGetReportQuery } from '../../api';
import { addressLine, formatDate, stateMessageId } from '../../format';

export function ReportDetailPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { data: report, isError } = useGetReportQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  if (isError) {
    return (
      <div className="bo-page">
        <p>
          <FormattedMessage id="detail.notFound" />
        </p>
        <Link to="/reports">
          <FormattedMessage id="detail.back" />
        </Link>
      </div>
    );
  }
  if (!report) return <Loading />;
  const rows: [string, string][] = [
    ['list.type', intl.formatMessage({ id: `type.${report.type}` })],
    ['list.state', intl.formatMessage({ id: stateMessageId(report.state) })],
    ['list.date', formatDate(report.finished_at)],
    ['detail.template', report.homes[0]?.name ?? '–'],
    ['detail.configuration', report.config?.name ?? '–'],
  ];
  return (
    <div className="bo-page">
      <p>
        <Link to="/reports">
          <FormattedMessage id="detail.back" />
        </Link>
      </p>
      <h1>{addressLine(report)}</h1>
      <div className="bo-card">
        <dl className="rep-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h2>
          <FormattedMessage id="list.parties" />
        </h2>
        <ul>
          {report.parties.map((party) => (
            <li key={party.uuid}>
              {[party.first_name, party.last_name].filter(Boolean).join(' ') || party.company_name} (
              {intl.formatMessage({ id: `party.${party.type}` })})
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
