/**
 * The whole audit trail, tamper-evident (issue 42, docs/product.md "Audit"):
 * - events no longer need a report or an account: `owner_user_id` (the account an event is about)
 *   may be null, and neither it nor `report_id` is a foreign key any more, so an event outlives
 *   the report it names ("report deleted") and no cascade ever deletes one;
 * - each event stores `prev_hash` and `hash` = sha256(prev_hash ‖ canonical event)
 *   (db/audit-chain.ts); the events written before are chained here, in id order, after
 *   their times were cut to milliseconds (the precision the writer stores);
 * - `prev_hash` is unique: two writers that raced past the lock could not both append (a fork);
 * - a trigger refuses UPDATE, DELETE and TRUNCATE of `audit_events` (on PGlite and PostgreSQL);
 * - `search_text` (generated: actor, subject, address in lower case) with a `pg_trgm` index, and
 *   indexes for the list's filters;
 * - `audit_verifications`: each run of the chain's verification (screen or `npm run audit:verify`).
 */
import { sql, type Kysely } from 'kysely';
import { eventHash, GENESIS_HASH, type ChainedEvent } from '../audit-chain';

/** Events chained per UPDATE while the existing trail is chained. */
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE audit_events
    DROP CONSTRAINT IF EXISTS audit_events_owner_user_id_fkey,
    DROP CONSTRAINT IF EXISTS audit_events_report_id_fkey,
    ALTER COLUMN owner_user_id DROP NOT NULL,
    ADD COLUMN prev_hash text,
    ADD COLUMN hash text`.execute(db);
  await sql`UPDATE audit_events SET created_at = date_trunc('milliseconds', created_at)`.execute(db);

  let previous = GENESIS_HASH;
  let after = '0';
  for (;;) {
    const { rows } = await sql<ChainedEvent & { id: string }>`
      SELECT id::text AS id, created_at, kind, actor_user_id, actor_name, owner_user_id, report_id, subject, ip,
        user_agent, detail
      FROM audit_events WHERE id > ${after}::bigint ORDER BY id LIMIT ${BATCH}`.execute(db);
    if (!rows.length) break;
    const links = rows.map((row) => {
      const link = { id: row.id, prev: previous, hash: eventHash(previous, row) };
      previous = link.hash;
      return link;
    });
    await sql`UPDATE audit_events a SET prev_hash = v.prev, hash = v.hash
      FROM (VALUES ${sql.join(links.map((link) => sql`(${link.id}::bigint, ${link.prev}, ${link.hash})`))})
        AS v(id, prev, hash)
      WHERE a.id = v.id`.execute(db);
    after = rows[rows.length - 1].id;
  }

  await sql`ALTER TABLE audit_events
    ALTER COLUMN prev_hash SET NOT NULL,
    ALTER COLUMN hash SET NOT NULL,
    ADD COLUMN search_text text GENERATED ALWAYS AS
      (lower(coalesce(actor_name, '') || ' ' || coalesce(subject, '') || ' ' || coalesce(ip, ''))) STORED`.execute(db);
  await sql`CREATE UNIQUE INDEX audit_events_prev_hash ON audit_events (prev_hash)`.execute(db);
  await sql`CREATE INDEX audit_events_kind ON audit_events (kind, id)`.execute(db);
  await sql`CREATE INDEX audit_events_actor ON audit_events (actor_user_id, id) WHERE actor_user_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX audit_events_created ON audit_events (created_at, id)`.execute(db);
  await sql`CREATE INDEX audit_events_search ON audit_events USING gin (search_text gin_trgm_ops)`.execute(db);

  await sql`CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END $$`.execute(db);
  await sql`CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`.execute(db);
  await sql`CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
    FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`.execute(db);

  await sql`CREATE TABLE audit_verifications (
    id serial PRIMARY KEY,
    ran_at timestamptz NOT NULL DEFAULT now(),
    ok boolean NOT NULL,
    event_count integer NOT NULL,
    head_id bigint,
    head_hash text,
    broken_id bigint,
    reason text,
    source text NOT NULL CHECK (source IN ('screen', 'cli')),
    ran_by integer)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_verifications`.execute(db);
  await sql`DROP TRIGGER audit_events_no_truncate ON audit_events`.execute(db);
  await sql`DROP TRIGGER audit_events_no_change ON audit_events`.execute(db);
  await sql`DROP FUNCTION audit_events_append_only()`.execute(db);
  await sql`DROP INDEX audit_events_search, audit_events_created, audit_events_actor, audit_events_kind,
    audit_events_prev_hash`.execute(db);
  await sql`ALTER TABLE audit_events DROP COLUMN search_text, DROP COLUMN hash, DROP COLUMN prev_hash`.execute(db);
}
