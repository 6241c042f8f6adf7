/** Layout of public pages: the page itself plus the language choice in a corner. */
import type { ReactNode } from 'react';
import { LocaleSwitch } from './LocaleSwitch';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell-public">
      <div className="shell-public__locale">
        <LocaleSwitch />
      </div>
      {children}
    </div>
  );
}
