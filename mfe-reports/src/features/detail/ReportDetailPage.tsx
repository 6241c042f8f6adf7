/**
 * `/reports/{id}` read-only detail (spec §2, §3 Report, §4): report data, parties, the
 * documents table (the report and each addendum; finished documents downloadable, others
 * "In app"), "Verwijderen" with the §8 confirmation in states start, app and ongoing, and for
 * finished reports "Aanpassen" (post-editing or addendum) and "Kopie maken" (follow-up).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { placeText, type Report } from 'shared-api/contract';
import { BackLink, Loading } from 'shared-ui';
import { useGetReportQuery } from '../../api';
import { DeleteReportButton } from '../../components/DeleteReportButton';
import { NotFound } from '../../components/NotFound';
import { formatDate, partyCardLines, stateMessageId } from '../../format';
import { AmendModal, FollowUpModal } from './ReportActions';

function Documents({ report }: { report: Report }) {
  const intl = useIntl();
  const documents = [
    { key: 'report', label: intl.formatMessage({ id: `type.${report.type}` }), ...report },
    ...report.addenda.map((addendum, index) => ({
      key: `addendum-${addendum.id}`,
      label: intl.formatMessage({ id: 'detail.addendum' }, { number: index + 1 }),
      ...addendum,
    })),
  ];
  return (
    <table className="bo-table">
      <caption>
        <FormattedMessage id="detail.documents" />
      </caption>
      <thead>
        <tr>
          <th>
            <FormattedMessage id="detail.document" />
          </th>
          <th>
            <FormattedMessage id="list.date" />
          </th>
          <th>
            <FormattedMessage id="list.state" />
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.key}>
            <td>{document.label}</td>
            <td>{formatDate(document.finished_at)}</td>
            <td>
              {document.state === 'finished' ? (
                <a href={`/reports/pdf/${document.hashed_id}`} target="_blank" rel="noreferrer">
                  <FormattedMessage id="detail.download" />
                </a>
              ) : (
                <FormattedMessage id="state.inApp" />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReportDetailPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { data: report, isError } = useGetReportQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const [dialog, setDialog] = useState<'amend' | 'copy' | null>(null);
  if (isError) return <NotFound messageId="detail.notFound" backTo="/reports" backId="detail.back" />;
  if (!report) return <Loading />;
  const finished = report.state === 'finished';
  const rows: [string, string][] = [
    ['list.type', intl.formatMessage({ id: `type.${report.type}` })],
    ['list.state', intl.formatMessage({ id: stateMessageId(report.state) })],
    ['list.date', formatDate(report.finished_at)],
    ['detail.template', report.homes[0]?.name ?? '–'],
    ['detail.configuration', report.config?.name ?? '–'],
    ['form.autoMail', intl.formatMessage({ id: report.auto_mail_documents ? 'detail.yes' : 'detail.no' })],
  ];
  return (
    <div className="bo-page">
      <BackLink to="/reports">
        <FormattedMessage id="detail.back" />
      </BackLink>
      <div className="bo-page__header">
        <h1>{placeText(report.place)}</h1>
        <div className="rep-actions">
          {report.state === 'start' && (
            <Link className="bo-button bo-button--secondary" to={`/reports/${report.id}/edit`}>
              <FormattedMessage id="detail.editDraft" />
            </Link>
          )}
          {finished && (
            <>
              <button type="button" className="bo-button" onClick={() => setDialog('amend')}>
                <FormattedMessage id="detail.amend" />
              </button>
              <button type="button" className="bo-button bo-button--secondary" onClick={() => setDialog('copy')}>
                <FormattedMessage id="detail.copy" />
              </button>
            </>
          )}
          <DeleteReportButton report={report} />
        </div>
      </div>
      <div className="bo-card">
        {report.is_follow_up && (
          <p className="bo-badge">
            <FormattedMessage id="detail.followUp" />
          </p>
        )}
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
        <ul className="rep-cards">
          {report.parties.map((party) => (
            <li key={party.uuid} className="rep-card">
              <div>
                <strong>{intl.formatMessage({ id: `party.${party.type}` })}</strong>
                {partyCardLines(party, '')
                  .filter(Boolean)
                  .map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                {party.represented_by.map((representative) => (
                  <div key={representative.key} className="bo-muted">
                    <FormattedMessage
                      id="detail.representedBy"
                      values={{ name: partyCardLines(representative, '').filter(Boolean)[0] ?? '' }}
                    />
                  </div>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="bo-card">
        <Documents report={report} />
      </div>
      {dialog === 'amend' && <AmendModal report={report} onClose={() => setDialog(null)} />}
      {dialog === 'copy' && <FollowUpModal report={report} onClose={() => setDialog(null)} />}
    </div>
  );
}
