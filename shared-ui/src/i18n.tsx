/**
 * Locale for the whole page (docs/spec.md §9: nl default, en fallback, fr). The shell renders
 * `LocaleProvider`; every app renders its texts inside `IntlScope` with its own catalogues,
 * merged over English so a missing text falls back to en. The choice persists in localStorage.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_KEY } from 'shared-api/tokens';
import { sharedUiMessages } from './messages';

export const LOCALES = ['nl', 'en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export type Catalogues = { nl: Record<string, string>; en: Record<string, string>; fr: Record<string, string> };

const LocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => void }>({
  locale: 'nl',
  setLocale: () => undefined,
});

function initialLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  return LOCALES.includes(stored as Locale) ? (stored as Locale) : 'nl';
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  useEffect(() => {
    // the page's language is the chosen one from the first paint on (screen readers, axe)
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(
    () => ({
      locale,
      setLocale: (next: Locale) => {
        localStorage.setItem(LOCALE_KEY, next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export const useLocale = () => useContext(LocaleContext);

/** Renders `children` with `messages` (plus the design system's) in the current locale. */
export function IntlScope({ messages, children }: { messages: Catalogues; children: ReactNode }) {
  const { locale } = useLocale();
  const merged = useMemo(
    () => ({ ...sharedUiMessages.en, ...messages.en, ...sharedUiMessages[locale], ...messages[locale] }),
    [locale, messages],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="nl" messages={merged} onError={ignoreMissingTranslation}>
      {children}
    </IntlProvider>
  );
}

/** `Module` rendered inside `IntlScope` with `messages`: how a remote wraps the modules it exposes. */
export function withIntlScope(messages: Catalogues, Module: ComponentType): ComponentType {
  return function Scoped() {
    return (
      <IntlScope messages={messages}>
        <Module />
      </IntlScope>
    );
  };
}

function ignoreMissingTranslation(error: { code?: string }) {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}
