/**
 * The reports' search text in a narrow table of its own (issue 44, docs/operations.md "Searching a
 * million rows"): `report_search` (report, organisation, search text) with the trigram index, kept
 * by migration 005's triggers through `refresh_report_search`, which now writes the text there and
 * the two sort columns on reports as before.
 *
 * Why: a search whose words are in many reports but whose page or count needs every match checked
 * ("Korenm 12": a street in one report of seven, a number in one of those twenty) reads each
 * candidate row. On `reports` (about 240 bytes a row, with every column of the report) that was
 * all 29,000 pages of a million reports; the search table holds the same texts in about two fifths of that.
 *
 * The table is organisation-owned like every row of a report (migration 033): its
 * `organisation_id` is the report's, written by the refresh, with the same two policies.
 */
import { sql, type Kysely } from 'kysely';
import { PARTY_NAME, REFRESH_REPORT_SEARCH } from './005_list_scale';

const SCOPE = 'bo_scope_organisation()';

const statements = [
  `CREATE TABLE report_search (
    report_id int PRIMARY KEY REFERENCES reports ON DELETE CASCADE,
    organisation_id int,
    search_text text NOT NULL DEFAULT '')`,
  `INSERT INTO report_search (report_id, organisation_id, search_text)
    SELECT id, organisation_id, search_text FROM reports`,
  `CREATE INDEX report_search_text ON report_search USING gin (search_text gin_trgm_ops)`,
  `ALTER TABLE report_search ENABLE ROW LEVEL SECURITY`,
  `ALTER TABLE report_search FORCE ROW LEVEL SECURITY`,
  `CREATE POLICY system_scope ON report_search TO bo_system USING (true) WITH CHECK (true)`,
  `CREATE POLICY member_scope ON report_search TO bo_api USING (organisation_id = ${SCOPE}) WITH CHECK (organisation_id = ${SCOPE})`,
  `CREATE OR REPLACE FUNCTION refresh_report_search(ids int[]) RETURNS void LANGUAGE sql AS $$
    WITH s AS (
      SELECT r2.id, r2.organisation_id,
        lower(concat_ws(E'\\n', concat_ws(' ', a.street, a.street_number, a.zipcode, a.city, pl.name), n.names)) AS search_text,
        lower(n.names) AS parties_sort,
        lower(concat_ws(' ', a.street, a.street_number, a.city)) AS address_sort
      FROM unnest(ids) AS changed(id)
      JOIN reports r2 ON r2.id = changed.id
      LEFT JOIN places pl ON pl.id = r2.place_id
      LEFT JOIN addresses a ON a.id = pl.address_id
      CROSS JOIN LATERAL (
        SELECT coalesce(string_agg(${PARTY_NAME}, ', ' ORDER BY p.position, p.id), '') AS names
        FROM parties p WHERE p.report_id = r2.id
      ) n
    ), sorted AS (
      UPDATE reports r SET parties_sort = s.parties_sort, address_sort = s.address_sort
      FROM s WHERE r.id = s.id AND (r.parties_sort, r.address_sort) IS DISTINCT FROM (s.parties_sort, s.address_sort)
    )
    INSERT INTO report_search (report_id, organisation_id, search_text)
    SELECT id, organisation_id, search_text FROM s
    ON CONFLICT (report_id) DO UPDATE SET organisation_id = EXCLUDED.organisation_id, search_text = EXCLUDED.search_text
    WHERE (report_search.organisation_id, report_search.search_text)
      IS DISTINCT FROM (EXCLUDED.organisation_id, EXCLUDED.search_text)
  $$`,
  `ALTER TABLE reports DROP COLUMN search_text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reports ADD COLUMN search_text text NOT NULL DEFAULT ''`.execute(db);
  await sql`UPDATE reports r SET search_text = s.search_text FROM report_search s WHERE s.report_id = r.id`.execute(db);
  await sql`CREATE INDEX reports_search ON reports USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql.raw(REFRESH_REPORT_SEARCH.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')).execute(db);
  await sql`DROP TABLE report_search`.execute(db);
}
