/**
 * The shared library (issue 44, docs/product.md "Organisations and roles", "The shared library"):
 * - `template_homes.organisation_id`: the organisation a report template (a building or an extra
 *   building) belongs to; null is the provider's. An organisation's template is its own copy: its
 *   name, description and child links are its own rows, the floors, rooms and entities it links
 *   stay the provider's library. Removing an organisation removes its templates.
 * - `document_configurations.branch_id`: the branch a configuration belongs to; null is the whole
 *   organisation's. The service keeps it inside the configuration's organisation (422 otherwise).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE template_homes ADD COLUMN organisation_id int REFERENCES organisations ON DELETE CASCADE`,
  `CREATE INDEX template_homes_organisation ON template_homes (organisation_id) WHERE organisation_id IS NOT NULL`,
  `ALTER TABLE document_configurations ADD COLUMN branch_id int REFERENCES branches ON DELETE SET NULL`,
  `CREATE INDEX document_configurations_branch ON document_configurations (branch_id) WHERE branch_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX document_configurations_branch`.execute(db);
  await sql`ALTER TABLE document_configurations DROP COLUMN branch_id`.execute(db);
  await sql`DROP INDEX template_homes_organisation`.execute(db);
  await sql`ALTER TABLE template_homes DROP COLUMN organisation_id`.execute(db);
}
