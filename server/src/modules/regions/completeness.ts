/**
 * A report's regional completeness (docs/product.md "Regional completeness"): its region (the
 * override, else the place's postcode), the region's rule set, and each rule evaluated over the
 * report's facts. The same evaluation answers `GET /front/reports/{id}/completeness`, goes to the
 * tablet app with the download, and is recorded at the finish as the parties' agreement.
 */
import {
  regionOfPostcode,
  type Completeness,
  type DocumentLanguage,
  type Region,
  type ReportType,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { AgreedDeviations } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { text, translate, type FieldErrors, type Text } from '../../lib/messages';
import type { ReaderLanguage } from '../../lib/reader-language';
import { loadReportFacts, type ReportFacts } from './facts';
import type { Rule, RuleSet } from './rules/types';
import { BRUSSELS } from './rules/brussels';
import { FLANDERS } from './rules/flanders';
import { WALLONIA } from './rules/wallonia';

/** The rule set of each region, by region. */
export const RULE_SETS: Record<Region, RuleSet> = { brussels: BRUSSELS, flanders: FLANDERS, wallonia: WALLONIA };

/** The region of a report: its override, else its postcode's; null outside Belgium's postcodes. */
export const regionOf = (override: Region | null, postcode: string | null): Region | null =>
  override ?? regionOfPostcode(postcode);

/** A rule with its finding. */
export interface EvaluatedRule {
  rule: Rule;
  ok: boolean;
  missing: Text[];
}

/** Every rule of `set` that applies to the report, evaluated over `facts`, in the set's order. */
export const evaluate = (set: RuleSet, facts: ReportFacts): EvaluatedRule[] =>
  set.rules.filter((rule) => rule.applies?.(facts) ?? true).map((rule) => ({ rule, ...rule.check(facts) }));

/** The report types the regional lease rules govern: an entry or exit report of a lease. */
const LEASE_TYPES: readonly ReportType[] = ['enter', 'exit'];

/**
 * A report's region, its rule set (null without a region, or when the report is not about a
 * lease: `applies` false for the types start_works and other) and the evaluated rules.
 */
export interface ReportCompleteness {
  region: Region | null;
  applies: boolean;
  set: RuleSet | null;
  rules: EvaluatedRule[];
}

/** Evaluates report `reportId` (its own content). Throws when it does not exist. */
export async function reportCompleteness(db: DB, reportId: number): Promise<ReportCompleteness> {
  const loaded = await loadReportFacts(db, reportId);
  const region = regionOf(loaded.region_override, loaded.postcode);
  const applies = LEASE_TYPES.includes(loaded.facts.type);
  const set = region && applies ? RULE_SETS[region] : null;
  return { region, applies, set, rules: set ? evaluate(set, loaded.facts) : [] };
}

/** The wire answer of {@link reportCompleteness}, labels and details in `language`. */
export const completenessAnswer = (
  { region, applies, set, rules }: ReportCompleteness,
  language: ReaderLanguage,
): Completeness => ({
  region,
  applies,
  rule_set_version: set?.version ?? null,
  items: rules.map(({ rule, ok, missing }) => ({
    key: rule.key,
    label: rule.label[language],
    source: rule.source,
    ok,
    detail: missing.length ? missing.map((item) => translate(item, language)).join(' ') : null,
    page: rule.page,
    by_signing: rule.bySigning ?? false,
  })),
});

/**
 * The missing rules as the finish records them (docs/product.md "Regional completeness"): those
 * whose key is in `agreed` as the parties' agreed deviations, the others as missing; null when
 * every rule is met or the report has no region. Throws `Invalid` (422 on `agreed_deviations.{i}`)
 * for an agreed key that is not a missing item of the report.
 */
export function agreedDeviations(
  { region, set, rules }: ReportCompleteness,
  agreed: readonly string[] = [],
): AgreedDeviations | null {
  const missing = rules.filter((item) => !item.ok);
  const errors: FieldErrors = {};
  agreed.forEach((key, index) => {
    if (!missing.some(({ rule }) => rule.key === key))
      errors[`agreed_deviations.${index}`] = [text('documents.deviationNotMissing', { key })];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  if (!region || !set || missing.length === 0) return null;
  const recorded = ({ rule }: EvaluatedRule) => ({ key: rule.key, source: rule.source, label: rule.label });
  return {
    region,
    rule_set_version: set.version,
    items: missing.filter(({ rule }) => agreed.includes(rule.key)).map(recorded),
    missing: missing.filter(({ rule }) => !agreed.includes(rule.key)).map(recorded),
  };
}

/**
 * The PDF's language (docs/product.md "Regional completeness"): the configuration's when it sets
 * one; otherwise French for Wallonia and Dutch elsewhere.
 */
export const documentLanguage = (configured: DocumentLanguage | null, region: Region | null): DocumentLanguage =>
  configured ?? (region === 'wallonia' ? 'fr' : 'nl');
