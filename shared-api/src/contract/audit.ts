/**
 * The audit trail (issue 25, docs/product.md "Audit"): events that touch personal data or the
 * record outside a normal save. Times unix seconds.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';

/** Every kind of audited event. */
export const AUDIT_KINDS = [
  'national_number.revealed',
  'sign_off.requested',
  'sign_off.opened',
  'sign_off.remarked',
  'sign_off.signed',
  'sign_off.revoked',
  'remarks.accepted',
  'remarks.rejected',
  'device.taken_over',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** One audited event as `GET /front/reports/{id}/audit-events` answers it (newest first). */
export const AuditEvent = Type.Object({
  id: Type.String(),
  kind: StringEnum(AUDIT_KINDS),
  /** The user who acted, or the party who acted through a sign-off link. */
  actor_name: Nullable(Type.String()),
  /** What it was about, e.g. the party's name. */
  subject: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  detail: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.Integer(),
});
export type AuditEvent = Static<typeof AuditEvent>;
