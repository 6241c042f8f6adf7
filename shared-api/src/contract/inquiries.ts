/** Inquiry wire shapes (docs/spec.md §3 Inquiry, §5 Inquiry rules, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { SingleLine } from './common';

/** Public submission body of `POST /front/inquiries`; every field required (§5). */
export const InquiryCreate = Type.Object({
  company: SingleLine({ maxLength: 255 }),
  email: SingleLine({ maxLength: 255 }),
  first_name: SingleLine({ maxLength: 255 }),
  last_name: SingleLine({ maxLength: 255 }),
  phone: SingleLine({ maxLength: 50 }),
  policy_accepted: Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()]),
});
export type InquiryCreate = Static<typeof InquiryCreate>;

/** A row of `GET /front/inquiries/`. `created_at` in unix seconds. */
export const Inquiry = Type.Object({
  id: Type.Integer(),
  company: Type.String(),
  last_name: Type.String(),
  first_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  created_at: Type.Integer(),
});
export type Inquiry = Static<typeof Inquiry>;
