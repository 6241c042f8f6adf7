/**
 * A search word of one or two characters with a digit in it ("12", "3b") through an index
 * (docs/operations.md "Searching a million rows"): `pg_trgm` finds no trigram in a word that short,
 * so "Korenm 12" could only be counted by reading every report with "korenm" (one in seven at
 * `npm run bench:api`'s million).
 *
 * - `search_number_pieces(text)`: every piece of one or two characters with a digit in it of the
 *   text's words (white space never in a piece): "gent 12 3b" gives `{1,12,2,3,3b}`;
 * - `reports.search_numbers`: those pieces of `search_text`, generated and stored, so a row's check
 *   is an array containment, not the function again; GIN-indexed.
 *
 * A short word with a digit is one of its text's pieces exactly when the text contains it, so
 * `search_numbers @> ARRAY[word]` finds the same rows as `search_text LIKE '%word%'`.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE FUNCTION search_number_pieces(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT coalesce(array_agg(DISTINCT substr(word.m[1], i, n)), '{}')
    FROM regexp_matches($1, '\\S*[0-9]\\S*', 'g') AS word(m), generate_series(1, 2) AS n,
      generate_series(1, length(word.m[1]) - n + 1) AS i
    WHERE substr(word.m[1], i, n) ~ '[0-9]' $$`,
  `ALTER TABLE reports ADD COLUMN search_numbers text[]
    GENERATED ALWAYS AS (search_number_pieces(search_text)) STORED`,
  `CREATE INDEX reports_search_numbers ON reports USING gin (search_numbers)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reports DROP COLUMN search_numbers`.execute(db);
  await sql`DROP FUNCTION search_number_pieces(text)`.execute(db);
}
