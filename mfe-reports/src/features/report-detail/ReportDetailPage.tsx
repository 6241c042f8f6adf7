/**
 * `/reports/{id}` read-only detail (docs/spec.md §2, §3 Report, §4): report data, parties (national
 * register numbers masked, with "Tonen": docs/product.md "Personal data"), the documents
 * section (versions, regenerate, mail, photo download; see DocumentsCard), "Verwijderen" with the
 * §8 confirmation in states start, app and ongoing, and for finished reports "Aanpassen"
 * (post-editing or addendum) and "Kopie maken" (follow-up). While a document version is being
 * generated the page refreshes every 1.5 s to show its progress, otherwise every ten minutes, so
 * the signed PDF links of its versions (valid 15 to 20 minutes, docs/product.md "Links to the
 * record") never run out while the page is open. A finished follow-up that is not an
 * entry report links to its comparison with the entry ("Vergelijking met intrede"). A finished
 * report shows "Ondertekening op afstand" (SignOffSection, loaded on demand). The report's
 * planning ("Planning": inspector, day, time and duration, docs/product.md "Assignment and agenda")
 * and the region's checklist (docs/product.md "Regional completeness") load lazily under the parties; the audit
 * trail ("Logboek", AuditCard, docs/product.md "Audit") closes the page, read when opened.
 */
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'shared-ui/router';
import { placeText } from 'shared-api/contract';
import { BackLink, CardGrid, Loading, NotFound, RecordCard } from 'shared-ui';
import { useGetReportQuery } from '../../api';
import { usePrefetchComparison } from '../comparison/comparisonApi';
import { DeleteReportButton } from '../../components/DeleteReportButton';

import { formatDate, partyCardLines, stateText } from '../../format';
import { AmendModal, FollowUpModal } from './ReportActions';
import { DocumentsCard } from './DocumentsCard';
import { PhotoDownloadButton } from './PhotoDownloadButton';
import { NationalNumber } from './NationalNumber';
import { paths } from 'shared-api';

// the record trail (sign-off section, audit trail) and its texts load as one chunk once the detail shows
const trail = () => import('./trail');
const SignOffSection = lazy(() => trail().then((module) => ({ default: module.SignOffSection })));
const CompletenessCard = lazy(() => import('../regions/CompletenessCard'));
const AuditCard = lazy(() => trail().then((module) => ({ default: module.AuditCard })));
const PlanningCard = lazy(() => trail().then((module) => ({ default: module.PlanningCard })));

/** Refresh interval while a document version is being generated. */
const GENERATING_POLL_MS = 1500;
/** Refresh interval otherwise: well within the life of a signed PDF link (15 minutes at least). */
const LINK_REFRESH_MS = 10 * 60_000;

export function ReportDetailPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const [generating, setGenerating] = useState(false);
  const { data: report, isError } = useGetReportQuery(id, {
    skip: !Number.isInteger(id) || id < 1,
    pollingInterval: generating ? GENERATING_POLL_MS : LINK_REFRESH_MS,
  });
  const pending = Boolean(report?.documents.some((version) => version.status === 'pending'));
  if (pending !== generating) setGenerating(pending);
  const [dialog, setDialog] = useState<'amend' | 'copy' | null>(null);
  const prefetchComparison = usePrefetchComparison();
  if (isError) return <NotFound messageId="detail.notFound" backTo={paths.reports} backId="detail.back" />;
  if (!report) return <Loading />;
  const finished = report.state === 'finished';
  // docs/product.md "Entry against exit": a finished follow-up that is not an entry report
  const comparable = finished && report.is_follow_up && report.type !== 'enter';
  const rows: [string, string][] = [
    ['list.type', intl.formatMessage({ id: `type.${report.type}` })],
    ['list.state', stateText(intl, report)],
    ['list.date', formatDate(report.finished_at)],
    ['detail.template', report.homes[0]?.name ?? '–'],
    ['detail.configuration', report.config?.name ?? '–'],
    ['form.autoMail', intl.formatMessage({ id: report.auto_mail_documents ? 'detail.yes' : 'detail.no' })],
  ];
  return (
    <div className="bo-page">
      <BackLink to={paths.reports}>
        <FormattedMessage id="detail.back" />
      </BackLink>
      <div className="bo-page__header">
        <h1>{placeText(report.place)}</h1>
        <div className="rep-actions">
          {report.state === 'start' && (
            <Link className="bo-button bo-button--secondary" to={paths.reportForm(report.id)}>
              <FormattedMessage id="detail.editDraft" />
            </Link>
          )}
          {comparable && (
            <Link
              className="bo-button bo-button--secondary"
              to={paths.comparison(report.id)}
              onPointerEnter={() => prefetchComparison(report.id)}
              onFocus={() => prefetchComparison(report.id)}
            >
              <FormattedMessage id="detail.comparison" />
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
        <CardGrid>
          {report.parties.map((party) => (
            <li key={party.uuid}>
              <RecordCard heading={intl.formatMessage({ id: `party.${party.type}` })}>
                {partyCardLines(party, '')
                  .filter(Boolean)
                  .map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                {party.national_security_number && (
                  <NationalNumber reportId={report.id} partyUuid={party.uuid} masked={party.national_security_number} />
                )}
                {party.represented_by.map((representative) => (
                  <div key={representative.key}>
                    <FormattedMessage
                      id="detail.representedBy"
                      values={{ name: partyCardLines(representative, '').filter(Boolean)[0] ?? '' }}
                    />
                    {representative.national_security_number && (
                      <NationalNumber
                        reportId={report.id}
                        partyUuid={party.uuid}
                        representativeKey={representative.key}
                        masked={representative.national_security_number}
                      />
                    )}
                  </div>
                ))}
              </RecordCard>
            </li>
          ))}
        </CardGrid>
      </div>
      <Suspense fallback={null}>
        <PlanningCard report={report} />
      </Suspense>
      <Suspense fallback={null}>
        <CompletenessCard report={report} />
      </Suspense>
      <DocumentsCard report={report} actions={finished && <PhotoDownloadButton reportId={report.id} />} />
      {finished && (
        <Suspense fallback={null}>
          <SignOffSection report={report} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <AuditCard reportId={report.id} />
      </Suspense>
      {dialog === 'amend' && <AmendModal report={report} onClose={() => setDialog(null)} />}
      {dialog === 'copy' && <FollowUpModal report={report} onClose={() => setDialog(null)} />}
    </div>
  );
}
