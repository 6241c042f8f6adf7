/**
 * The whole data model of docs/spec.md §3 in one migration: accounts and money, auth, inquiries,
 * places and parties, document configurations, the template library, reports with addenda
 * and follow-ups, and each report's own content tree (time-based uuids, made by the app).
 * Later issues add columns, not a second model. PostgreSQL dialect (PGlite and PostgreSQL).
 */
import { sql, type Kysely } from 'kysely';

const ENTITY_TYPES = `'meter','key','tech.device','tech.security','tech.heating','base','elec','specific','exterior','exterior.space'`;
const now = 'timestamptz NOT NULL DEFAULT now()';

const statements = [
  `CREATE TABLE addresses (
    id serial PRIMARY KEY,
    street text NOT NULL DEFAULT '', street_number text NOT NULL DEFAULT '',
    zipcode text NOT NULL DEFAULT '', city text NOT NULL DEFAULT '',
    country char(2) NOT NULL DEFAULT 'BE')`,
  `CREATE TABLE users (
    id serial PRIMARY KEY,
    email text NOT NULL, password_hash text NOT NULL,
    first_name text NOT NULL, last_name text NOT NULL, phone text, vat_number text,
    role text NOT NULL CHECK (role IN ('admin','user')),
    active boolean NOT NULL DEFAULT true,
    profile_picture_path text,
    address_id int REFERENCES addresses ON DELETE SET NULL,
    credit_count int NOT NULL DEFAULT 0 CHECK (credit_count >= 0),
    created_at ${now}, updated_at ${now})`,
  `CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`,
  `CREATE TABLE subscriptions (
    id serial PRIMARY KEY,
    user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
    start_date timestamptz NOT NULL, valid_until timestamptz NOT NULL,
    created_at ${now})`,
  `CREATE INDEX subscriptions_user ON subscriptions (user_id, valid_until DESC)`,
  `CREATE TABLE credit_transactions (
    id serial PRIMARY KEY,
    user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
    credits int NOT NULL,
    kind text NOT NULL CHECK (kind IN ('initial','admin_grant','purchase','report')),
    status text NOT NULL DEFAULT 'completed' CHECK (status IN ('pending','completed','failed')),
    amount_cents int NOT NULL DEFAULT 0,
    payment_reference text,
    report_id int,
    created_at ${now})`,
  `CREATE TABLE oauth_clients (
    id serial PRIMARY KEY,
    client_id text NOT NULL UNIQUE, client_secret_hash text NOT NULL,
    name text NOT NULL, grants text[] NOT NULL)`,
  `CREATE TABLE oauth_tokens (
    id serial PRIMARY KEY,
    access_token_hash text NOT NULL UNIQUE, access_token_expires_at timestamptz NOT NULL,
    refresh_token_hash text UNIQUE, refresh_token_expires_at timestamptz,
    client_id int NOT NULL REFERENCES oauth_clients ON DELETE CASCADE,
    user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
    revoked_at timestamptz,
    created_at ${now})`,
  `CREATE TABLE password_resets (
    id serial PRIMARY KEY,
    user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE, expires_at timestamptz NOT NULL, used_at timestamptz,
    created_at ${now})`,
  `CREATE TABLE inquiries (
    id serial PRIMARY KEY,
    company text NOT NULL, first_name text NOT NULL, last_name text NOT NULL,
    email text NOT NULL, phone text NOT NULL, policy_accepted boolean NOT NULL,
    read_at timestamptz,
    user_id int REFERENCES users ON DELETE SET NULL,
    created_at ${now})`,
  `CREATE TABLE places (
    id serial PRIMARY KEY,
    user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
    name text NOT NULL,
    address_id int REFERENCES addresses ON DELETE SET NULL,
    front_picture_path text, remarks text,
    created_at ${now}, updated_at ${now})`,
  `CREATE TABLE document_configurations (
    id serial PRIMARY KEY,
    user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
    name text NOT NULL, company_name text, first_name text, last_name text,
    emails jsonb NOT NULL DEFAULT '[]', logo_path text,
    address_id int REFERENCES addresses ON DELETE SET NULL,
    enter_text text NOT NULL DEFAULT '', enter_signature_text text NOT NULL DEFAULT '',
    exit_text text NOT NULL DEFAULT '', exit_signature_text text NOT NULL DEFAULT '',
    start_works_text text NOT NULL DEFAULT '', start_works_signature_text text NOT NULL DEFAULT '',
    other_text text NOT NULL DEFAULT '', other_signature_text text NOT NULL DEFAULT '',
    created_at ${now}, updated_at ${now})`,
  `CREATE TABLE template_homes (
    id serial PRIMARY KEY, name text NOT NULL, description text NOT NULL,
    extra boolean NOT NULL DEFAULT false, created_at ${now}, updated_at ${now})`,
  `CREATE TABLE template_floors (
    id serial PRIMARY KEY, name text NOT NULL, description text NOT NULL,
    created_at ${now}, updated_at ${now})`,
  `CREATE TABLE template_rooms (
    id serial PRIMARY KEY, name text NOT NULL, description text NOT NULL,
    created_at ${now}, updated_at ${now})`,
  `CREATE TABLE template_entities (
    id serial PRIMARY KEY, name text NOT NULL, description text NOT NULL DEFAULT '',
    type text NOT NULL CHECK (type IN (${ENTITY_TYPES})),
    created_at ${now}, updated_at ${now})`,
  `CREATE TABLE template_questions (
    id serial PRIMARY KEY,
    entity_id int NOT NULL REFERENCES template_entities ON DELETE CASCADE,
    question text NOT NULL,
    type text NOT NULL CHECK (type IN ('select','text','bool','boolean','count','number')),
    placeholder text, options jsonb NOT NULL DEFAULT '[]',
    manual_input boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE template_home_floors (
    id serial PRIMARY KEY,
    home_id int NOT NULL REFERENCES template_homes ON DELETE CASCADE,
    floor_id int NOT NULL REFERENCES template_floors ON DELETE CASCADE,
    "order" int NOT NULL DEFAULT 1, name text NOT NULL, optional boolean NOT NULL DEFAULT true)`,
  `CREATE TABLE template_home_entities (
    id serial PRIMARY KEY,
    home_id int NOT NULL REFERENCES template_homes ON DELETE CASCADE,
    entity_id int NOT NULL REFERENCES template_entities ON DELETE CASCADE,
    "order" int NOT NULL DEFAULT 1, name text NOT NULL, optional boolean NOT NULL DEFAULT false,
    type text NOT NULL CHECK (type IN (${ENTITY_TYPES})))`,
  `CREATE TABLE template_home_extra_homes (
    id serial PRIMARY KEY,
    home_id int NOT NULL REFERENCES template_homes ON DELETE CASCADE,
    extra_home_id int NOT NULL REFERENCES template_homes ON DELETE CASCADE,
    "order" int NOT NULL DEFAULT 1, name text NOT NULL)`,
  `CREATE TABLE template_floor_rooms (
    id serial PRIMARY KEY,
    floor_id int NOT NULL REFERENCES template_floors ON DELETE CASCADE,
    room_id int NOT NULL REFERENCES template_rooms ON DELETE CASCADE,
    "order" int NOT NULL DEFAULT 1, name text NOT NULL, optional boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE template_room_entities (
    id serial PRIMARY KEY,
    room_id int NOT NULL REFERENCES template_rooms ON DELETE CASCADE,
    entity_id int NOT NULL REFERENCES template_entities ON DELETE CASCADE,
    "order" int NOT NULL DEFAULT 1, name text NOT NULL, optional boolean NOT NULL DEFAULT false,
    type text NOT NULL CHECK (type IN (${ENTITY_TYPES})))`,
  `CREATE TABLE reports (
    id serial PRIMARY KEY,
    hashed_id text NOT NULL UNIQUE,
    user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('enter','exit','start_works','other')),
    state text NOT NULL DEFAULT 'start' CHECK (state IN ('start','app','ongoing','finished')),
    place_id int REFERENCES places ON DELETE SET NULL,
    document_configuration_id int REFERENCES document_configurations ON DELETE SET NULL,
    home_id int REFERENCES template_homes ON DELETE SET NULL,
    auto_mail_documents boolean NOT NULL DEFAULT false,
    is_follow_up boolean NOT NULL DEFAULT false,
    follow_up_of_id int REFERENCES reports ON DELETE SET NULL,
    allow_regenerate_pdf boolean NOT NULL DEFAULT false,
    finished_at timestamptz,
    created_at ${now}, updated_at ${now})`,
  `CREATE INDEX reports_user ON reports (user_id, id)`,
  `CREATE TABLE addenda (
    id serial PRIMARY KEY,
    hashed_id text NOT NULL UNIQUE,
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    type text NOT NULL,
    state text NOT NULL DEFAULT 'start' CHECK (state IN ('start','app','ongoing','finished')),
    keep_signatures boolean NOT NULL DEFAULT false,
    allow_regenerate_pdf boolean NOT NULL DEFAULT false,
    finished_at timestamptz,
    created_at ${now})`,
  `CREATE TABLE parties (
    id serial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    position int NOT NULL DEFAULT 0,
    type text NOT NULL CHECK (type IN ('tenant','landlord','owner','client','contractor','other')),
    other_type text, first_name text, last_name text, phone text, email text,
    dob timestamptz, birthplace text, national_security_number text,
    company_name text, company_number text,
    address_id int REFERENCES addresses ON DELETE SET NULL)`,
  `CREATE TABLE representatives (
    id serial PRIMARY KEY,
    party_id int NOT NULL REFERENCES parties ON DELETE CASCADE,
    key text NOT NULL, position int NOT NULL DEFAULT 0,
    first_name text, last_name text, phone text, email text,
    dob timestamptz, birthplace text, national_security_number text,
    company_name text, company_number text,
    address_id int REFERENCES addresses ON DELETE SET NULL)`,
  `CREATE TABLE circumstances (
    key text PRIMARY KEY, text text NOT NULL, position int NOT NULL DEFAULT 0)`,
  `CREATE TABLE report_circumstances (
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    circumstance_key text NOT NULL REFERENCES circumstances ON DELETE CASCADE,
    PRIMARY KEY (report_id, circumstance_key))`,
  `CREATE TABLE report_homes (
    uuid uuid PRIMARY KEY,
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    addendum_id int REFERENCES addenda ON DELETE CASCADE,
    template_home_id int REFERENCES template_homes ON DELETE SET NULL,
    type text NOT NULL CHECK (type IN ('main','extra')),
    name text NOT NULL, "order" int NOT NULL DEFAULT 1,
    is_edited boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE report_floors (
    uuid uuid PRIMARY KEY,
    home_uuid uuid NOT NULL REFERENCES report_homes ON DELETE CASCADE,
    name text NOT NULL, "order" int NOT NULL DEFAULT 1,
    cleanliness text, state text, remarks text,
    is_edited boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE report_rooms (
    uuid uuid PRIMARY KEY,
    floor_uuid uuid NOT NULL REFERENCES report_floors ON DELETE CASCADE,
    name text NOT NULL, "order" int NOT NULL DEFAULT 1,
    cleanliness text, state text, remarks text,
    is_edited boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE report_entities (
    uuid uuid PRIMARY KEY,
    home_uuid uuid REFERENCES report_homes ON DELETE CASCADE,
    room_uuid uuid REFERENCES report_rooms ON DELETE CASCADE,
    template_entity_id int REFERENCES template_entities ON DELETE SET NULL,
    name text NOT NULL, original_name text, type text NOT NULL,
    "order" int NOT NULL DEFAULT 1,
    eval_not_possible boolean NOT NULL DEFAULT false,
    state text, amount int, cleanliness text, remarks text,
    is_edited boolean NOT NULL DEFAULT false,
    CHECK (home_uuid IS NOT NULL OR room_uuid IS NOT NULL))`,
  `CREATE TABLE report_questions (
    uuid uuid PRIMARY KEY,
    entity_uuid uuid NOT NULL REFERENCES report_entities ON DELETE CASCADE,
    question text NOT NULL, type text NOT NULL,
    options jsonb NOT NULL DEFAULT '[]', placeholder text,
    answers jsonb NOT NULL DEFAULT '[]',
    is_edited boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE report_observations (
    uuid uuid PRIMARY KEY,
    entity_uuid uuid NOT NULL REFERENCES report_entities ON DELETE CASCADE,
    name text NOT NULL, type text NOT NULL DEFAULT 'observation', remarks text,
    "order" int NOT NULL DEFAULT 1,
    is_edited boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE media (
    id serial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    owner_uuid uuid NOT NULL,
    owner_kind text NOT NULL CHECK (owner_kind IN ('place','party','entity','observation')),
    path text NOT NULL, resized_path text, mime_type text NOT NULL, size_bytes bigint NOT NULL,
    created_at ${now})`,
  `CREATE INDEX media_owner ON media (owner_uuid)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = statements
    .map((statement) => /^CREATE TABLE (\w+)/.exec(statement)?.[1])
    .filter((name): name is string => Boolean(name))
    .reverse();
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
}
