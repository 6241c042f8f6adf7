/**
 * Tabs whose tabs are route links (WAI-ARIA tabs pattern, issue 13): a `tablist` of `tab` links,
 * the current one `aria-selected` and the only one in the tab order; ←/→, Home and End move to
 * and open a neighbouring tab (automatic activation). `children` is the current tab's panel.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'shared-ui/router';

export interface LinkTab {
  key: string;
  to: string;
  label: ReactNode;
}

export interface LinkTabsProps {
  tabs: LinkTab[];
  current: string;
  /** The accessible name of the tab list. */
  label: string;
  children: ReactNode;
}

export function LinkTabs({ tabs, current, label, children }: LinkTabsProps) {
  const id = useId();
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const index = tabs.findIndex((tab) => tab.key === current);
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    navigate(target.to);
    list.current?.querySelector<HTMLElement>(`[data-tab="${target.key}"]`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="bo-tabs" ref={list} onKeyDown={move}>
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={tab.to}
            role="tab"
            id={`${id}-${tab.key}`}
            data-tab={tab.key}
            aria-selected={tab.key === current}
            aria-controls={tab.key === current ? `${id}-panel` : undefined}
            tabIndex={tab.key === current ? 0 : -1}
            className={tab.key === current ? 'bo-tabs__tab bo-tabs__tab--current' : 'bo-tabs__tab'}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </div>
    </>
  );
}
