/**
 * An addendum is its own document (docs/product.md "The document of record"): the parties, place
 * remarks and circumstances its save names are kept on the addendum, never written to the
 * finished report it amends. `parties` and `place_remarks` are null when the save named none.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE addenda
    ADD COLUMN parties jsonb,
    ADD COLUMN place_remarks text,
    ADD COLUMN circumstances jsonb NOT NULL DEFAULT '[]'`.execute(db);
}
