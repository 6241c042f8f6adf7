/** The shapes of message catalogues (docs/spec.md §9: nl default, en fallback, fr); used by `i18n.tsx`. */
export type Catalogue = Record<string, string>;
/** A language's texts, or the loader of a language few readers choose (`() => import('./fr')…`). */
export type CatalogueSource = Catalogue | (() => Promise<Catalogue>);
export type Catalogues = { nl: Catalogue; en: Catalogue; fr: CatalogueSource };
