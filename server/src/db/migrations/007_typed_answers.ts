/**
 * Typed answers (docs/product.md "Typed answers"): answers stored before the server kept their
 * JSON type become typed where their question says so. Yes/no words become booleans and numeric
 * text of number and count questions becomes numbers; any other text stays as it was, so nothing
 * is lost.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `UPDATE report_questions SET answers = (
     SELECT coalesce(jsonb_agg(CASE
       WHEN jsonb_typeof(a) = 'string' AND lower(a #>> '{}') IN ('ja','true','oui','yes') THEN 'true'::jsonb
       WHEN jsonb_typeof(a) = 'string' AND lower(a #>> '{}') IN ('neen','nee','false','non','no') THEN 'false'::jsonb
       ELSE a END ORDER BY n), '[]'::jsonb)
     FROM jsonb_array_elements(answers) WITH ORDINALITY AS e(a, n))
   WHERE type IN ('bool','boolean') AND jsonb_array_length(answers) > 0`,
  `UPDATE report_questions SET answers = (
     SELECT coalesce(jsonb_agg(CASE
       WHEN jsonb_typeof(a) = 'string' AND (a #>> '{}') ~ '^-?[0-9]{1,15}([.,][0-9]{1,6})?$'
         THEN to_jsonb(replace(a #>> '{}', ',', '.')::numeric)
       ELSE a END ORDER BY n), '[]'::jsonb)
     FROM jsonb_array_elements(answers) WITH ORDINALITY AS e(a, n))
   WHERE type IN ('number','count') AND jsonb_array_length(answers) > 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
