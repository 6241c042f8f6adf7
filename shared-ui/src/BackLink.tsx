/** The "Terug naar …" link above a page's title, with a back arrow, leading to its list (`to`). */
import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { Icon } from './icons';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="bo-back-link">
        <Icon name="back" />
        {children}
      </Link>
    </p>
  );
}
