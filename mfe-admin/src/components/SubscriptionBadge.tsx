/** The users list's subscription badge (docs/spec.md §4): "Admin", "Vervallen" or the end date, coloured by days left. */
import { FormattedMessage } from 'react-intl';
import type { UserSummary } from 'shared-api/contract';
import { Badge, formatDay } from 'shared-ui';
import { subscriptionBadge } from '../format';

export function SubscriptionBadge({ user }: { user: UserSummary }) {
  const badge = subscriptionBadge(user);
  return (
    <Badge tone={badge.tone}>
      {badge.kind === 'date' ? (
        formatDay(badge.validUntil)
      ) : (
        <FormattedMessage id={badge.kind === 'admin' ? 'badge.admin' : 'badge.expired'} />
      )}
    </Badge>
  );
}
