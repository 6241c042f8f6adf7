/**
 * The wizard's notice of remark addenda waiting for the inspector (docs/product.md "Sign-off by
 * link"): the parties whose remarks are still a draft, named, with a link to the report detail
 * where they are accepted or rejected. Nothing shows while none waits or the call fails.
 */
import { FormattedList, FormattedMessage } from 'react-intl';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import { useGetWaitingRemarksQuery } from '../../../api';

export function RemarksWaiting({ reportId }: { reportId: number }) {
  const { data } = useGetWaitingRemarksQuery(reportId);
  const names = [
    ...new Set(
      (data?.remark_addenda ?? [])
        .filter((addendum) => addendum.state === 'draft')
        .map((addendum) => addendum.party_name),
    ),
  ];
  if (names.length === 0) return null;
  return (
    <p className="bo-card wiz-remarks" role="note">
      <FormattedMessage
        id="wizard.remarksWaiting"
        // react-intl puts an element value into a list of children: it needs a key
        values={{ names: <FormattedList key="names" type="conjunction" value={names} /> }}
      />{' '}
      <Link to={paths.report(reportId)}>
        <FormattedMessage id="wizard.remarksWaitingLink" />
      </Link>
    </p>
  );
}
