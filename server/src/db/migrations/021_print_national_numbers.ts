/**
 * Personal data in the PDF (issue 25, docs/product.md "Personal data"): a document configuration
 * says whether its PDFs print the parties' national register numbers; by default they do not.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE document_configurations
    ADD COLUMN print_national_numbers boolean NOT NULL DEFAULT false`.execute(db);
}
