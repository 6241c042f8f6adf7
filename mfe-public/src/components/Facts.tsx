/**
 * A description list of facts, each `[labelId, value]`: the label a message id of the page's texts,
 * the value as shown (the invitation's and the sign-off page's facts). `children` add their own
 * `<div><dt/><dd/></div>` rows after them.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function Facts({
  className,
  facts,
  children,
}: {
  className: string;
  facts: [labelId: string, value: ReactNode][];
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
