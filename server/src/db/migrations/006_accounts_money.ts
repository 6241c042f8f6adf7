/**
 * Accounts and money (issue 10, docs/spec.md §3 User, §4 Subscription, §9):
 * - every credit and subscription transaction names who made it (`created_by`: the admin of a
 *   grant, the buyer of a purchase, null for the system); a payment reference is unique, so a
 *   provider's payment is booked at most once; a purchase may end `cancelled`;
 * - `users.subscription_until`: the latest end of the account's subscriptions, kept by a trigger
 *   on subscriptions, so the users list sorts on it through an index;
 * - the users and places lists get a lower-case search text on a trigram index and their sort
 *   indexes (places keep theirs from their address through triggers, like reports in 005);
 * - `inquiries_unread`: the sidebar badge counts open, unread inquiries from a partial index;
 * - `test_payments`: the payments of the embedded test checkout (modules/payments/providers.ts).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE credit_transactions
    ADD COLUMN created_by int REFERENCES users ON DELETE SET NULL,
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  `ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_status_check`,
  `ALTER TABLE credit_transactions ADD CONSTRAINT credit_transactions_status_check
    CHECK (status IN ('pending','completed','failed','cancelled'))`,
  `CREATE UNIQUE INDEX credit_transactions_payment ON credit_transactions (payment_reference)
    WHERE payment_reference IS NOT NULL`,
  `CREATE INDEX credit_transactions_created ON credit_transactions (created_at, id)`,
  `CREATE INDEX credit_transactions_user_created ON credit_transactions (user_id, created_at, id)`,
  `CREATE INDEX ON credit_transactions (created_by)`,
  `ALTER TABLE subscriptions ADD COLUMN created_by int REFERENCES users ON DELETE SET NULL`,
  `CREATE INDEX subscriptions_created ON subscriptions (created_at, id)`,
  `CREATE INDEX ON subscriptions (created_by)`,

  `ALTER TABLE users ADD COLUMN subscription_until timestamptz`,
  `UPDATE users u SET subscription_until = (SELECT max(valid_until) FROM subscriptions s WHERE s.user_id = u.id)`,
  `CREATE FUNCTION users_subscription_until() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE users u SET subscription_until = (SELECT max(valid_until) FROM subscriptions s WHERE s.user_id = u.id)
    WHERE u.id IN (SELECT user_id FROM changed_rows);
    RETURN NULL;
  END $$`,
  ...['INSERT', 'UPDATE', 'DELETE'].map(
    (event) => `CREATE TRIGGER subscriptions_${event.toLowerCase()}_until AFTER ${event} ON subscriptions
      REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_until()`,
  ),
  `ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
    lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, ''))) STORED`,
  `CREATE INDEX users_search ON users USING gin (search_text gin_trgm_ops)`,
  ...['last_name', 'first_name', 'email', 'phone', 'credit_count', 'subscription_until'].map(
    (column) => `CREATE INDEX users_${column} ON users (${column}, id)`,
  ),
  // the nullable sorts put NULL last in both directions (lib/paging.ts): descending needs its twin
  ...['phone', 'subscription_until'].map(
    (column) => `CREATE INDEX users_${column}_desc ON users (${column} DESC NULLS LAST, id DESC)`,
  ),

  `ALTER TABLE places ADD COLUMN search_text text NOT NULL DEFAULT '',
    ADD COLUMN address_sort text NOT NULL DEFAULT ''`,
  `CREATE FUNCTION places_search() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE address text := (
    SELECT concat_ws(' ', a.street, a.street_number, a.zipcode, a.city) FROM addresses a WHERE a.id = NEW.address_id);
  BEGIN
    NEW.search_text := lower(concat_ws(' ', NEW.name, address));
    NEW.address_sort := lower(coalesce(address, ''));
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER places_search BEFORE INSERT OR UPDATE ON places FOR EACH ROW EXECUTE FUNCTION places_search()`,
  `CREATE FUNCTION addresses_places_search() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE places p SET address_id = p.address_id FROM changed_rows c WHERE p.address_id = c.id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER addresses_update_places_search AFTER UPDATE ON addresses
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION addresses_places_search()`,
  `UPDATE places SET address_id = address_id`,
  `CREATE INDEX places_search_text ON places USING gin (search_text gin_trgm_ops)`,
  `CREATE INDEX places_name ON places (name, id)`,
  `CREATE INDEX places_address_sort ON places (address_sort, id)`,

  `CREATE INDEX inquiries_unread ON inquiries (id) WHERE user_id IS NULL AND read_at IS NULL`,

  `CREATE TABLE test_payments (
    id text PRIMARY KEY,
    amount_cents int NOT NULL CHECK (amount_cents > 0),
    description text NOT NULL,
    redirect_url text NOT NULL,
    webhook_url text NOT NULL,
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','paid','failed','canceled','expired')),
    created_at timestamptz NOT NULL DEFAULT now())`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS test_payments`.execute(db);
  await sql`DROP INDEX IF EXISTS inquiries_unread`.execute(db);
  await sql`DROP TRIGGER IF EXISTS addresses_update_places_search ON addresses`.execute(db);
  await sql`DROP FUNCTION IF EXISTS addresses_places_search()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS places_search ON places`.execute(db);
  await sql`DROP FUNCTION IF EXISTS places_search()`.execute(db);
  await sql`ALTER TABLE places DROP COLUMN IF EXISTS search_text, DROP COLUMN IF EXISTS address_sort`.execute(db);
  for (const event of ['insert', 'update', 'delete'])
    await sql.raw(`DROP TRIGGER IF EXISTS subscriptions_${event}_until ON subscriptions`).execute(db);
  await sql`DROP FUNCTION IF EXISTS users_subscription_until()`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS search_text, DROP COLUMN IF EXISTS subscription_until`.execute(db);
  await sql`ALTER TABLE subscriptions DROP COLUMN IF EXISTS created_by`.execute(db);
  await sql`DROP INDEX IF EXISTS subscriptions_created`.execute(db);
  await sql`DROP INDEX IF EXISTS credit_transactions_payment`.execute(db);
  await sql`DROP INDEX IF EXISTS credit_transactions_created`.execute(db);
  await sql`DROP INDEX IF EXISTS credit_transactions_user_created`.execute(db);
  await sql`ALTER TABLE credit_transactions DROP COLUMN IF EXISTS created_by, DROP COLUMN IF EXISTS updated_at`.execute(
    db,
  );
}
