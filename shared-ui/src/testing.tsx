/**
 * `renderWithProviders` (Redux Toolkit's testing habit): renders a component with a fresh
 * store, the locale and message catalogues, and a memory data router at `route` (or with
 * `history` entries), so `useBlocker` works as in the shell. Test-only.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createAppStore, type AppStore } from 'shared-api';
import { IntlScope, LocaleProvider, type Catalogue, type Catalogues } from './i18n';

/** Shows the current path and search so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderWithProviders(
  ui: ReactElement,
  options: { store?: AppStore; route?: string; path?: string; history?: string[]; messages?: Catalogues } = {},
) {
  const store = options.store ?? createAppStore();
  const messages = options.messages ?? { nl: {}, en: {}, fr: {} };
  const entries = options.history ?? [options.route ?? '/'];
  const router = createMemoryRouter(
    [
      {
        path: options.path ?? '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const result = render(
    <Provider store={store}>
      <LocaleProvider>
        <IntlScope messages={messages}>
          <RouterProvider router={router} />
        </IntlScope>
      </LocaleProvider>
    </Provider>,
  );
  return { store, router, ...result };
}

/** The ICU argument names of `text` (`{count}`, `{count, plural, …}`), sorted. */
const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

/**
 * What `catalogues` lacks (issue 13: every text in nl, en and fr), French loaded when given as its
 * loader: `"fr: key"` for a Dutch key with no French or English text, `"fr: key {args}"` when a
 * translation names other arguments. Empty when complete.
 */
export async function missingTranslations(catalogues: Catalogues): Promise<string[]> {
  const loaded: Record<'en' | 'fr', Catalogue> = {
    en: catalogues.en,
    fr: typeof catalogues.fr === 'function' ? await catalogues.fr() : catalogues.fr,
  };
  return (['en', 'fr'] as const).flatMap((locale) =>
    Object.entries(catalogues.nl).flatMap(([key, dutch]) => {
      const text = loaded[locale][key];
      if (text === undefined) return [`${locale}: ${key}`];
      const [expected, actual] = [argumentsOf(dutch).join(','), argumentsOf(text).join(',')];
      return expected === actual ? [] : [`${locale}: ${key} {${actual}} instead of {${expected}}`];
    }),
  );
}
