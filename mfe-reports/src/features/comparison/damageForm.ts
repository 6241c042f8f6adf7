/**
 * The "add damage line" form's values and their translation to the line `PUT
 * /front/reports/{id}/damages` takes (docs/product.md "The settlement"): amounts typed in euros
 * become integer cents, ages typed in years (comma or point) become numbers or null.
 */
import type { DamageLineInput } from 'shared-api/contract';
import { LIABILITIES } from 'shared-api/contract';
import { parseEuros } from './money';

/** The form's values as typed: amounts in euros and years as text, the VAT rate as `"0"`…`"21"`. */
export interface DamageValues {
  description: string;
  liability: (typeof LIABILITIES)[number];
  labour: string;
  material: string;
  vat_rate: string;
  age_years: string;
  lifetime_years: string;
}

/** A new line: borne by the tenant, 21 % VAT, everything else blank. */
export const EMPTY_DAMAGE: DamageValues = {
  description: '',
  liability: 'tenant',
  labour: '',
  material: '',
  vat_rate: '21',
  age_years: '',
  lifetime_years: '',
};

/** Years typed with a comma or a point; blank is null, anything else not a number is NaN. */
export function parseYears(text: string): number | null {
  const compact = text.trim().replace(',', '.');
  return compact === '' ? null : /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : NaN;
}

/** The line of `values` for item `itemUuid`; call after validation (amounts parse). */
export function damageLine(itemUuid: string, values: DamageValues): DamageLineInput {
  return {
    item_uuid: itemUuid,
    description: values.description.trim(),
    liability: values.liability,
    labour_cents: parseEuros(values.labour) ?? 0,
    material_cents: parseEuros(values.material) ?? 0,
    vat_rate: Number(values.vat_rate),
    age_years: parseYears(values.age_years),
    lifetime_years: parseYears(values.lifetime_years),
  };
}

/** The form field of a server error key `lines.{index}.{field}` of the line at `index`, or null. */
export function formField(key: string, index: number): keyof DamageValues | null {
  const prefix = `lines.${index}.`;
  if (!key.startsWith(prefix)) return null;
  const field = key.slice(prefix.length);
  const fields: Record<string, keyof DamageValues> = { labour_cents: 'labour', material_cents: 'material' };
  return fields[field] ?? (field in EMPTY_DAMAGE ? (field as keyof DamageValues) : null);
}
