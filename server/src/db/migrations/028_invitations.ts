/**
 * Invitations to an organisation (issue 44, docs/product.md "Organisations and roles"): a company
 * manager invites an address as a role (and branch); the link's token is stored only as SHA-256,
 * works once (`accepted_at`, `accepted_user_id`) and until `expires_at`, and is void once
 * `withdrawn_at` is set (withdrawn, or replaced by a newer invitation of the same address). The
 * branch lies in the organisation (composite foreign key) and is required unless the role is
 * company manager.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE invitations (
    id serial PRIMARY KEY,
    organisation_id int NOT NULL REFERENCES organisations ON DELETE CASCADE,
    branch_id int,
    org_role text NOT NULL CHECK (org_role IN ('company_manager','branch_manager','inspector','sales')),
    email text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    invited_by int REFERENCES users ON DELETE SET NULL,
    accepted_at timestamptz,
    accepted_user_id int REFERENCES users ON DELETE SET NULL,
    withdrawn_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (branch_id, organisation_id) REFERENCES branches (id, organisation_id) ON DELETE CASCADE,
    CHECK (org_role = 'company_manager' OR branch_id IS NOT NULL))`,
  `CREATE INDEX invitations_open ON invitations (organisation_id, id)
    WHERE accepted_at IS NULL AND withdrawn_at IS NULL`,
  `CREATE INDEX invitations_email ON invitations (organisation_id, lower(email))`,
  `CREATE INDEX ON invitations (branch_id)`,
  `CREATE INDEX ON invitations (invited_by)`,
  `CREATE INDEX ON invitations (accepted_user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE invitations`.execute(db);
}
