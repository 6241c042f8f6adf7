/** Texts of the configuration form's branch and inherited company data (docs/product.md "The shared library"). */
export const en: Record<string, string> = {
  'configuration.branch': 'Branch',
  'configuration.wholeOrganisation': 'The whole organisation',
  'configuration.branchHint': 'A configuration of one branch is for its members and the company managers.',
  'configuration.inherited': '{value} (from the organisation)',
  'configuration.inheritedAddress': 'Empty: the organisation’s address ({address}).',
  'configuration.inheritedLogo': 'Without a logo of its own, the document uses the organisation’s logo.',
  'configuration.organisationLogo': 'The organisation’s logo',
};
