/** Texts of the configuration form's branch and inherited company data (docs/product.md "The shared library"). */
export const nl: Record<string, string> = {
  'configuration.branch': 'Vestiging',
  'configuration.wholeOrganisation': 'De hele organisatie',
  'configuration.branchHint': 'Een configuratie van één vestiging is voor haar leden en de bedrijfsbeheerders.',
  'configuration.inherited': '{value} (van de organisatie)',
  'configuration.inheritedAddress': 'Leeg: het adres van de organisatie ({address}).',
  'configuration.inheritedLogo': 'Zonder eigen logo gebruikt het document het logo van de organisatie.',
  'configuration.organisationLogo': 'Logo van de organisatie',
};
