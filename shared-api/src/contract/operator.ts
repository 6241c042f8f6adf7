/**
 * The operator of the service (docs/product.md "The operator's own words"): the company the
 * privacy policy, the terms and the cookie page name, from the server's configuration
 * (`OPERATOR_*`; `npm start` names a clearly fictitious demo operator).
 */
import { Type, type Static } from '@sinclair/typebox';

/** `GET /public/operator`: name, registered office, enterprise number and contact address. */
export const Operator = Type.Object({
  name: Type.String(),
  address: Type.String(),
  company_number: Type.String(),
  email: Type.String(),
});
export type Operator = Static<typeof Operator>;
