/** Banner on every signed-in screen when the subscription expired or expires soon (docs/spec.md §2, §4, §8). */
import { FormattedMessage } from 'react-intl';
import { formatDay } from 'shared-ui';
import type { Identity } from 'shared-api/contract';
import { subscriptionBanner } from '../subscription';

export const PROVIDER_EMAIL = 'info@plaatsbeschrijving.be';

export function SubscriptionBanner({ identity }: { identity: Identity | undefined }) {
  const banner = subscriptionBanner(identity);
  if (!banner) return null;
  return (
    <div className={`shell-banner shell-banner--${banner.kind}`} role="status">
      <FormattedMessage
        id={banner.kind === 'expired' ? 'banner.expired' : 'banner.expiring'}
        values={{
          date: formatDay(banner.validUntil),
          mail: <a href={`mailto:${PROVIDER_EMAIL}`}>{PROVIDER_EMAIL}</a>,
        }}
      />
    </div>
  );
}
