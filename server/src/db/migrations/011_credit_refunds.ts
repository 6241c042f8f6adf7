/**
 * Deleting a draft gives its credit back (docs/product.md "Credits"): a `refund` credit
 * transaction names the report it pays back, as the `report` transaction names the report it paid.
 * The sidebar badge counts every waiting inquiry (the `inquiries_open_*` indexes), so the index of
 * unread ones goes.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_kind_check`.execute(db);
  await sql`ALTER TABLE credit_transactions ADD CONSTRAINT credit_transactions_kind_check
    CHECK (kind IN ('initial', 'admin_grant', 'purchase', 'report', 'refund'))`.execute(db);
  await sql`CREATE INDEX credit_transactions_report ON credit_transactions (report_id) WHERE report_id IS NOT NULL`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS inquiries_unread`.execute(db);
}
