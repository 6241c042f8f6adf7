/**
 * The users list sorted by subscription end through an index again (docs/spec.md §2 `/users`):
 * since migration 026 an account's subscription is its organisation's, and the list sorted on
 * `organisations.subscription_until` across the left join from `users`, which no index serves: at
 * a million accounts every page joined and sorted them all (about a second; `npm run bench:api`).
 *
 * - `users.subscription_until`: a copy of its organisation's `subscription_until` (null for an
 *   admin, who has none), kept by triggers: set on insert and when the account changes
 *   organisation, and on every member when the organisation's end changes (migration 026's
 *   statement trigger on subscriptions updates it);
 * - two indexes, one per direction of the list's order (the end, missing ones last, then the id).
 *
 * The organisation's value stays the one the application reads and writes; the copy only sorts.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE users ADD COLUMN subscription_until timestamptz`,
  `UPDATE users u SET subscription_until = o.subscription_until FROM organisations o
    WHERE o.id = u.organisation_id AND o.subscription_until IS NOT NULL`,
  `CREATE FUNCTION users_organisation_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.subscription_until := (SELECT o.subscription_until FROM organisations o WHERE o.id = NEW.organisation_id);
    RETURN NEW;
  END $$`,
  // after users_membership (triggers fire by name), which may give the account its organisation
  `CREATE TRIGGER users_organisation_subscription BEFORE INSERT OR UPDATE OF organisation_id ON users
    FOR EACH ROW EXECUTE FUNCTION users_organisation_subscription()`,
  `CREATE FUNCTION organisations_members_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE users SET subscription_until = NEW.subscription_until
      WHERE organisation_id = NEW.id AND subscription_until IS DISTINCT FROM NEW.subscription_until;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER organisations_members_subscription AFTER UPDATE OF subscription_until ON organisations
    FOR EACH ROW WHEN (OLD.subscription_until IS DISTINCT FROM NEW.subscription_until)
    EXECUTE FUNCTION organisations_members_subscription()`,
  `CREATE INDEX users_subscription_until ON users (subscription_until NULLS LAST, id)`,
  `CREATE INDEX users_subscription_until_desc ON users (subscription_until DESC NULLS LAST, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER organisations_members_subscription ON organisations`.execute(db);
  await sql`DROP FUNCTION organisations_members_subscription()`.execute(db);
  await sql`DROP TRIGGER users_organisation_subscription ON users`.execute(db);
  await sql`DROP FUNCTION users_organisation_subscription()`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN subscription_until`.execute(db);
}
