/**
 * Brussels: Brussels Housing Code, art. 220 (a detailed, contradictory état des lieux at common
 * cost, annexed to the lease and registered) (docs/product.md "Regional completeness").
 */
import { contradictoryRules } from './contradictory';
import type { RuleSet } from './types';

const CODE = 'Code bruxellois du Logement, art. 220';

/** Brussels's rule set; `version` changes with any rule. */
export const BRUSSELS: RuleSet = {
  region: 'brussels',
  version: 'brussels-2018.2',
  approval: { nl: 'Gelezen en goedgekeurd', fr: 'Lu et approuvé' },
  rules: contradictoryRules({
    parties: `${CODE} §1`,
    signatures: `${CODE} §1`,
    rooms: `${CODE} §1`,
    lease_start: `${CODE} §1`,
    meters: `${CODE} §1`,
    keys: `${CODE} §1`,
    exit: `${CODE} §2`,
  }),
};
