/**
 * Where a follow-up's items come from (issue 24, docs/product.md "Entry against exit"): an item copied
 * from the report a follow-up was made from (home, floor, room, object, question, observation)
 * keeps that item's uuid as `source_uuid`, and a copied photo the photo's, so an exit report is
 * compared with its entry report item by item, and the photos carried over are told apart from
 * the photos taken at exit. Items made after the copy have none.
 */
import { sql, type Kysely } from 'kysely';

const TABLES = [
  'report_homes',
  'report_floors',
  'report_rooms',
  'report_entities',
  'report_questions',
  'report_observations',
  'media',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN source_uuid uuid`.execute(db);
  }
}
