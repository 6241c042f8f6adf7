/**
 * A card of one record in a responsive grid (issue 13: parties, addresses): its heading (for a
 * party, its type), its actions as icon buttons in the top corner, and its lines, which wrap
 * inside the card however long (an e-mail address) instead of running into the next card.
 */
import type { ReactNode } from 'react';

export function RecordCard({
  heading,
  actions,
  children,
}: {
  heading: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="bo-record-card">
      <header className="bo-record-card__header">
        <h3>{heading}</h3>
        {actions && <div className="bo-record-card__actions">{actions}</div>}
      </header>
      {children && <div className="bo-record-card__body">{children}</div>}
    </article>
  );
}

/** The grid the cards sit in: as many columns of at least 260 px as fit, one on a phone. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="bo-card-grid">{children}</ul>;
}
