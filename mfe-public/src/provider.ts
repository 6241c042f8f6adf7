/**
 * The provider that the footer, the privacy policy and the terms name. docs/spec.md names no
 * company, so its name, registered office and enterprise number are marked placeholders to fill in
 * before going live; the contact address is the one the product already uses.
 */
export const PROVIDER = {
  name: '[COMPANY NAME]',
  address: '[REGISTERED OFFICE ADDRESS]',
  companyNumber: '[ENTERPRISE NUMBER]',
  email: 'info@plaatsbeschrijving.be',
  /** The day the privacy policy and the terms were last changed (year, month, day). */
  policiesUpdated: [2026, 11, 24] as const,
};
