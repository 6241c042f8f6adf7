/**
 * Subscriptions and credits an admin grants (docs/spec.md §4 Subscription, §5, §6, §9). They belong
 * to the account's organisation, shared by its members (issue 44, docs/product.md "Organisations
 * and roles"): each change is one transaction that locks the organisation's row, books a
 * subscription or credit transaction naming the account and the admin, and keeps credits at zero
 * or more. Admin accounts have neither (§6).
 */
import { sql } from 'kysely';
import { calendarDayOf, formatCalendarDay, type AdminCredits, type SubscriptionExtension } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { invalidField, notFound } from '../../lib/errors';
import { text } from '../../lib/messages';
import { toUnix } from '../../lib/time';
import type { AuthUser, AuditActor } from '../../lib/actors';
import { accountSubject, recordAuditEvent } from '../audit';

/**
 * Locks the organisation of regular account `id` in `trx` and returns its id and money; 404 when
 * the account is missing, 422 on `field` for an admin account (which belongs to none).
 */
async function lockAccountOrganisation(trx: DB, id: number, field: string) {
  const user = await trx
    .selectFrom('users')
    .select(['role', 'organisation_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound('user');
  if (user.role === 'admin' || user.organisation_id === null) throw invalidField(field, 'accounts.adminNoCredits');
  return trx
    .selectFrom('organisations')
    .select(['id', 'credit_count', 'subscription_until'])
    .where('id', '=', user.organisation_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Extends the subscription of account `id`'s organisation to `valid_until` (unix seconds), starting at `start_date`
 * or where the current one ends. The new end's Brussels day must come after the current end's day
 * (after today when the current one has ended or there is none; docs/product.md "Calendar
 * dates"): otherwise 422 on `valid_until`. Records `subscription.changed` by `actor` (the old and
 * new end) in the same transaction. Returns the new end in unix seconds.
 */
export async function extendSubscription(
  db: DB,
  caller: AuthUser,
  id: number,
  body: SubscriptionExtension,
  actor: AuditActor,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const user = await lockAccountOrganisation(trx, id, 'valid_until');
    const now = new Date();
    const currentEnd = user.subscription_until && user.subscription_until > now ? user.subscription_until : now;
    const validUntil = new Date(body.valid_until * 1000);
    // calendar days in Brussels (docs/product.md "Calendar dates"), as every reader sees them
    const currentDay = calendarDayOf(Math.floor(currentEnd.getTime() / 1000));
    if (calendarDayOf(body.valid_until) <= currentDay)
      throw invalidField('valid_until', text('accounts.subscriptionEnd', { date: formatCalendarDay(currentDay) }));
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: id,
        organisation_id: user.id,
        start_date: body.start_date !== undefined ? new Date(body.start_date * 1000) : currentEnd,
        valid_until: validUntil,
        created_by: caller.id,
      })
      .execute();
    await recordAuditEvent(trx, {
      kind: 'subscription.changed',
      ownerUserId: id,
      subject: await accountSubject(trx, id),
      actor,
      detail: {
        from: toUnix(user.subscription_until),
        to: body.valid_until,
        start_date: body.start_date ?? null,
        organisation_id: user.id,
      },
    });
    return toUnix(validUntil)!;
  });
}

/**
 * Adds `credits` (negative takes back) to the pool of account `id`'s organisation as an admin
 * grant to that account made by `caller`.
 * Records `credits.granted` by `actor` (the credits and the new balance) in the same transaction.
 * 422 on `credits` for zero or when the balance would go below zero. Returns the new balance.
 */
export async function grantCredits(
  db: DB,
  caller: AuthUser,
  id: number,
  { credits }: AdminCredits,
  actor: AuditActor,
): Promise<number> {
  if (credits === 0) throw invalidField('credits', 'accounts.creditsNonZero');
  return db.transaction().execute(async (trx) => {
    const organisation = await lockAccountOrganisation(trx, id, 'credits');
    if (organisation.credit_count + credits < 0)
      throw invalidField('credits', text('accounts.creditsBelowZero', { count: organisation.credit_count }));
    const updated = await trx
      .updateTable('organisations')
      .set({ credit_count: sql`credit_count + ${credits}`, updated_at: new Date() })
      .where('id', '=', organisation.id)
      .returning('credit_count')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('credit_transactions')
      .values({
        user_id: id,
        organisation_id: organisation.id,
        credits,
        kind: 'admin_grant',
        created_by: caller.id,
        payment_reference: null,
        report_id: null,
      })
      .execute();
    await recordAuditEvent(trx, {
      kind: 'credits.granted',
      ownerUserId: id,
      subject: await accountSubject(trx, id),
      actor,
      detail: { credits, balance: updated.credit_count, organisation_id: organisation.id },
    });
    return updated.credit_count;
  });
}
