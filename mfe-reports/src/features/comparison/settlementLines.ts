/**
 * The saved deposit and damage lines as `PUT /front/reports/{id}/damages` takes them back
 * (docs/product.md "The settlement": a save replaces every line and the deposit), so adding or
 * removing one line, or changing the deposit, resends all the others unchanged.
 */
import type { DamagesInput, Settlement } from 'shared-api/contract';

/** The body of `PUT /front/reports/{id}/damages`: deposit and lines in cents. */
export type SettlementLines = DamagesInput;

/** The input form of `settlement`: its deposit and lines without their computed amounts. */
export function savedLines(settlement: Settlement): SettlementLines {
  return {
    deposit_cents: settlement.deposit_cents,
    lines: settlement.lines.map((line) => ({
      item_uuid: line.item_uuid,
      description: line.description,
      liability: line.liability,
      labour_cents: line.labour_cents,
      material_cents: line.material_cents,
      vat_rate: line.vat_rate,
      age_years: line.age_years ?? null,
      lifetime_years: line.lifetime_years ?? null,
    })),
  };
}
