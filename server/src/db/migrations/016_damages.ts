/**
 * The settlement of an exit report (issue 24, docs/product.md "The settlement"): its deposit and
 * its damage lines, each on an item of the comparison, with who bears it, labour and material in
 * integer cents, the VAT rate and, for wear, the item's age and lifetime in years. A save
 * replaces every line.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE damage_settlements (
    report_id integer PRIMARY KEY REFERENCES reports ON DELETE CASCADE,
    deposit_cents integer NOT NULL CHECK (deposit_cents >= 0),
    updated_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE TABLE damage_lines (
    report_id integer NOT NULL REFERENCES damage_settlements ON DELETE CASCADE,
    position integer NOT NULL,
    item_uuid uuid NOT NULL,
    description text NOT NULL,
    liability text NOT NULL CHECK (liability IN ('tenant', 'landlord', 'wear', 'force_majeure')),
    labour_cents integer NOT NULL CHECK (labour_cents >= 0),
    material_cents integer NOT NULL CHECK (material_cents >= 0),
    vat_rate integer NOT NULL CHECK (vat_rate IN (0, 6, 12, 21)),
    age_years double precision CHECK (age_years >= 0),
    lifetime_years double precision CHECK (lifetime_years > 0),
    PRIMARY KEY (report_id, position))`.execute(db);
}
