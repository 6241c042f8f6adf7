/**
 * Subscriptions and credits an admin grants (docs/spec.md §4 Subscription, §5, §6, §9). Each change is
 * one transaction that locks the account row, books a subscription or credit transaction naming
 * the admin, and keeps credits at zero or more. Admin accounts have neither (§6).
 */
import { sql } from 'kysely';
import { calendarDayOf, formatCalendarDay, type AdminCredits, type SubscriptionExtension } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { invalidField, notFound } from '../../lib/errors';
import { text } from '../../lib/messages';
import { toUnix } from '../../lib/time';
import type { AuthUser, AuditActor } from '../../lib/actors';
import { accountSubject, recordAuditEvent } from '../audit';

/** Locks regular account `id` in `trx`; 404 when missing, 422 on `field` for an admin account. */
async function lockRegularAccount(trx: DB, id: number, field: string) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'role', 'credit_count', 'subscription_until'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw notFound('user');
  if (user.role === 'admin') throw invalidField(field, 'accounts.adminNoCredits');
  return user;
}

/**
 * Extends account `id`'s subscription to `valid_until` (unix seconds), starting at `start_date`
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
    const user = await lockRegularAccount(trx, id, 'valid_until');
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
      detail: { from: toUnix(user.subscription_until), to: body.valid_until, start_date: body.start_date ?? null },
    });
    return toUnix(validUntil)!;
  });
}

/**
 * Adds `credits` (negative takes back) to account `id` as an admin grant made by `caller`.
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
    const user = await lockRegularAccount(trx, id, 'credits');
    if (user.credit_count + credits < 0)
      throw invalidField('credits', text('accounts.creditsBelowZero', { count: user.credit_count }));
    const updated = await trx
      .updateTable('users')
      .set({ credit_count: sql`credit_count + ${credits}` })
      .where('id', '=', id)
      .returning('credit_count')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('credit_transactions')
      .values({
        user_id: id,
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
      detail: { credits, balance: updated.credit_count },
    });
    return updated.credit_count;
  });
}
