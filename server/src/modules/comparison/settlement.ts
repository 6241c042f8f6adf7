/**
 * The settlement's arithmetic (issue 24, docs/product.md "The settlement"): amounts in integer
 * cents, computed exactly (BigInt) and rounded half-up once per amount. A tenant line with an
 * age and a lifetime has its share reduced for wear ("vetusté"/"slijtage"): the tenant pays
 * cost × (1 + VAT) × max(0, 1 − age ÷ lifetime), the landlord the rest. Ages count in hundredths
 * of a year.
 */
import type { DamageLineInput, SettledLine, Settlement } from 'shared-api/contract';

/** `numerator ÷ denominator` rounded half-up, both ≥ 0 (denominator > 0). */
const divideHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

/** Years as whole hundredths. */
const hundredths = (years: number) => BigInt(Math.round(years * 100));

/**
 * One line with its computation (see the module's comment). Assumes a valid line (amounts ≥ 0,
 * VAT one of the rates, lifetime at least a hundredth of a year when given: damages.ts checks
 * them); a shorter lifetime counts as worn out rather than dividing by zero.
 */
export function settleLine(line: DamageLineInput): SettledLine {
  const cost = BigInt(line.labour_cents) + BigInt(line.material_cents);
  const withVat = cost * BigInt(100 + line.vat_rate);
  const gross = divideHalfUp(withVat, 100n);
  const worn = line.liability === 'tenant' && line.age_years != null && line.lifetime_years != null;
  let tenant = line.liability === 'tenant' ? gross : 0n;
  let wearFactor = 1;
  if (worn) {
    const age = hundredths(line.age_years!);
    const lifetime = hundredths(line.lifetime_years!);
    // a lifetime under a hundredth of a year (refused by damages.ts, but maybe stored before) is worn out
    const left = age >= lifetime ? 0n : lifetime - age;
    tenant = left === 0n ? 0n : divideHalfUp(withVat * left, 100n * lifetime);
    wearFactor = left === 0n ? 0 : Number(left) / Number(lifetime);
  }
  return {
    ...line,
    cost_cents: Number(cost),
    gross_cents: Number(gross),
    wear_factor: wearFactor,
    tenant_cents: Number(tenant),
    landlord_cents: Number(gross - tenant),
  };
}

/** The whole settlement of `lines` against `depositCents`. */
export function settle(depositCents: number, lines: DamageLineInput[]): Settlement {
  const settled = lines.map(settleLine);
  const sum = (pick: (line: SettledLine) => number, of = settled) => of.reduce((total, line) => total + pick(line), 0);
  const grossOf = (liability: DamageLineInput['liability']) =>
    sum(
      (line) => line.gross_cents,
      settled.filter((line) => line.liability === liability),
    );
  const tenant = sum((line) => line.tenant_cents);
  const toLandlord = Math.min(depositCents, tenant);
  return {
    deposit_cents: depositCents,
    lines: settled,
    totals: {
      tenant: grossOf('tenant'),
      landlord: grossOf('landlord'),
      wear: grossOf('wear'),
      force_majeure: grossOf('force_majeure'),
    },
    tenant_cents: tenant,
    landlord_cents: sum((line) => line.landlord_cents),
    to_landlord_cents: toLandlord,
    to_tenant_cents: depositCents - toLandlord,
    tenant_still_owes_cents: tenant - toLandlord,
  };
}
