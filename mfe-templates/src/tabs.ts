/** The five template tabs of docs/spec.md §2 and the API kind behind each. */
import type { TemplateKind } from 'shared-api/contract';

export const TABS = ['homes', 'extras', 'floors', 'rooms', 'entities'] as const;
export type Tab = (typeof TABS)[number];

export const kindOf = (tab: Tab): TemplateKind => (tab === 'extras' ? 'homes' : tab);
export const isTab = (value: string | undefined): value is Tab => TABS.includes(value as Tab);
