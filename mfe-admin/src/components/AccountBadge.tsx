/**
 * The badge of a disabled account ("Uitgeschakeld", docs/spec.md §8 "The user credentials were
 * disabled."): shown in the users list and the user editor, so such an account never looks like
 * any other. Nothing for an active account.
 */
import { FormattedMessage } from 'react-intl';
import type { UserSummary } from 'shared-api/contract';
import { Badge } from 'shared-ui';

export function DisabledBadge({ user }: { user: Pick<UserSummary, 'active'> }) {
  if (user.active) return null;
  return (
    <Badge tone="red">
      <FormattedMessage id="account.disabled" />
    </Badge>
  );
}
