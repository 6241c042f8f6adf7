/**
 * Organisations and branches (issue 44, docs/product.md "Organisations and roles"):
 * - `organisations`: the customer firm (name, VAT number, billing address, logo) and its shared
 *   money: `credit_count` and `subscription_until` move here from `users`;
 * - `branches`: the firm's offices, a name unique per organisation (case-insensitive);
 * - `users.organisation_id`, `users.branch_id`, `users.org_role`: every regular account belongs
 *   to one organisation and, except a company manager (branch optional), to one branch of it;
 *   an admin (the platform operator) to none. A CHECK holds that, and a composite foreign key
 *   keeps an account's branch inside its organisation;
 * - `credit_transactions.organisation_id`, `subscriptions.organisation_id`: the pool they book
 *   on; `user_id` stays the member who spent, bought or was granted (the transactions name them).
 *
 * Existing data: each regular account becomes the company manager of an organisation of one,
 * named after its company (the inquiry it came from, else its first document configuration's
 * company name, else its own name), with its VAT number, a copy of its address and one branch
 * named by the server catalogue's Dutch `organisations.mainBranch` ("Hoofdkantoor": stored as
 * data from then on). Its credits and subscriptions become its organisation's. An admin's
 * balance is not carried (admins never had credits to spend, docs/spec.md §6); their
 * transaction rows, if any, stay with no organisation.
 *
 * New accounts: a trigger gives a regular account inserted without an organisation an
 * organisation of one the same way (the admin's user editor, an activated inquiry, the seed), and
 * takes an account made admin out of its organisation (the service checks the last company
 * manager first). Credit and subscription rows inserted without an organisation book on their
 * account's. `organisations.subscription_until` is the latest end of its subscriptions (a
 * statement trigger, as `users.subscription_until` was in migration 006).
 */
import { sql, type Kysely } from 'kysely';
import { translate } from '../../lib/messages';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

const ORG_ROLES = `'company_manager','branch_manager','inspector','sales'`;

/** The statements of migration 006 that kept `users.subscription_until` (restored by `down`). */
const ACCOUNT_SUBSCRIPTION_TRIGGERS = [
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
];

const up_statements = () => [
  `CREATE TABLE organisations (
    id serial PRIMARY KEY,
    name text NOT NULL,
    vat_number text,
    address_id int REFERENCES addresses ON DELETE SET NULL,
    logo_path text,
    credit_count int NOT NULL DEFAULT 0 CHECK (credit_count >= 0),
    subscription_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE branches (
    id serial PRIMARY KEY,
    organisation_id int NOT NULL REFERENCES organisations ON DELETE CASCADE,
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (id, organisation_id))`,
  `CREATE UNIQUE INDEX branches_name ON branches (organisation_id, lower(name))`,
  `CREATE INDEX organisations_address ON organisations (address_id)`,
  `ALTER TABLE users
    ADD COLUMN organisation_id int REFERENCES organisations,
    ADD COLUMN branch_id int,
    ADD COLUMN org_role text CHECK (org_role IN (${ORG_ROLES})),
    ADD CONSTRAINT users_branch FOREIGN KEY (branch_id, organisation_id) REFERENCES branches (id, organisation_id)`,
  `CREATE INDEX users_organisation ON users (organisation_id, id)`,
  `CREATE INDEX users_branch ON users (branch_id) WHERE branch_id IS NOT NULL`,

  // an organisation with its main branch; the address is copied, so each keeps its own row
  `CREATE FUNCTION create_organisation(p_name text, p_vat_number text, p_address_id int) RETURNS int
  LANGUAGE plpgsql AS $$
  DECLARE organisation int; address int;
  BEGIN
    IF p_address_id IS NOT NULL THEN
      INSERT INTO addresses (street, street_number, zipcode, city, country)
        SELECT street, street_number, zipcode, city, country FROM addresses WHERE id = p_address_id
        RETURNING id INTO address;
    END IF;
    INSERT INTO organisations (name, vat_number, address_id) VALUES (p_name, p_vat_number, address)
      RETURNING id INTO organisation;
    INSERT INTO branches (organisation_id, name) VALUES (organisation, ${literal(translate('organisations.mainBranch', 'nl'))});
    RETURN organisation;
  END $$`,

  // every existing regular account: the company manager of an organisation of one
  `DO $$
  DECLARE account record;
  BEGIN
    FOR account IN SELECT u.id, u.vat_number, u.address_id, coalesce(
        nullif(trim((SELECT i.company FROM inquiries i WHERE i.user_id = u.id ORDER BY i.id LIMIT 1)), ''),
        nullif(trim((SELECT c.company_name FROM document_configurations c WHERE c.user_id = u.id ORDER BY c.id LIMIT 1)), ''),
        trim(u.first_name || ' ' || u.last_name)) AS name
      FROM users u WHERE u.role = 'user' ORDER BY u.id
    LOOP
      UPDATE users SET organisation_id = create_organisation(account.name, account.vat_number, account.address_id),
        org_role = 'company_manager'
      WHERE id = account.id;
    END LOOP;
  END $$`,
  `UPDATE organisations o SET credit_count = u.credit_count FROM users u WHERE u.organisation_id = o.id`,

  `ALTER TABLE credit_transactions ADD COLUMN organisation_id int REFERENCES organisations`,
  `UPDATE credit_transactions t SET organisation_id = u.organisation_id FROM users u WHERE u.id = t.user_id`,
  `CREATE INDEX credit_transactions_organisation ON credit_transactions (organisation_id, created_at, id)`,
  `ALTER TABLE subscriptions ADD COLUMN organisation_id int REFERENCES organisations`,
  `UPDATE subscriptions s SET organisation_id = u.organisation_id FROM users u WHERE u.id = s.user_id`,
  `CREATE INDEX subscriptions_organisation ON subscriptions (organisation_id, valid_until DESC)`,
  `UPDATE organisations o SET subscription_until = (SELECT max(valid_until) FROM subscriptions s WHERE s.organisation_id = o.id)`,

  // a row of money inserted without its pool books on its account's organisation
  `CREATE FUNCTION money_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.organisation_id := (SELECT organisation_id FROM users WHERE id = NEW.user_id);
    RETURN NEW;
  END $$`,
  ...['credit_transactions', 'subscriptions'].map(
    (table) => `CREATE TRIGGER ${table}_organisation BEFORE INSERT ON ${table}
      FOR EACH ROW WHEN (NEW.organisation_id IS NULL) EXECUTE FUNCTION money_organisation()`,
  ),
  ...['insert', 'update', 'delete'].map((event) => `DROP TRIGGER subscriptions_${event}_until ON subscriptions`),
  `DROP FUNCTION users_subscription_until()`,
  `CREATE FUNCTION organisations_subscription_until() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE organisations o
      SET subscription_until = (SELECT max(valid_until) FROM subscriptions s WHERE s.organisation_id = o.id)
    WHERE o.id IN (SELECT organisation_id FROM changed_rows);
    RETURN NULL;
  END $$`,
  ...['INSERT', 'UPDATE', 'DELETE'].map(
    (event) => `CREATE TRIGGER subscriptions_${event.toLowerCase()}_organisation AFTER ${event} ON subscriptions
      REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION organisations_subscription_until()`,
  ),
  `ALTER TABLE users DROP COLUMN credit_count, DROP COLUMN subscription_until`,

  `ALTER TABLE users ADD CONSTRAINT users_membership CHECK (
    (role = 'admin' AND organisation_id IS NULL AND branch_id IS NULL AND org_role IS NULL)
    OR (role = 'user' AND organisation_id IS NOT NULL AND org_role IS NOT NULL
        AND (org_role = 'company_manager' OR branch_id IS NOT NULL)))`,
  `CREATE FUNCTION users_membership() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.role = 'admin' THEN
      NEW.organisation_id := NULL; NEW.branch_id := NULL; NEW.org_role := NULL;
    ELSIF NEW.organisation_id IS NULL THEN
      NEW.organisation_id := create_organisation(trim(NEW.first_name || ' ' || NEW.last_name), NEW.vat_number, NEW.address_id);
      NEW.org_role := 'company_manager';
      NEW.branch_id := NULL;
    END IF;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER users_membership BEFORE INSERT OR UPDATE OF role ON users
    FOR EACH ROW EXECUTE FUNCTION users_membership()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements()) await sql.raw(statement).execute(db);
}

/**
 * Back to one pool per account: an organisation's credits go to its first company manager (its
 * other members get none); each account's subscription end is again the latest of the
 * subscriptions booked for it. Branches, roles and organisations are gone.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `DROP TRIGGER users_membership ON users`,
    `DROP FUNCTION users_membership()`,
    `ALTER TABLE users DROP CONSTRAINT users_membership`,
    `ALTER TABLE users ADD COLUMN credit_count int NOT NULL DEFAULT 0 CHECK (credit_count >= 0),
      ADD COLUMN subscription_until timestamptz`,
    `UPDATE users u SET credit_count = o.credit_count FROM organisations o
      WHERE o.id = u.organisation_id AND u.id = (
        SELECT m.id FROM users m WHERE m.organisation_id = o.id
        ORDER BY (m.org_role = 'company_manager') DESC, m.id LIMIT 1)`,
    ...['insert', 'update', 'delete'].map(
      (event) => `DROP TRIGGER subscriptions_${event}_organisation ON subscriptions`,
    ),
    `DROP FUNCTION organisations_subscription_until()`,
    ...['credit_transactions', 'subscriptions'].map((table) => `DROP TRIGGER ${table}_organisation ON ${table}`),
    `DROP FUNCTION money_organisation()`,
    ...ACCOUNT_SUBSCRIPTION_TRIGGERS,
    `UPDATE users u SET subscription_until = (SELECT max(valid_until) FROM subscriptions s WHERE s.user_id = u.id)`,
    ...['credit_count', 'subscription_until'].map((column) => `CREATE INDEX users_${column} ON users (${column}, id)`),
    `CREATE INDEX users_subscription_until_desc ON users (subscription_until DESC NULLS LAST, id DESC)`,
    `ALTER TABLE subscriptions DROP COLUMN organisation_id`,
    `ALTER TABLE credit_transactions DROP COLUMN organisation_id`,
    `ALTER TABLE users DROP COLUMN org_role, DROP COLUMN branch_id, DROP COLUMN organisation_id`,
    `DROP FUNCTION create_organisation(text, text, int)`,
    `DROP TABLE branches`,
    `CREATE TEMPORARY TABLE organisation_addresses AS SELECT address_id FROM organisations WHERE address_id IS NOT NULL`,
    `DROP TABLE organisations`,
    `DELETE FROM addresses WHERE id IN (SELECT address_id FROM organisation_addresses)`,
    `DROP TABLE organisation_addresses`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
