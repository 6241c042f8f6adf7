/**
 * Sign-off by link (issue 25, docs/product.md "Sign-off by link"): one request per party or
 * representative asked to read and sign one version of a finished document through a personal
 * link. The link's token is kept only as its SHA-256. The remarks a party gives, the draft
 * addendum they become and the inspector's answer live on the request; each link signature keeps
 * its evidence (time, address, user agent, the hashes of the version shown, the remarks given)
 * beside its row in `signatures`, which now names the kind of document it signs.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE signatures ADD COLUMN kind text NOT NULL DEFAULT 'report'
    CHECK (kind IN ('report', 'settlement'))`.execute(db);
  await sql`CREATE TABLE sign_off_requests (
    id serial PRIMARY KEY,
    report_id integer NOT NULL REFERENCES reports ON DELETE CASCADE,
    addendum_id integer REFERENCES addenda ON DELETE CASCADE,
    document text NOT NULL CHECK (document IN ('report', 'addendum', 'settlement')),
    document_id integer NOT NULL REFERENCES documents ON DELETE CASCADE,
    party_id integer NOT NULL REFERENCES parties ON DELETE CASCADE,
    representative_id integer REFERENCES representatives ON DELETE CASCADE,
    name text NOT NULL,
    role text NOT NULL,
    email text NOT NULL,
    language text NOT NULL CHECK (language IN ('nl', 'fr', 'en')),
    token_hash text NOT NULL UNIQUE,
    requested_by integer REFERENCES users ON DELETE SET NULL,
    sent_at timestamptz NOT NULL DEFAULT now(),
    opened_at timestamptz,
    remarked_at timestamptz,
    signed_at timestamptz,
    revoked_at timestamptz,
    expires_at timestamptz NOT NULL,
    remarks jsonb NOT NULL DEFAULT '[]',
    remark_addendum_id integer UNIQUE REFERENCES addenda ON DELETE SET NULL,
    remark_state text CHECK (remark_state IN ('draft', 'accepted', 'rejected')),
    remark_reason text,
    remark_created_at timestamptz)`.execute(db);
  await sql`CREATE INDEX sign_off_requests_report ON sign_off_requests (report_id, id)`.execute(db);
  await sql`CREATE INDEX sign_off_requests_document ON sign_off_requests (document_id)`.execute(db);
  await sql`CREATE INDEX sign_off_requests_party ON sign_off_requests (party_id)`.execute(db);
  // every foreign key has its index, so deleting an addendum, representative or user finds its rows
  await sql`CREATE INDEX sign_off_requests_addendum ON sign_off_requests (addendum_id)`.execute(db);
  await sql`CREATE INDEX sign_off_requests_representative ON sign_off_requests (representative_id)`.execute(db);
  await sql`CREATE INDEX sign_off_requests_requested_by ON sign_off_requests (requested_by)`.execute(db);
  await sql`CREATE TABLE sign_off_signatures (
    request_id integer PRIMARY KEY REFERENCES sign_off_requests ON DELETE CASCADE,
    signature_id integer NOT NULL UNIQUE REFERENCES signatures ON DELETE CASCADE,
    report_id integer NOT NULL REFERENCES reports ON DELETE CASCADE,
    addendum_id integer REFERENCES addenda ON DELETE CASCADE,
    kind text NOT NULL,
    name text NOT NULL,
    role text NOT NULL,
    version integer NOT NULL,
    pdf_sha256 text NOT NULL,
    content_sha256 text NOT NULL,
    ip text,
    user_agent text,
    remarks jsonb NOT NULL DEFAULT '[]',
    signed_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX sign_off_signatures_document ON sign_off_signatures (report_id, addendum_id, kind)`.execute(
    db,
  );
  await sql`CREATE INDEX sign_off_signatures_addendum ON sign_off_signatures (addendum_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sign_off_signatures`.execute(db);
  await sql`DROP TABLE sign_off_requests`.execute(db);
  await sql`ALTER TABLE signatures DROP COLUMN kind`.execute(db);
}
