/** The "← Terug naar …" link above a page's title, leading back to its list (`to`). */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to}>{children}</Link>
    </p>
  );
}
