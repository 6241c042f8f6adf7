/**
 * Row-level security, the second line of organisation isolation (issue 44, docs/operations.md
 * "Database roles"; the first line is the application's rule, db/owned.ts):
 * - two roles, NOLOGIN and without BYPASSRLS, that the API's statements run as (db/database.ts
 *   switches per checked-out connection, db/row-scope.ts): `bo_api` for a member's request, which
 *   sees the organisation named by the setting `bo.organisation` (none when unset), and
 *   `bo_system` for the rest (an admin, a public link's page, a job, the seed), which a policy
 *   lets see every row. Both read and write the tables and own none of them;
 * - every organisation-owned table carries `organisation_id` (the organisation's, null for what
 *   an admin owns): filled on insert from the row it hangs from (owner, report, party, parent
 *   node of the content tree) by a trigger, and for the rows already there. Its policy for
 *   `bo_api` is one comparison, so the planner keeps its indexes and no policy runs a subquery;
 * - admin accounts (no organisation) are readable by members (names on shared records), never
 *   writable by them. FORCE applies the policies to the tables' owner too.
 *
 * - report templates (`template_homes`, migration 032): a member sees the provider's (no
 *   organisation) and its organisation's, and writes only its organisation's;
 * - whether an e-mail address has an account anywhere (`bo_email_taken`, for an invitation) is
 *   answered by a function that runs as `bo_system`: the address is unique over all organisations.
 *
 * Left without a policy, and why: the audit trail (one hash chain over every organisation: its
 * append reads the newest event of all), the template library's other tables (the provider's, and
 * an organisation's links reached only through its building), addresses (shared by places,
 * accounts and organisations; reached only through them), inquiries (the provider's sales),
 * tokens, rate limits and the job queue.
 */
import { sql, type Kysely } from 'kysely';

/** Tables that have their own `organisation_id` already (migration 026, 028). */
const HAVE_ORGANISATION = ['branches', 'invitations', 'subscriptions', 'credit_transactions'];

/**
 * Tables that get `organisation_id`, in the order they are filled, each with where it comes from:
 * the parent table, the parent's key and this table's column that names it.
 */
const FILLED: [table: string, parent: string, key: string, column: string][] = [
  ['reports', 'users', 'id', 'user_id'],
  ['places', 'users', 'id', 'user_id'],
  ['document_configurations', 'users', 'id', 'user_id'],
  ['calendar_feeds', 'users', 'id', 'user_id'],
  ['report_counts', 'users', 'id', 'user_id'],
  ...[
    'addenda',
    'parties',
    'report_circumstances',
    'report_homes',
    'media',
    'media_manifest',
    'signatures',
    'documents',
    'sent_mails',
    'sign_off_requests',
    'sign_off_signatures',
    'damage_settlements',
    'damage_lines',
  ].map((table): [string, string, string, string] => [table, 'reports', 'id', 'report_id']),
  ['representatives', 'parties', 'id', 'party_id'],
  ['report_floors', 'report_homes', 'uuid', 'home_uuid'],
  ['report_rooms', 'report_floors', 'uuid', 'floor_uuid'],
  // an entity hangs from a home (outside) or a room: the home is tried first, then the room
  ['report_entities', 'report_homes', 'uuid', 'home_uuid'],
  ['report_questions', 'report_entities', 'uuid', 'entity_uuid'],
  ['report_observations', 'report_entities', 'uuid', 'entity_uuid'],
];

/**
 * The trigger function that fills `table`'s `organisation_id` from `parent` by `column`: one per
 * parent and column, and one of its own for entities (a home's, else a room's).
 */
const filler = (table: string, parent: string, column: string) =>
  table === 'report_entities' ? 'bo_organisation_of_report_entities' : `bo_organisation_from_${parent}_${column}`;

const ENTITY_FROM_ROOM = `coalesce(NEW.organisation_id, (SELECT p.organisation_id FROM report_rooms p WHERE p.uuid = NEW.room_uuid))`;

const fillers = [
  ...new Map(FILLED.map(([table, parent, key, column]) => [filler(table, parent, column), [parent, key, column]])),
].map(
  ([name, [parent, key, column]]) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.organisation_id := (SELECT p.organisation_id FROM ${parent} p WHERE p.${key} = NEW.${column});
    ${name === 'bo_organisation_of_report_entities' ? `NEW.organisation_id := ${ENTITY_FROM_ROOM};` : ''}
    RETURN NEW;
  END $$`,
);

/** The policies of `table`: everything for `bo_system`; for `bo_api` the rows of `rule`. */
const policies = (table: string, rule: string, check = rule) => [
  `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
  `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
  `CREATE POLICY system_scope ON ${table} TO bo_system USING (true) WITH CHECK (true)`,
  `CREATE POLICY member_scope ON ${table} TO bo_api USING (${rule}) WITH CHECK (${check})`,
];

const SCOPE = 'bo_scope_organisation()';

const statements = [
  // the organisation named by the setting, or null (nothing) when it names none
  `CREATE FUNCTION bo_scope_organisation() RETURNS int LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN current_setting('bo.organisation', true) ~ '^[0-9]{1,9}$'
      THEN current_setting('bo.organisation', true)::int END
  $$`,
  // roles belong to the cluster, not the database: a second database (or a test beside) made them already
  ...['bo_api', 'bo_system'].map(
    (role) => `DO $$ BEGIN
      CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`,
  ),
  `DO $$ BEGIN EXECUTE format('GRANT bo_api, bo_system TO %I', current_user); EXCEPTION WHEN OTHERS THEN NULL; END $$`,
  `GRANT USAGE ON SCHEMA public TO bo_api, bo_system`,
  `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO bo_api, bo_system`,
  `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO bo_api, bo_system`,
  `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO bo_api, bo_system`,
  `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO bo_api, bo_system`,
  ...fillers,
  ...FILLED.flatMap(([table, parent, key, column]) => [
    // a copy of its parent's: no foreign key of its own (the parent's cascades)
    `ALTER TABLE ${table} ADD COLUMN organisation_id int`,
    `UPDATE ${table} t SET organisation_id = p.organisation_id FROM ${parent} p WHERE p.${key} = t.${column}`,
    ...(table === 'report_entities'
      ? [
          `UPDATE report_entities t SET organisation_id = p.organisation_id FROM report_rooms p
            WHERE t.organisation_id IS NULL AND p.uuid = t.room_uuid`,
        ]
      : []),
    `CREATE TRIGGER organisation_filled BEFORE INSERT ON ${table}
      FOR EACH ROW WHEN (NEW.organisation_id IS NULL) EXECUTE FUNCTION ${filler(table, parent, column)}()`,
  ]),
  `CREATE INDEX reports_organisation ON reports (organisation_id, id)`,
  `CREATE INDEX places_organisation ON places (organisation_id, id)`,
  ...policies('organisations', `id = ${SCOPE}`),
  ...policies('users', `(organisation_id = ${SCOPE} OR organisation_id IS NULL)`, `organisation_id = ${SCOPE}`),
  ...policies(
    'template_homes',
    `(organisation_id = ${SCOPE} OR organisation_id IS NULL)`,
    `organisation_id = ${SCOPE}`,
  ),
  `CREATE FUNCTION bo_email_taken(address text) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path = public AS $$ SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(address)) $$`,
  `ALTER FUNCTION bo_email_taken(text) OWNER TO bo_system`,
  ...[...HAVE_ORGANISATION, ...FILLED.map(([table]) => table)].flatMap((table) =>
    policies(table, `organisation_id = ${SCOPE}`),
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION bo_email_taken(text)`.execute(db);
  for (const table of [
    'organisations',
    'users',
    'template_homes',
    ...HAVE_ORGANISATION,
    ...FILLED.map(([table]) => table),
  ]) {
    await sql.raw(`DROP POLICY system_scope ON ${table}`).execute(db);
    await sql.raw(`DROP POLICY member_scope ON ${table}`).execute(db);
    await sql.raw(`ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`).execute(db);
  }
  for (const [table] of FILLED.toReversed()) {
    await sql.raw(`DROP TRIGGER organisation_filled ON ${table}`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN organisation_id`).execute(db);
  }
  for (const name of new Set(FILLED.map(([table, parent, , column]) => filler(table, parent, column))))
    await sql.raw(`DROP FUNCTION ${name}()`).execute(db);
  await sql`DROP FUNCTION bo_scope_organisation()`.execute(db);
}
