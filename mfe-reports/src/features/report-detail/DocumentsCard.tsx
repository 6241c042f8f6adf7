/**
 * The documents of a report on `/reports/{id}` (docs/spec.md §2 documents table, §4, §7, §8; issues 8
 * and 13): a full-width section whose heading carries the document actions ("Mail" for the
 * selection, plus `actions`), over the table of the report and each addendum with their stored PDF versions. A finished document offers its
 * newest version for download with fingerprint, size and pages, earlier versions below it (each
 * by the signed, expiring URL the server gives, docs/product.md "Links to the record"), and
 * "Opnieuw genereren" when allowed (after "Weet je zeker dat je deze pdf opnieuw wil
 * genereren?"). A version being generated shows its progress. Finished documents can be
 * selected and mailed ("Weet je zeker dat je de geselecteerde documenten naar alle partijen wil
 * versturen?"); sent mails are listed with their date and time and the versions they carried
 * (docs/product.md "Versions"). Addenda are named by the reference their PDF prints ("Addendum
 * PB-000012-A3"). An unfinished document shows its state ("In app"); a party's remark addendum
 * that waits for the inspector's decision says so instead. Below 640 px each document is a card of
 * labelled lines, as the lists are (docs/product.md "Forms and lists").
 */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { Addendum, DocumentVersion, ReportDetail, ReportState } from 'shared-api/contract';
import { ConfirmDialog, Icon } from 'shared-ui';
import { useMailDocumentsMutation, useRegenerateDocumentMutation } from '../../api';
import { formatDate, formatMoment, stateMessageId } from '../../format';

type RemarkState = NonNullable<Addendum['remark_state']>;

/**
 * What an unfinished document's file cell says: a party's remark addendum waits for the
 * inspector's decision or was rejected (never "In app": it is never sent to the app,
 * docs/product.md "Sign-off by link"); any other document its state.
 */
function unfinishedMessageId(document: { state: string; remark_state?: RemarkState | null }): string {
  if (document.remark_state === 'draft') return 'documents.remarksWaiting';
  if (document.remark_state === 'rejected') return 'documents.remarksRejected';
  return stateMessageId(document.state as ReportState);
}

const kib = (bytes: number | null) => (bytes === null ? '' : `${Math.max(1, Math.round(bytes / 1024))} KiB`);

function VersionLine({ version, newest }: { version: DocumentVersion; newest: boolean }) {
  if (version.status === 'pending')
    return (
      <span className="rep-version">
        <FormattedMessage id="documents.generating" />{' '}
        <progress max={1} value={version.progress ?? 0} aria-label={`v${version.version}`} />
      </span>
    );
  if (version.status === 'failed')
    return (
      <span className="rep-version rep-version--failed">
        <FormattedMessage id="documents.failed" values={{ version: version.version }} />
      </span>
    );
  return (
    <span className="rep-version">
      <a href={version.url ?? undefined} target="_blank" rel="noreferrer">
        {newest ? (
          <>
            <Icon name="download" />
            <FormattedMessage id="detail.download" />
          </>
        ) : (
          `v${version.version}`
        )}
      </a>{' '}
      <span className="bo-muted" title={version.sha256 ?? undefined}>
        <FormattedMessage
          id="documents.versionInfo"
          values={{
            version: version.version,
            date: formatMoment(version.generated_at ?? version.created_at),
            pages: version.page_count,
            size: kib(version.size_bytes),
            fingerprint: version.fingerprint?.slice(0, 12),
          }}
        />
      </span>
    </span>
  );
}

/** `actions`: further document actions shown beside "Mail" at the top (the photo download). */
export function DocumentsCard({ report, actions }: { report: ReportDetail; actions?: ReactNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState<{ kind: 'mail' } | { kind: 'regenerate'; hashedId: string } | null>(null);
  const [regenerate, regenerating] = useRegenerateDocumentMutation();
  const [mail, mailing] = useMailDocumentsMutation();
  const documents = [
    { addendumId: null, label: intl.formatMessage({ id: `type.${report.type}` }), ...report },
    ...report.addenda.map((addendum) => ({
      addendumId: addendum.id,
      label: intl.formatMessage({ id: 'detail.addendum' }, { reference: addendum.reference }),
      ...addendum,
    })),
  ];
  const confirm = async () => {
    if (!asking) return;
    try {
      if (asking.kind === 'regenerate') {
        const { unchanged } = await regenerate({ reportId: report.id, hashedId: asking.hashedId }).unwrap();
        const text = intl.formatMessage({ id: unchanged ? 'documents.unchanged' : 'documents.regenerating' });
        dispatch(notify({ kind: 'success', text }));
      } else {
        const result = await mail({ reportId: report.id, hashedId: report.hashed_id, ids: selected }).unwrap();
        dispatch(
          notify({
            kind: 'success',
            text: intl.formatMessage({ id: 'documents.mailed' }, { count: result.recipients.length }),
          }),
        );
        setSelected([]);
      }
    } catch {
      // the shell's snackbar shows the server's message
    }
    setAsking(null);
  };
  // the column names on each card of a phone
  const labels = {
    document: intl.formatMessage({ id: 'detail.document' }),
    date: intl.formatMessage({ id: 'list.date' }),
    file: intl.formatMessage({ id: 'documents.file' }),
  };
  /** "Intrede v2" for a version id a sent mail carried. */
  const versionName = (id: number) => {
    const version = report.documents.find((row) => row.id === id);
    const document = documents.find((row) => row.addendumId === version?.addendum_id);
    return version && document ? `${document.label} v${version.version}` : `#${id}`;
  };
  return (
    <section className="bo-card" aria-labelledby={`documents-${report.id}`}>
      <div className="bo-page__header">
        <h2 id={`documents-${report.id}`}>
          <FormattedMessage id="detail.documents" />
        </h2>
        <div className="rep-actions">
          <button
            type="button"
            className="bo-button"
            disabled={!selected.length}
            onClick={() => setAsking({ kind: 'mail' })}
          >
            <Icon name="mail" />
            <FormattedMessage id="documents.mail" />
          </button>
          {actions}
        </div>
      </div>
      <div className="bo-table bo-table--reflow">
        <table aria-labelledby={`documents-${report.id}`}>
          <thead>
            <tr>
              <th>
                <span className="bo-visually-hidden">
                  <FormattedMessage id="documents.select" />
                </span>
              </th>
              <th>
                <FormattedMessage id="detail.document" />
              </th>
              <th>
                <FormattedMessage id="list.date" />
              </th>
              <th>
                <FormattedMessage id="documents.file" />
              </th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => {
              const versions = report.documents.filter(
                (version) => version.kind === 'report' && version.addendum_id === document.addendumId,
              );
              const finished = document.state === 'finished';
              const newestReady = versions.find((version) => version.status === 'ready');
              return (
                <tr key={document.hashed_id}>
                  <td>
                    {finished && (
                      <input
                        type="checkbox"
                        aria-label={intl.formatMessage({ id: 'documents.selectOne' }, { name: document.label })}
                        disabled={!newestReady}
                        checked={selected.includes(document.hashed_id)}
                        onChange={(event) =>
                          setSelected((current) =>
                            event.target.checked
                              ? [...current, document.hashed_id]
                              : current.filter((id) => id !== document.hashed_id),
                          )
                        }
                      />
                    )}
                  </td>
                  <td data-label={labels.document}>{document.label}</td>
                  <td data-label={labels.date}>{formatDate(document.finished_at)}</td>
                  <td data-label={labels.file}>
                    {!finished && <FormattedMessage id={unfinishedMessageId(document)} />}
                    {finished && (
                      <div className="rep-versions">
                        {versions.map((version) => (
                          <VersionLine key={version.id} version={version} newest={version === newestReady} />
                        ))}
                        {document.allow_regenerate_pdf && (
                          <button
                            type="button"
                            className="bo-link-button"
                            disabled={versions.some((version) => version.status === 'pending')}
                            onClick={() => setAsking({ kind: 'regenerate', hashedId: document.hashed_id })}
                          >
                            <FormattedMessage id="documents.regenerate" />
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {report.mails.length > 0 && (
        <>
          <h2>
            <FormattedMessage id="documents.sentMails" />
          </h2>
          <ul className="rep-mails">
            {report.mails.map((sent) => (
              <li key={sent.id}>
                <FormattedMessage
                  id={sent.attached ? 'documents.sentAttached' : 'documents.sentLinked'}
                  values={{
                    date: formatMoment(sent.created_at),
                    documents: sent.document_ids.map(versionName).join(', '),
                    recipients: sent.recipients.join(', '),
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={<FormattedMessage id={asking.kind === 'mail' ? 'documents.mail' : 'documents.regenerate'} />}
          message={
            <FormattedMessage id={asking.kind === 'mail' ? 'documents.mailQuestion' : 'documents.regenerateQuestion'} />
          }
          busy={regenerating.isLoading || mailing.isLoading}
          onCancel={() => setAsking(null)}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
