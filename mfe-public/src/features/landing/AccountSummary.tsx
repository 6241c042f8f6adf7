/**
 * The landing page's corner (docs/spec.md §2 `/`, "Subscription views"): "Aanmelden" for a guest; for a
 * signed-in user their name, the subscription's end date (DD-MM-YYYY, none for admins) and a
 * link to their reports instead.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-ui/router';
import { paths, useAppSelector, useGetMeQuery } from 'shared-api';
import { formatDay } from 'shared-ui';

/** The message of a subscription ending at `until` (unix seconds): still running, or ended. */
const subscriptionMessage = (until: number) =>
  until * 1000 > Date.now() ? 'landing.subscriptionUntil' : 'landing.subscriptionExpired';

export function AccountSummary() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.accessToken || state.auth.refreshToken));
  const { data: me } = useGetMeQuery(undefined, { skip: !signedIn });
  if (!signedIn || !me)
    return (
      <Link className="bo-button" to={paths.login}>
        <FormattedMessage id="landing.login" />
      </Link>
    );
  const until = me.role === 'admin' ? null : me.last_subscription?.valid_until;
  return (
    <div className="pub-account">
      <span>
        {me.first_name} {me.last_name}
        {until && (
          <>
            {' · '}
            <FormattedMessage id={subscriptionMessage(until)} values={{ date: formatDay(until) }} />
          </>
        )}
      </span>
      <Link className="bo-button" to={paths.reports}>
        <FormattedMessage id="landing.toReports" />
      </Link>
    </div>
  );
}
