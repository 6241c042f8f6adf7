/**
 * Reports in an organisation (issue 44, docs/product.md "Organisations and roles"):
 * - `reports.branch_id`: the branch a report belongs to, so a branch manager and the branch's
 *   sales members see it. It is stored on the report (not read through its owner) so a report
 *   stays with the office it was made for when its owner moves to another branch. A report made
 *   without one gets its owner's branch, else (a company manager without a branch) its owner's
 *   organisation's first branch (a trigger); an admin's report has none. Existing reports get it
 *   the same way;
 * - `reports.assigned_inspector_id`: the member assigned to do the inspection besides the owner,
 *   who then sees the report and works on it in the field app.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE reports
    ADD COLUMN branch_id int REFERENCES branches ON DELETE SET NULL,
    ADD COLUMN assigned_inspector_id int REFERENCES users ON DELETE SET NULL`,
  `CREATE FUNCTION owner_branch(p_user_id int) RETURNS int LANGUAGE sql STABLE AS $$
    SELECT coalesce(u.branch_id, (SELECT min(b.id) FROM branches b WHERE b.organisation_id = u.organisation_id))
    FROM users u WHERE u.id = p_user_id
  $$`,
  `UPDATE reports SET branch_id = owner_branch(user_id)`,
  `CREATE FUNCTION reports_branch() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.branch_id := owner_branch(NEW.user_id);
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER reports_branch BEFORE INSERT ON reports
    FOR EACH ROW WHEN (NEW.branch_id IS NULL) EXECUTE FUNCTION reports_branch()`,
  `CREATE INDEX reports_branch ON reports (branch_id, id)`,
  `CREATE INDEX reports_assigned_inspector ON reports (assigned_inspector_id, id) WHERE assigned_inspector_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER reports_branch ON reports`.execute(db);
  await sql`DROP FUNCTION reports_branch()`.execute(db);
  await sql`DROP FUNCTION owner_branch(int)`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN assigned_inspector_id, DROP COLUMN branch_id`.execute(db);
}
