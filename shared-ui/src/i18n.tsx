/**
 * Locale for the whole page (docs/spec.md §9: nl default, en fallback, fr). The shell renders
 * `LocaleProvider`; every app renders its texts inside `IntlScope` with its own catalogues,
 * merged over English so a missing text falls back to en. A catalogue may be given as its loader
 * (French: loaded when chosen, so the first load carries two languages, not three); `IntlScope`
 * shows nothing until it is there. The choice persists in localStorage.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_KEY } from 'shared-api/tokens';
import { sharedUiMessages } from './messages';
import type { Catalogue, Catalogues, CatalogueSource } from './catalogues';

export type { Catalogue, Catalogues, CatalogueSource };

export const LOCALES = ['nl', 'en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * `base` with `added` over it in each language (a screen's own texts over its remote's); a
 * language given as a loader stays one, loading both together.
 */
export function withTexts(base: Catalogues, added: Record<keyof Catalogues, Catalogue>): Catalogues {
  const { fr } = base;
  return {
    nl: { ...base.nl, ...added.nl },
    en: { ...base.en, ...added.en },
    fr: typeof fr === 'function' ? () => fr().then((texts) => ({ ...texts, ...added.fr })) : { ...fr, ...added.fr },
  };
}

const loaded = new WeakMap<() => Promise<Catalogue>, Catalogue>();
/**
 * The texts of `source`; undefined while a loader's chunk loads (the first time it is asked on
 * the page), then kept for every later use.
 */
function useCatalogue(source: CatalogueSource): Catalogue | undefined {
  const [, loadedNow] = useState(0);
  const texts = typeof source === 'function' ? loaded.get(source) : source;
  useEffect(() => {
    if (typeof source !== 'function' || loaded.has(source)) return;
    let live = true;
    void source().then((catalogue) => {
      loaded.set(source, catalogue);
      if (live) loadedNow((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [source]);
  return texts;
}

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

/**
 * Renders `children` with `messages` (plus the design system's) in the current locale. While a
 * chosen language loads, the page stays in the one it showed (nothing is unmounted, no input is
 * lost); a page opened in it shows nothing until it is there.
 */
export function IntlScope({ messages, children }: { messages: Catalogues; children: ReactNode }) {
  const { locale } = useLocale();
  const designSystem = useCatalogue(sharedUiMessages[locale]);
  const own = useCatalogue(messages[locale]);
  const merged = useMemo(
    () => (designSystem && own ? { ...sharedUiMessages.en, ...messages.en, ...designSystem, ...own } : null),
    [messages, designSystem, own],
  );
  const [shown, setShown] = useState<{ locale: Locale; texts: Catalogue } | null>(null);
  if (merged && (shown?.locale !== locale || shown.texts !== merged)) setShown({ locale, texts: merged });
  const current = merged ? { locale, texts: merged } : shown;
  if (!current) return null;
  return (
    <IntlProvider
      locale={current.locale}
      defaultLocale="nl"
      messages={current.texts}
      onError={ignoreMissingTranslation}
    >
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
