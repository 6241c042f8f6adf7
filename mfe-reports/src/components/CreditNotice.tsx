/**
 * What saving costs, said where the credit is spent (docs/product.md "Credits"): a new report or a
 * copy uses one credit of a regular account; deleting it while it is a draft gives the credit back,
 * a report sent to the app stays paid. Admins pay nothing, so they see nothing. With no credit
 * left it says so and links to the profile, where credits are bought.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-ui/router';
import { paths, useGetMeQuery } from 'shared-api';

export function CreditNotice() {
  const { data: me } = useGetMeQuery();
  if (!me || me.role === 'admin' || me.credit_count === null) return null;
  return (
    <p className="rep-credit-notice" role="note">
      {me.credit_count > 0 ? (
        <FormattedMessage id="credits.costsOne" values={{ count: me.credit_count }} />
      ) : (
        <FormattedMessage id="credits.noneLeft" values={{ link: (text) => <Link to={paths.profile}>{text}</Link> }} />
      )}{' '}
      <FormattedMessage id="credits.refundRule" />
    </p>
  );
}

/** The credit rule in the delete question: a draft gives its credit back, an in-app report does not. */
export function DeleteCreditNote({ state }: { state: string }) {
  return <FormattedMessage id={state === 'start' ? 'credits.deleteRefunds' : 'credits.deleteKeeps'} />;
}
