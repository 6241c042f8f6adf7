/**
 * The shape of a regional rule set (docs/product.md "Regional completeness"): versioned data, one
 * module per region. Each rule has a key, a label per language (a per-language table like the
 * PDF's labels), its legal source, the wizard page where it is filled in, and its check.
 */
import type { CompletenessPage, Region } from 'shared-api/contract';
import type { Check } from '../checks';
import type { ReportFacts } from '../facts';

/** A text in each language the product speaks. */
export type Labelled = Record<'nl' | 'fr' | 'en', string>;

/** One rule: `page` is where the wizard fills it in (null: no page, e.g. the exit comparison). */
export interface Rule {
  key: string;
  label: Labelled;
  source: string;
  page: CompletenessPage | null;
  check: Check;
  /** Whether the rule concerns this report at all (the exit comparison: exit reports only); absent: always. */
  applies?: (facts: ReportFacts) => boolean;
  /** Met by the signatures the finish collects: not a deviation to agree before signing. */
  bySigning?: boolean;
}

/** A region's rules, in the order they are shown. */
export interface RuleSet {
  region: Region;
  /** Changes whenever a rule is added, removed or changes meaning. */
  version: string;
  /** The words printed before the parties' signatures, in the document's language. */
  approval: Record<'nl' | 'fr', string>;
  rules: Rule[];
}
