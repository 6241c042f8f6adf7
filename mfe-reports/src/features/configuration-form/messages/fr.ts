/** Texts of the configuration form's branch and inherited company data (docs/product.md "The shared library"). */
export const fr: Record<string, string> = {
  'configuration.branch': 'Agence',
  'configuration.wholeOrganisation': 'Toute l’organisation',
  'configuration.branchHint': 'Une configuration d’une agence est pour ses membres et les gestionnaires de la société.',
  'configuration.inherited': '{value} (de l’organisation)',
  'configuration.inheritedAddress': 'Vide : l’adresse de l’organisation ({address}).',
  'configuration.inheritedLogo': 'Sans logo propre, le document utilise le logo de l’organisation.',
  'configuration.organisationLogo': 'Logo de l’organisation',
};
