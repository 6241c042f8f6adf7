/**
 * What the policies say of themselves. The operator they name (company, registered office,
 * enterprise number, e-mail) comes from the server's configuration (`GET /public/operator`,
 * docs/product.md "The operator's own words"), never from here.
 */
export const POLICIES = {
  /** The day the privacy policy, the terms and the cookie page were last changed (year, month, day). */
  updated: [2026, 11, 27] as const,
};
