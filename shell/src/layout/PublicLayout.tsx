/**
 * Layout of public pages: the language choice in a corner (the banner landmark) and the page in
 * the one `main` landmark, so every text of a public page sits in a landmark (issue 13, axe).
 */
import type { ReactNode } from 'react';
import { LocaleSwitch } from './LocaleSwitch';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell-public">
      <header className="shell-public__locale">
        <LocaleSwitch />
      </header>
      <main>{children}</main>
    </div>
  );
}
