/**
 * Regional legal completeness (docs/product.md "Regional completeness"): the three Belgian
 * regions, the region a postcode lies in, the rules a template entity can be tagged with, and the
 * answer of `GET /front/reports/{id}/completeness`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/**
 * One of `values` or null, for the region and rule-tag fields a client may clear. `Nullable` of a
 * `StringEnum` would refuse null: its enum does not list it.
 */
export const NullableEnum = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] });

export const REGIONS = ['brussels', 'flanders', 'wallonia'] as const;
export type Region = (typeof REGIONS)[number];

/** What a template entity can be tagged as satisfying (docs/product.md "Regional completeness"). */
export const RULE_TAGS = ['meter_readings', 'keys', 'safety_equipment', 'maintenance_documents'] as const;
export type RuleTag = (typeof RULE_TAGS)[number];

/**
 * The region of a Belgian postcode: 1000–1299 Brussels, 1300–1499 and 4000–7999 Wallonia,
 * 1500–3999 and 8000–9999 Flanders; null for anything else (not four digits, or outside
 * 1000–9999) (docs/product.md "Regional completeness").
 */
export function regionOfPostcode(postcode: string | null | undefined): Region | null {
  const digits = postcode?.trim() ?? '';
  if (!/^\d{4}$/.test(digits)) return null;
  const code = Number(digits);
  if (code < 1000) return null;
  if (code <= 1299) return 'brussels';
  if (code <= 1499) return 'wallonia';
  if (code <= 3999) return 'flanders';
  if (code <= 7999) return 'wallonia';
  return 'flanders';
}

/** The wizard's page where a rule's facts are filled in (its sidebar badges it). */
export const COMPLETENESS_PAGES = ['intro', 'detail', 'parties', 'keys', 'meters', 'tech', 'interior'] as const;
export type CompletenessPage = (typeof COMPLETENESS_PAGES)[number];

/** One rule of the region's set: met (`ok`) or not, `detail` saying what is missing, in the reader's language. */
export const CompletenessItem = Type.Object({
  key: Type.String(),
  label: Type.String(),
  source: Type.String(),
  ok: Type.Boolean(),
  detail: Nullable(Type.String()),
  page: NullableEnum(COMPLETENESS_PAGES),
  /** Met by the signatures the finish collects (the parties', the inspector's): nothing to agree before signing. */
  by_signing: Type.Boolean(),
});
export type CompletenessItem = Static<typeof CompletenessItem>;

/**
 * `GET /front/reports/{id}/completeness`: the report's region (null when neither an override nor
 * a Belgian postcode gives one; then no rules apply), its rule set's version and every rule.
 */
export const Completeness = Type.Object({
  region: NullableEnum(REGIONS),
  /** False when the report is not about a lease (types start_works and other): the lease rules do not apply. */
  applies: Type.Boolean(),
  rule_set_version: Nullable(Type.String()),
  items: Type.Array(CompletenessItem),
});
export type Completeness = Static<typeof Completeness>;
