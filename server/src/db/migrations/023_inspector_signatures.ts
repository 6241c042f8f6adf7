/**
 * The inspector signs too (issue 41, docs/product.md "Honest signatures"): a row of `signatures`
 * is given by a party (or its representative, `signer` 'party', `party_id` set) or by the
 * inspector who finished the document in the app (`signer` 'inspector', no party, `user_id` the
 * account, kept as null when that account is deleted; the row keeps the name it signed with).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE signatures
    ADD COLUMN signer text NOT NULL DEFAULT 'party' CHECK (signer IN ('party', 'inspector')),
    ADD COLUMN user_id integer REFERENCES users ON DELETE SET NULL,
    ALTER COLUMN party_id DROP NOT NULL,
    ADD CONSTRAINT signatures_signer_party CHECK ((signer = 'party') = (party_id IS NOT NULL))`.execute(db);
  // every foreign key has its index, so deleting a user finds its rows
  await sql`CREATE INDEX signatures_user ON signatures (user_id) WHERE user_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM signatures WHERE signer = 'inspector'`.execute(db);
  await sql`ALTER TABLE signatures
    DROP CONSTRAINT signatures_signer_party,
    ALTER COLUMN party_id SET NOT NULL,
    DROP COLUMN user_id,
    DROP COLUMN signer`.execute(db);
}
