/**
 * Documents of record (issue 8, docs/spec.md §2 documents table, §7): media with checksums and capture
 * time, the media manifest the tablet app declares, signatures with place and time, the stored
 * PDF versions with their fingerprints, sent mails, and the document language of a configuration.
 */
import { sql, type Kysely } from 'kysely';

const now = 'timestamptz NOT NULL DEFAULT now()';

const statements = [
  `ALTER TABLE media DROP CONSTRAINT media_owner_kind_check`,
  `ALTER TABLE media ADD CONSTRAINT media_owner_kind_check
    CHECK (owner_kind IN ('place','party','floor','room','entity','observation'))`,
  `ALTER TABLE media ADD COLUMN sha256 text NOT NULL DEFAULT ''`,
  `ALTER TABLE media ADD COLUMN width int NOT NULL DEFAULT 0`,
  `ALTER TABLE media ADD COLUMN height int NOT NULL DEFAULT 0`,
  `ALTER TABLE media ADD COLUMN captured_at timestamptz`,
  `ALTER TABLE media ADD COLUMN caption text`,
  `CREATE INDEX media_report ON media (report_id)`,
  `CREATE TABLE media_manifest (
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    media_uuid uuid NOT NULL,
    owner_uuid uuid NOT NULL,
    PRIMARY KEY (report_id, media_uuid))`,
  `CREATE INDEX media_manifest_owner ON media_manifest (owner_uuid)`,
  `CREATE TABLE signatures (
    id serial PRIMARY KEY,
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    addendum_id int REFERENCES addenda ON DELETE CASCADE,
    party_id int NOT NULL REFERENCES parties ON DELETE CASCADE,
    representative_id int REFERENCES representatives ON DELETE CASCADE,
    name text NOT NULL,
    image_path text NOT NULL,
    signed_place text NOT NULL,
    signed_at timestamptz NOT NULL,
    created_at ${now})`,
  `CREATE INDEX signatures_report ON signatures (report_id, addendum_id)`,
  `CREATE INDEX signatures_party ON signatures (party_id)`,
  `CREATE TABLE documents (
    id serial PRIMARY KEY,
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    addendum_id int REFERENCES addenda ON DELETE CASCADE,
    version int NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','ready','failed')),
    fingerprint text,
    path text, sha256 text, size_bytes int, page_count int,
    error text,
    created_at ${now}, generated_at timestamptz)`,
  `CREATE UNIQUE INDEX documents_version ON documents (report_id, COALESCE(addendum_id, 0), version)`,
  `CREATE INDEX documents_addendum ON documents (addendum_id)`,
  `CREATE INDEX documents_pending ON documents (id) WHERE status = 'pending'`,
  `CREATE TABLE sent_mails (
    id serial PRIMARY KEY,
    report_id int NOT NULL REFERENCES reports ON DELETE CASCADE,
    sent_by int REFERENCES users ON DELETE SET NULL,
    recipients jsonb NOT NULL,
    document_ids jsonb NOT NULL,
    attached boolean NOT NULL,
    created_at ${now})`,
  `CREATE INDEX sent_mails_report ON sent_mails (report_id)`,
  `ALTER TABLE document_configurations ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl','fr'))`,
  `CREATE INDEX addenda_report ON addenda (report_id)`,
  `CREATE INDEX parties_report ON parties (report_id)`,
  `CREATE INDEX representatives_party ON representatives (party_id)`,
  `CREATE INDEX report_homes_report ON report_homes (report_id)`,
  `CREATE INDEX report_floors_home ON report_floors (home_uuid)`,
  `CREATE INDEX report_rooms_floor ON report_rooms (floor_uuid)`,
  `CREATE INDEX report_entities_home ON report_entities (home_uuid)`,
  `CREATE INDEX report_entities_room ON report_entities (room_uuid)`,
  `CREATE INDEX report_questions_entity ON report_questions (entity_uuid)`,
  `CREATE INDEX report_observations_entity ON report_observations (entity_uuid)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sent_mails', 'documents', 'signatures', 'media_manifest'])
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
  for (const column of ['sha256', 'width', 'height', 'captured_at', 'caption'])
    await sql.raw(`ALTER TABLE media DROP COLUMN IF EXISTS ${column}`).execute(db);
  await sql.raw(`ALTER TABLE document_configurations DROP COLUMN IF EXISTS language`).execute(db);
}
