/**
 * The words of the coded values of docs/spec.md §9 (cleanliness, states, observation types) in the
 * reader's language (docs/product.md "Forms and lists": every coded value in the reader's language).
 * The app stores and sends them in Dutch, so a Dutch value is its own label. One catalogue for the
 * screens (react-intl, key `option.<value>`) and the PDF ({@link valueText}); a value outside the
 * lists (an older app's word) is shown as it is.
 */
const en: Record<string, string> = {
  'option.Proper': 'Clean',
  'option.Niet proper': 'Not clean',
  'option.Vuil': 'Dirty',
  'option.Extreem vuil': 'Extremely dirty',
  'option.Slecht': 'Bad',
  'option.Gebruikt': 'Used',
  'option.Goed': 'Good',
  'option.Zeer goed': 'Very good',
  'option.Nieuw': 'New',
  'option.Te repareren': 'To repair',
  'option.Te Vervangen': 'To replace',
  'option.Te regelen': 'To arrange',
  'option.Barst': 'Crack',
  'option.Boorgaten': 'Drill holes',
  'option.Deels overschilderd': 'Partly repainted',
  'option.Gebruikssporen': 'Signs of use',
  'option.Kalkaanslag': 'Limescale',
  'option.Knelt': 'Sticks',
  'option.Beschadigd': 'Damaged',
  'option.Lijmresten': 'Glue residue',
  'option.Loshangend': 'Loose',
  'option.Ontbreekt': 'Missing',
  'option.Schimmel': 'Mould',
  'option.Stickerresten': 'Sticker residue',
  'option.Verf afbladerd': 'Peeling paint',
  'option.Werking niet in orde': 'Not working properly',
  'option.Zettingsbarst': 'Settlement crack',
};

// the Dutch value is its own word; built from the keys so that a bundle using only the lists of
// `constants.ts` does not carry them twice (value-labels.test.ts holds every list to its words)
const nl: Record<string, string> = /* @__PURE__ */ Object.fromEntries(
  Object.keys(en).map((key) => [key, key.slice('option.'.length)]),
);

const fr: Record<string, string> = {
  'option.Proper': 'Propre',
  'option.Niet proper': 'Pas propre',
  'option.Vuil': 'Sale',
  'option.Extreem vuil': 'Extrêmement sale',
  'option.Slecht': 'Mauvais',
  'option.Gebruikt': 'Usagé',
  'option.Goed': 'Bon',
  'option.Zeer goed': 'Très bon',
  'option.Nieuw': 'Neuf',
  'option.Te repareren': 'À réparer',
  'option.Te Vervangen': 'À remplacer',
  'option.Te regelen': 'À régler',
  'option.Barst': 'Fissure',
  'option.Boorgaten': 'Trous de forage',
  'option.Deels overschilderd': 'Partiellement repeint',
  'option.Gebruikssporen': 'Traces d’usure',
  'option.Kalkaanslag': 'Calcaire',
  'option.Knelt': 'Coince',
  'option.Beschadigd': 'Endommagé',
  'option.Lijmresten': 'Restes de colle',
  'option.Loshangend': 'Détaché',
  'option.Ontbreekt': 'Manquant',
  'option.Schimmel': 'Moisissure',
  'option.Stickerresten': 'Restes d’autocollant',
  'option.Verf afbladerd': 'Peinture écaillée',
  'option.Werking niet in orde': 'Ne fonctionne pas correctement',
  'option.Zettingsbarst': 'Fissure de tassement',
};

/** Message catalogues of the coded values, keys `option.<Dutch value>`, per language. */
export const optionMessages: Record<'nl' | 'en' | 'fr', Record<string, string>> = { nl, en, fr };

/** `value` (a stored Dutch code) in `language` (nl, fr or en; another language reads English); itself when unknown. */
export function valueText(value: string, language: string): string {
  const catalogue = optionMessages[language as 'nl' | 'en' | 'fr'] ?? en;
  return catalogue[`option.${value}`] ?? value;
}
