/**
 * The damage lines and deposit of an exit report (issue 24, docs/product.md "The settlement"):
 * `PUT /front/reports/{id}/damages` replaces them, `GET /front/reports/{id}/settlement` answers
 * them with their computation (settlement.ts). Only a report with a comparison has them, and each
 * line names an item of that comparison.
 */
import { MAX_CENTS, VAT_RATES, type DamageLineInput, type DamagesInput, type Settlement } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Deps } from '../../ports/deps';
import { invalid } from '../../lib/errors';
import type { FieldErrors, Text } from '../../lib/messages';
import { comparableReport, pairWithEntry } from './comparison';
import { settle } from './settlement';

/** The shortest lifetime a line may give, in years: the hundredth of a year that ages count in. */
export const MIN_LIFETIME_YEARS = 0.01;

/** Errors of `input` per field (`deposit_cents`, `lines.<i>.<field>`); empty when it is valid. */
export function damageErrors(input: DamagesInput, itemUuids: Set<string>): FieldErrors {
  const errors: FieldErrors = {};
  const at = (field: string, message: Text) => (errors[field] ??= []).push(message);
  const amount = (field: string, cents: number) => {
    if (cents < 0) at(field, 'damages.negativeAmount');
    else if (cents > MAX_CENTS) at(field, 'damages.tooLarge');
  };
  amount('deposit_cents', input.deposit_cents);
  input.lines.forEach((line, index) => {
    const field = (name: keyof DamageLineInput) => `lines.${index}.${name}`;
    if (!itemUuids.has(line.item_uuid)) at(field('item_uuid'), 'damages.unknownItem');
    if (!line.description.trim()) at(field('description'), 'validation.required');
    amount(field('labour_cents'), line.labour_cents);
    amount(field('material_cents'), line.material_cents);
    if (!(VAT_RATES as readonly number[]).includes(line.vat_rate)) at(field('vat_rate'), 'damages.vatRate');
    if (line.age_years != null && !(line.age_years >= 0 && line.age_years <= 200))
      at(field('age_years'), 'damages.age');
    // ages count in hundredths of a year (settlement.ts): a lifetime must be at least one
    if (line.lifetime_years != null && !(line.lifetime_years >= MIN_LIFETIME_YEARS && line.lifetime_years <= 200))
      at(field('lifetime_years'), 'damages.lifetime');
  });
  return errors;
}

/**
 * Replaces the deposit and lines of report `reportId` (visible to the caller) and answers the
 * settlement. 409 as `comparableReport`; 422 with {@link damageErrors}, saving nothing. The lines
 * are checked first, then written and settled in one transaction, so a line that cannot be settled
 * is never left stored (issue 42; docs/product.md "The settlement").
 */
export async function saveDamages(deps: Pick<Deps, 'db'>, reportId: number, input: DamagesInput): Promise<Settlement> {
  // only the items' uuids matter here: no photo is signed
  const { items } = await pairWithEntry(deps.db, reportId, () => null);
  const errors = damageErrors(input, new Set(items.map((item) => item.uuid)));
  if (Object.keys(errors).length) throw invalid(errors);
  const lines = input.lines.map((line) => ({
    ...line,
    description: line.description.trim(),
    age_years: line.age_years ?? null,
    lifetime_years: line.lifetime_years ?? null,
  }));
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('damage_settlements')
      .values({ report_id: reportId, deposit_cents: input.deposit_cents })
      .onConflict((conflict) =>
        conflict.column('report_id').doUpdateSet({ deposit_cents: input.deposit_cents, updated_at: new Date() }),
      )
      .execute();
    await trx.deleteFrom('damage_lines').where('report_id', '=', reportId).execute();
    if (lines.length)
      await trx
        .insertInto('damage_lines')
        .values(lines.map((line, position) => ({ ...line, report_id: reportId, position })))
        .execute();
    // settled before the commit: a failure here rolls the write back
    return settle(input.deposit_cents, lines);
  });
}

/** The settlement of report `reportId` (visible to the caller): no lines and no deposit until saved. 409 as `comparableReport`. */
export async function loadSettlement(db: DB, reportId: number): Promise<Settlement> {
  await comparableReport(db, reportId);
  const [settlement, lines] = await Promise.all([
    db.selectFrom('damage_settlements').select('deposit_cents').where('report_id', '=', reportId).executeTakeFirst(),
    db
      .selectFrom('damage_lines')
      .select([
        'item_uuid',
        'description',
        'liability',
        'labour_cents',
        'material_cents',
        'vat_rate',
        'age_years',
        'lifetime_years',
      ])
      .where('report_id', '=', reportId)
      .orderBy('position')
      .execute(),
  ]);
  return settle(settlement?.deposit_cents ?? 0, lines);
}
