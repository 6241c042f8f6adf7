/** Small coloured label, e.g. the sidebar's unread count or a subscription state (docs/spec.md §4). */
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'green' | 'yellow' | 'orange' | 'red';

export function Badge({
  tone = 'neutral',
  children,
  label,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  label?: string;
}) {
  return (
    <span className={`bo-badge bo-badge--${tone}`} aria-label={label}>
      {children}
    </span>
  );
}
