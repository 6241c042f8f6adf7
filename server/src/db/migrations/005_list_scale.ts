/**
 * Lists at scale (issue 11): every paged list searches a maintained search text through a
 * `pg_trgm` GIN index and sorts on indexed columns, and every foreign key has an index.
 *
 * Reports keep three derived columns, maintained by statement-level triggers on reports,
 * parties, places and addresses (so every writer, bulk SQL included, keeps them right):
 * - `search_text`: the place's address and name, a newline, then the parties' display names, in
 *   lower case (a case-sensitive LIKE against it is about twice as fast as ILIKE);
 * - `parties_sort`: the parties' display names, lower case (the list's "parties" column);
 * - `address_sort`: street, number and city, lower case (the list's "address" column).
 * `report_counts` keeps each account's number of reports (triggers on reports), so the total of
 * an unsearched reports list is one row. The other lists search a generated column over their
 * own fields, in lower case too.
 */
import { sql, type Kysely } from 'kysely';

/** Display name of party `p` as `partyDisplayName` (shared-api) makes it. */
const PARTY_NAME = `coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.company_name, '')`;

/** One statement-level trigger per event, each naming its transition table `changed_rows`. */
const triggers = (table: string, events: string[], fn: string) =>
  events.map(
    (event) =>
      `CREATE TRIGGER ${table}_${event.toLowerCase()}_report_search AFTER ${event} ON ${table}
       REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  );

/**
 * A trigger function refreshing the reports `reportIds` selects. The refresh's own update of
 * reports fires the reports trigger again (depth 2): it selects nothing there, and stops.
 */
const refreshFrom = (
  name: string,
  reportIds: string,
) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE ids int[] := ARRAY(${reportIds});
  BEGIN
    IF cardinality(ids) > 0 THEN PERFORM refresh_report_search(ids); END IF;
    RETURN NULL;
  END $$`;

const statements = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `ALTER TABLE reports ADD COLUMN search_text text NOT NULL DEFAULT '',
    ADD COLUMN parties_sort text NOT NULL DEFAULT '',
    ADD COLUMN address_sort text NOT NULL DEFAULT ''`,
  `CREATE FUNCTION refresh_report_search(ids int[]) RETURNS void LANGUAGE sql AS $$
    UPDATE reports r SET search_text = s.search_text, parties_sort = s.parties_sort, address_sort = s.address_sort
    FROM (
      SELECT r2.id,
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
    ) s
    WHERE r.id = s.id
      AND (r.search_text, r.parties_sort, r.address_sort) IS DISTINCT FROM (s.search_text, s.parties_sort, s.address_sort)
  $$`,
  refreshFrom('parties_report_search', 'SELECT DISTINCT report_id FROM changed_rows'),
  refreshFrom('reports_report_search', 'SELECT id FROM changed_rows WHERE pg_trigger_depth() = 1'),
  refreshFrom(
    'places_report_search',
    'SELECT r.id FROM reports r JOIN changed_rows c ON r.place_id = c.id WHERE pg_trigger_depth() = 1',
  ),
  refreshFrom(
    'addresses_report_search',
    `SELECT r.id FROM changed_rows c JOIN places pl ON pl.address_id = c.id JOIN reports r ON r.place_id = pl.id
     WHERE pg_trigger_depth() = 1`,
  ),
  ...triggers('parties', ['INSERT', 'UPDATE', 'DELETE'], 'parties_report_search'),
  ...triggers('reports', ['INSERT', 'UPDATE'], 'reports_report_search'),
  ...triggers('places', ['UPDATE'], 'places_report_search'),
  ...triggers('addresses', ['UPDATE'], 'addresses_report_search'),
  `SELECT refresh_report_search(ARRAY(SELECT id FROM reports))`,

  // reports: a count per account, so an unsearched list's total costs one row, not a scan
  `CREATE TABLE report_counts (
    user_id int PRIMARY KEY REFERENCES users ON DELETE CASCADE,
    total int NOT NULL DEFAULT 0 CHECK (total >= 0))`,
  `INSERT INTO report_counts (user_id, total) SELECT user_id, count(*) FROM reports GROUP BY user_id`,
  `CREATE FUNCTION count_reports() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO report_counts (user_id, total)
    SELECT user_id, sum(delta) FROM (
      SELECT user_id, 1 AS delta FROM new_rows
      UNION ALL SELECT user_id, -1 FROM old_rows
    ) changes GROUP BY user_id HAVING sum(delta) <> 0
    ON CONFLICT (user_id) DO UPDATE SET total = report_counts.total + EXCLUDED.total;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION count_new_reports() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO report_counts (user_id, total) SELECT user_id, count(*) FROM new_rows GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET total = report_counts.total + EXCLUDED.total;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION count_deleted_reports() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE report_counts c SET total = c.total - d.n
    FROM (SELECT user_id, count(*) AS n FROM old_rows GROUP BY user_id) d WHERE c.user_id = d.user_id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER reports_insert_count AFTER INSERT ON reports
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_new_reports()`,
  `CREATE TRIGGER reports_delete_count AFTER DELETE ON reports
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_reports()`,
  `CREATE TRIGGER reports_update_count AFTER UPDATE ON reports
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_reports()`,

  // reports: search and every sort of the list, for the admin (all) and per account
  `CREATE INDEX reports_search ON reports USING gin (search_text gin_trgm_ops)`,
  ...['parties_sort', 'address_sort', 'type', 'state'].flatMap((column) => [
    `CREATE INDEX reports_${column} ON reports (${column}, id)`,
    `CREATE INDEX reports_user_${column} ON reports (user_id, ${column}, id)`,
  ]),
  `CREATE INDEX reports_finished_at ON reports (finished_at, id)`,
  `CREATE INDEX reports_finished_at_desc ON reports (finished_at DESC NULLS LAST, id DESC)`,
  `CREATE INDEX reports_user_finished_at ON reports (user_id, finished_at, id)`,
  `CREATE INDEX reports_user_finished_at_desc ON reports (user_id, finished_at DESC NULLS LAST, id DESC)`,

  // the other lists: a generated search text, and their sort columns
  `ALTER TABLE document_configurations ADD COLUMN search_text text
    GENERATED ALWAYS AS (lower(name || ' ' || coalesce(company_name, ''))) STORED`,
  `CREATE INDEX document_configurations_search ON document_configurations USING gin (search_text gin_trgm_ops)`,
  `CREATE INDEX document_configurations_user_name ON document_configurations (user_id, name, id)`,
  `CREATE INDEX document_configurations_user_company ON document_configurations (user_id, company_name, id)`,
  `ALTER TABLE inquiries ADD COLUMN search_text text
    GENERATED ALWAYS AS (
      lower(company || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || phone)) STORED`,
  `CREATE INDEX inquiries_search ON inquiries USING gin (search_text gin_trgm_ops)`,
  ...['company', 'last_name', 'first_name', 'email', 'phone', 'created_at'].map(
    (column) => `CREATE INDEX inquiries_open_${column} ON inquiries (${column}, id) WHERE user_id IS NULL`,
  ),
  ...['template_homes', 'template_floors', 'template_rooms', 'template_entities'].flatMap((table) => [
    `ALTER TABLE ${table} ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED`,
    `CREATE INDEX ${table}_search ON ${table} USING gin (search_text gin_trgm_ops)`,
    `CREATE INDEX ${table}_name ON ${table} (name, id)`,
  ]),

  // every foreign key without an index yet (joins, and cascades on delete)
  ...[
    'users (address_id)',
    'credit_transactions (user_id)',
    'oauth_tokens (client_id)',
    'oauth_tokens (user_id)',
    'password_resets (user_id)',
    'inquiries (user_id)',
    'places (user_id)',
    'places (address_id)',
    'document_configurations (address_id)',
    'template_questions (entity_id)',
    'template_home_floors (home_id)',
    'template_home_floors (floor_id)',
    'template_home_entities (home_id)',
    'template_home_entities (entity_id)',
    'template_home_extra_homes (home_id)',
    'template_home_extra_homes (extra_home_id)',
    'template_floor_rooms (floor_id)',
    'template_floor_rooms (room_id)',
    'template_room_entities (room_id)',
    'template_room_entities (entity_id)',
    'reports (place_id)',
    'reports (document_configuration_id)',
    'reports (home_id)',
    'reports (follow_up_of_id)',
    'parties (address_id)',
    'representatives (address_id)',
    'report_circumstances (circumstance_key)',
    'report_homes (addendum_id)',
    'report_homes (template_home_id)',
    'report_entities (template_entity_id)',
    'signatures (addendum_id)',
    'signatures (representative_id)',
    'sent_mails (sent_by)',
  ].map((target) => `CREATE INDEX ON ${target}`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['parties', 'reports', 'places', 'addresses'])
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_report_search ON ${table}`).execute(db);
  for (const fn of ['parties', 'reports', 'places', 'addresses'])
    await sql.raw(`DROP FUNCTION IF EXISTS ${fn}_report_search()`).execute(db);
  await sql`DROP FUNCTION IF EXISTS refresh_report_search(int[])`.execute(db);
  for (const event of ['insert', 'delete', 'update'])
    await sql.raw(`DROP TRIGGER IF EXISTS reports_${event}_count ON reports`).execute(db);
  for (const fn of ['count_reports', 'count_new_reports', 'count_deleted_reports'])
    await sql.raw(`DROP FUNCTION IF EXISTS ${fn}()`).execute(db);
  await sql`DROP TABLE IF EXISTS report_counts`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN search_text, DROP COLUMN parties_sort, DROP COLUMN address_sort`.execute(
    db,
  );
  for (const table of [
    'document_configurations',
    'inquiries',
    'template_homes',
    'template_floors',
    'template_rooms',
    'template_entities',
  ])
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN search_text`).execute(db);
}
