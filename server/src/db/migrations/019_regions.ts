/**
 * Regional legal completeness (issue 26, docs/product.md "Regional completeness"): a report's
 * region override (null: from the place's postcode), its lease start date, the agreement the
 * parties made to deviate from the missing items at the finish, and the rule a template entity
 * satisfies.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reports
    ADD COLUMN region text CHECK (region IN ('brussels', 'flanders', 'wallonia')),
    ADD COLUMN lease_start_date date,
    ADD COLUMN agreed_deviations jsonb`.execute(db);
  await sql`ALTER TABLE template_entities ADD COLUMN rule_tag text
    CHECK (rule_tag IN ('meter_readings', 'keys', 'safety_equipment', 'maintenance_documents'))`.execute(db);
}
