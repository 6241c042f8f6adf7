/**
 * Flanders: Vlaams Woninghuurdecreet of 9 November 2018, art. 9 and 12 (docs/product.md
 * "Regional completeness").
 */
import { contradictoryRules } from './contradictory';
import type { RuleSet } from './types';

const DECREE = 'Vlaams Woninghuurdecreet';

/** Flanders's rule set; `version` changes with any rule. */
export const FLANDERS: RuleSet = {
  region: 'flanders',
  version: 'flanders-2019.2',
  approval: { nl: 'Gelezen en goedgekeurd', fr: 'Lu et approuvé' },
  rules: contradictoryRules({
    parties: `${DECREE}, art. 9`,
    signatures: `${DECREE}, art. 12 §1`,
    rooms: `${DECREE}, art. 12 §1`,
    lease_start: `${DECREE}, art. 12 §1`,
    meters: `${DECREE}, art. 12 §1`,
    keys: `${DECREE}, art. 12 §1`,
    exit: `${DECREE}, art. 12 §2`,
  }),
};
