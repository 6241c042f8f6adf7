/**
 * The settlement's arithmetic (issue 24, docs/product.md "The settlement"): VAT, wear by age over
 * lifetime, half-up rounding once per amount, the deposit split, and the checks of a line.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DamageLineInput } from 'shared-api/contract';
import { settle, settleLine } from '../src/modules/comparison/settlement';
import { damageErrors } from '../src/modules/comparison/damages';

const line = (overrides: Partial<DamageLineInput>): DamageLineInput => ({
  item_uuid: 'a',
  description: 'Deur beschadigd',
  liability: 'tenant',
  labour_cents: 0,
  material_cents: 0,
  vat_rate: 21,
  ...overrides,
});
const shares = (settled: ReturnType<typeof settleLine>) => [
  settled.gross_cents,
  settled.tenant_cents,
  settled.landlord_cents,
];

describe('a damage line', () => {
  it('adds 21 % or 6 % VAT to labour and material, rounded half-up', () => {
    assert.deepEqual(shares(settleLine(line({ labour_cents: 10_000, material_cents: 2_345 }))), [14_937, 14_937, 0]);
    assert.deepEqual(shares(settleLine(line({ material_cents: 50 }))), [61, 61, 0], '60.5 rounds up');
    assert.deepEqual(shares(settleLine(line({ labour_cents: 25, vat_rate: 6 }))), [27, 27, 0], '26.5 rounds up');
    assert.deepEqual(shares(settleLine(line({ labour_cents: 1_000, vat_rate: 0 }))), [1_000, 1_000, 0]);
  });

  it('deducts wear from the tenant’s share by age over lifetime, the rest to the landlord', () => {
    const half = settleLine(line({ labour_cents: 100_000, vat_rate: 6, age_years: 5, lifetime_years: 10 }));
    assert.deepEqual(shares(half), [106_000, 53_000, 53_000]);
    assert.equal(half.wear_factor, 0.5);
    const third = settleLine(line({ material_cents: 333, age_years: 1, lifetime_years: 3 }));
    assert.deepEqual(shares(third), [403, 269, 134], '402.93 and 268.62, each rounded once');
    assert.deepEqual(
      shares(settleLine(line({ labour_cents: 1, vat_rate: 0, age_years: 1, lifetime_years: 2 }))),
      [1, 1, 0],
    );
  });

  it('gives the landlord everything once the age reaches or passes the lifetime', () => {
    for (const age of [10, 12.5, 80]) {
      const worn = settleLine(line({ labour_cents: 8_000, age_years: age, lifetime_years: 10 }));
      assert.deepEqual(shares(worn), [9_680, 0, 9_680], `age ${age}`);
      assert.equal(worn.wear_factor, 0);
    }
  });

  it('leaves wear out without both an age and a lifetime, and outside tenant lines', () => {
    assert.deepEqual(shares(settleLine(line({ labour_cents: 1_000, age_years: 5 }))), [1_210, 1_210, 0]);
    for (const liability of ['landlord', 'wear', 'force_majeure'] as const)
      assert.deepEqual(
        shares(settleLine(line({ liability, labour_cents: 1_000, age_years: 5, lifetime_years: 10 }))),
        [1_210, 0, 1_210],
        liability,
      );
  });
});

describe('the settlement', () => {
  const lines = [
    line({ labour_cents: 100_000, vat_rate: 6, age_years: 5, lifetime_years: 10 }),
    line({ liability: 'wear', labour_cents: 10_000 }),
    line({ liability: 'landlord', material_cents: 1_000, vat_rate: 0 }),
    line({ liability: 'force_majeure', labour_cents: 500, vat_rate: 12 }),
  ];

  it('totals each liability and splits a deposit that covers the tenant’s share', () => {
    const settlement = settle(100_000, lines);
    assert.deepEqual(settlement.totals, { tenant: 106_000, landlord: 1_000, wear: 12_100, force_majeure: 560 });
    assert.equal(settlement.tenant_cents, 53_000);
    assert.equal(settlement.landlord_cents, 53_000 + 12_100 + 1_000 + 560);
    assert.deepEqual(
      [settlement.to_landlord_cents, settlement.to_tenant_cents, settlement.tenant_still_owes_cents],
      [53_000, 47_000, 0],
    );
  });

  it('keeps the whole deposit and names what it does not cover', () => {
    const settlement = settle(10_000, lines);
    assert.deepEqual(
      [settlement.to_landlord_cents, settlement.to_tenant_cents, settlement.tenant_still_owes_cents],
      [10_000, 0, 43_000],
    );
  });
});

describe('the checks of the lines', () => {
  const items = new Set(['a']);
  it('refuses negative amounts, unknown items, other VAT rates, a zero lifetime and a negative age', () => {
    const errors = damageErrors(
      {
        deposit_cents: -1,
        lines: [
          line({ labour_cents: -5, item_uuid: 'b', vat_rate: 7, lifetime_years: 0, age_years: -1, description: ' ' }),
          line({ material_cents: 100_000_001 }),
        ],
      },
      items,
    );
    assert.deepEqual(errors, {
      deposit_cents: ['damages.negativeAmount'],
      'lines.0.item_uuid': ['damages.unknownItem'],
      'lines.0.description': ['validation.required'],
      'lines.0.labour_cents': ['damages.negativeAmount'],
      'lines.0.vat_rate': ['damages.vatRate'],
      'lines.0.age_years': ['damages.age'],
      'lines.0.lifetime_years': ['damages.lifetime'],
      'lines.1.material_cents': ['damages.tooLarge'],
    });
  });

  it('accepts every rate of 0, 6, 12 and 21 % and a valid line', () => {
    for (const vat_rate of [0, 6, 12, 21])
      assert.deepEqual(
        damageErrors({ deposit_cents: 0, lines: [line({ vat_rate, age_years: 3, lifetime_years: 15 })] }, items),
        {},
      );
  });
});
