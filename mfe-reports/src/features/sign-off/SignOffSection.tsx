/**
 * "Ondertekening op afstand" on the detail of a finished report (docs/product.md "Sign-off by
 * link"), loaded with its texts on demand: "Ondertekening aanvragen" opens RequestDialog; the
 * requests are listed with their party, e-mail, document, state and moments (sent, opened,
 * remarked, signed, expires or expired, revoked), a working link with "Intrekken" after a
 * confirmation; below them the remark addenda (RemarkAddenda).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { ReportDetail, SignOffRequest } from 'shared-api/contract';
import { Badge, ConfirmDialog, formatDateTime, IntlScope, type BadgeTone } from 'shared-ui';
import { signOffMessages } from './messages';
import { useGetSignOffQuery, useRevokeSignOffMutation } from './signOffApi';
import { requestMoments, revocable } from './signOff';
import { RequestDialog } from './RequestDialog';
import { RemarkAddenda } from './RemarkAddenda';

const STATE_TONES: Record<SignOffRequest['state'], BadgeTone> = {
  sent: 'neutral',
  opened: 'yellow',
  remarked: 'orange',
  signed: 'green',
  expired: 'red',
  revoked: 'red',
};

/** Which document a request is about, as the section names it. */
function DocumentName({ request, report }: { request: SignOffRequest; report: ReportDetail }) {
  const reference = report.addenda.find((addendum) => addendum.id === request.addendum_id)?.reference;
  return (
    <FormattedMessage id={`signOff.document.${request.document}`} values={{ reference, version: request.version }} />
  );
}

function RequestItem({
  request,
  report,
  onRevoke,
}: {
  request: SignOffRequest;
  report: ReportDetail;
  onRevoke: () => void;
}) {
  const intl = useIntl();
  return (
    <li className="rep-signoff__request">
      <div className="rep-signoff__head">
        <strong>{request.name}</strong>{' '}
        <span className="bo-muted">
          {intl.formatMessage({
            id: request.role === 'representative' ? 'signOff.representative' : `party.${request.role}`,
          })}
        </span>{' '}
        <Badge tone={STATE_TONES[request.state]}>{intl.formatMessage({ id: `signOff.state.${request.state}` })}</Badge>
      </div>
      <div>
        {request.email} · <DocumentName request={request} report={report} />
      </div>
      <ul className="rep-signoff__moments">
        {requestMoments(request).map(([moment, at]) => (
          <li key={moment}>
            <FormattedMessage id={`signOff.moment.${moment}`} values={{ date: formatDateTime(at) }} />
          </li>
        ))}
      </ul>
      {revocable(request) && (
        <button type="button" className="bo-button bo-button--secondary" onClick={onRevoke}>
          <FormattedMessage id="signOff.revoke" />
        </button>
      )}
    </li>
  );
}

function Section({ report }: { report: ReportDetail }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data } = useGetSignOffQuery(report.id);
  const [requesting, setRequesting] = useState(false);
  const [revoking, setRevoking] = useState<SignOffRequest | null>(null);
  const [revoke, { isLoading: revokeBusy }] = useRevokeSignOffMutation();
  const confirmRevoke = async (request: SignOffRequest) => {
    const result = await revoke({ id: report.id, requestId: request.id });
    setRevoking(null);
    if (!('error' in result))
      dispatch(
        notify({ kind: 'success', text: intl.formatMessage({ id: 'signOff.revoked' }, { name: request.name }) }),
      );
  };
  return (
    <section className="bo-card rep-signoff" aria-labelledby="rep-signoff-title">
      <div className="bo-page__header">
        <h2 id="rep-signoff-title">
          <FormattedMessage id="signOff.title" />
        </h2>
        <button type="button" className="bo-button" onClick={() => setRequesting(true)}>
          <FormattedMessage id="signOff.request" />
        </button>
      </div>
      {data && data.requests.length === 0 && (
        <p className="bo-muted">
          <FormattedMessage id="signOff.none" />
        </p>
      )}
      {data && data.requests.length > 0 && (
        <ul className="rep-signoff__requests">
          {data.requests.map((request) => (
            <RequestItem key={request.id} request={request} report={report} onRevoke={() => setRevoking(request)} />
          ))}
        </ul>
      )}
      {data && <RemarkAddenda reportId={report.id} addenda={data.remark_addenda} />}
      {requesting && <RequestDialog report={report} onClose={() => setRequesting(false)} />}
      {revoking && (
        <ConfirmDialog
          title={<FormattedMessage id="signOff.revoke" />}
          message={<FormattedMessage id="signOff.revokeQuestion" values={{ name: revoking.name }} />}
          onConfirm={() => confirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
          busy={revokeBusy}
        />
      )}
    </section>
  );
}

/** The section in the remote's catalogues with its own texts (they come with this lazy chunk). */
export default function SignOffSection({ report }: { report: ReportDetail }) {
  return (
    <IntlScope messages={signOffMessages}>
      <Section report={report} />
    </IntlScope>
  );
}
