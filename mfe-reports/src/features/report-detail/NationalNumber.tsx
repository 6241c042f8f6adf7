/**
 * A party's or representative's national register number on the report detail
 * (docs/product.md "Personal data"): the masked form the answer carries (`••.••.••-•••.28`) and
 * "Tonen", which asks the server for the full number; the server writes an audit event of
 * every reveal (docs/product.md "Audit"). "Verbergen" shows the mask again and forgets the number;
 * showing it again asks the server again (and is audited again).
 */
import { FormattedMessage } from 'react-intl';
import { IntlScope } from 'shared-ui';
import { personalDataMessages } from '../../messages/personal-data';
import { useRevealNationalNumberMutation } from './nationalNumberApi';

export function NationalNumber({
  reportId,
  partyUuid,
  representativeKey,
  masked,
}: {
  reportId: number;
  partyUuid: string;
  /** The representative's key; absent for the party itself. */
  representativeKey?: string;
  masked: string;
}) {
  const [reveal, { data, isLoading, reset }] = useRevealNationalNumberMutation();
  return (
    <IntlScope messages={personalDataMessages}>
      <div>
        <FormattedMessage id="party.nationalNumber" />: {data?.national_number ?? masked}{' '}
        {data ? (
          <button type="button" className="bo-link-button" onClick={reset}>
            <FormattedMessage id="detail.hideNumber" />
          </button>
        ) : (
          <button
            type="button"
            className="bo-link-button"
            disabled={isLoading}
            onClick={() => reveal({ reportId, partyUuid, representativeKey })}
          >
            <FormattedMessage id="detail.revealNumber" />
          </button>
        )}
      </div>
    </IntlScope>
  );
}
