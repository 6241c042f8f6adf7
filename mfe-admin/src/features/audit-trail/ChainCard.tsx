/**
 * The chain's state on the Audit screen (docs/product.md "Audit"): how many events the trail
 * holds, the hash of the newest (the head), and the last verification with when and where it ran
 * (the screen or `npm run audit:verify`) and what it found; "Nu controleren" verifies the whole
 * chain on the server now and shows the outcome.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { AuditVerification } from 'shared-api/contract';
import { formatDateTime } from 'shared-ui';
import { useGetAuditChainQuery, useVerifyAuditChainMutation } from './auditApi';

/** A verification in words: in order with its count, or the first broken event and why. */
function Outcome({ verification }: { verification: AuditVerification }) {
  const values = {
    time: formatDateTime(verification.ran_at),
    count: verification.count,
    id: verification.broken_id,
    source: <FormattedMessage id={`audit.chain.source.${verification.source}`} />,
    reason: <FormattedMessage id={`audit.chain.reason.${verification.reason}`} />,
  };
  return verification.ok ? (
    <span className="adm-audit__ok" data-testid="audit-verification">
      <FormattedMessage id="audit.chain.ok" values={values} />
    </span>
  ) : (
    <strong className="adm-audit__broken" role="alert" data-testid="audit-verification">
      <FormattedMessage id="audit.chain.broken" values={values} />
    </strong>
  );
}

export function ChainCard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data: chain } = useGetAuditChainQuery();
  const [verify, { isLoading: verifying }] = useVerifyAuditChainMutation();
  const check = async () => {
    const result = await verify().unwrap();
    dispatch(
      notify({
        kind: result.ok ? 'success' : 'error',
        text: intl.formatMessage(
          { id: result.ok ? 'audit.chain.verified' : 'audit.chain.verifyBroken' },
          { id: result.broken_id, count: result.count },
        ),
      }),
    );
  };
  return (
    <section className="bo-card adm-audit__chain" aria-labelledby="audit-chain-title">
      <h2 id="audit-chain-title">
        <FormattedMessage id="audit.chain.title" />
      </h2>
      <dl>
        <dt>
          <FormattedMessage id="audit.chain.count" />
        </dt>
        <dd data-testid="audit-count">{chain ? chain.count : '…'}</dd>
        <dt>
          <FormattedMessage id="audit.chain.head" />
        </dt>
        <dd>
          {chain?.head ? (
            <code className="adm-audit__hash" title={chain.head.hash} data-testid="audit-head">
              {chain.head.hash}
            </code>
          ) : (
            chain && <FormattedMessage id="audit.chain.empty" />
          )}
        </dd>
        <dt>
          <FormattedMessage id="audit.chain.lastCheck" />
        </dt>
        <dd>
          {chain?.last_verification ? (
            <Outcome verification={chain.last_verification} />
          ) : (
            chain && <FormattedMessage id="audit.chain.never" />
          )}
        </dd>
      </dl>
      <button type="button" className="bo-button bo-button--secondary" onClick={check} disabled={verifying}>
        <FormattedMessage id="audit.chain.verify" />
      </button>
    </section>
  );
}
