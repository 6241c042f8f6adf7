/**
 * Inquiries (docs/spec.md §3 Inquiry, §5 rules, §7): the public submission and the admin list of the
 * inquiries no account has taken up yet (its `pagination.total` feeds the sidebar badge).
 */
import { isEmail, type Inquiry, type InquiryCreate, type InquiryUpgrade, type PagedResult } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { Conflict, invalid, invalidField, notFound } from '../../lib/errors';
import { listPage, type ListParams, type ListSpec } from '../../lib/paging';
import { toUnix } from '../../lib/time';
import type { AuthUser, AuditActor } from '../../lib/actors';
import { insertUser, recordAccountCreated } from '../accounts';
import type { FieldErrors } from '../../lib/messages';
import { phoneProblem } from 'shared-api/phone';

const REQUIRED = ['company', 'email', 'last_name', 'first_name', 'phone'] as const;
export const INQUIRY_ORDER_COLUMNS = [
  'id',
  'company',
  'last_name',
  'first_name',
  'email',
  'phone',
  'created_at',
] as const;

/** Stores a submitted inquiry; returns its id. 422 per field when one is blank or the e-mail is invalid. */
export async function submitInquiry(db: DB, body: InquiryCreate): Promise<number> {
  const errors: FieldErrors = {};
  for (const field of REQUIRED) {
    if (!body[field].trim()) errors[field] = ['validation.required'];
  }
  if (!errors.email && !isEmail(body.email)) errors.email = ['validation.email'];
  if (!errors.phone && phoneProblem(body.phone)) errors.phone = ['validation.phone'];
  if (Object.keys(errors).length) throw invalid(errors);
  const row = await db
    .insertInto('inquiries')
    .values({
      company: body.company.trim(),
      email: body.email.trim(),
      first_name: body.first_name.trim(),
      last_name: body.last_name.trim(),
      phone: body.phone.trim(),
      policy_accepted: Boolean(body.policy_accepted),
      read_at: null,
      user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const INQUIRY_LIST: ListSpec<(typeof INQUIRY_ORDER_COLUMNS)[number]> = {
  search: 'search_text',
  orders: {
    id: 'id',
    company: 'company',
    last_name: 'last_name',
    first_name: 'first_name',
    email: 'email',
    phone: 'phone',
    created_at: 'created_at',
  },
};

/**
 * A page of the open inquiries (no account yet), searched over every column; times in unix
 * seconds. Its total is the sidebar badge: the inquiries that wait (docs/spec.md §7).
 */
export async function listInquiries(
  db: DB,
  params: ListParams<(typeof INQUIRY_ORDER_COLUMNS)[number]>,
): Promise<PagedResult<Inquiry>> {
  const list = db
    .selectFrom('inquiries')
    .select(['id', 'company', 'last_name', 'first_name', 'email', 'phone', 'created_at'])
    .where('user_id', 'is', null);
  const paged = await listPage(db, list, params, INQUIRY_LIST);
  return { ...paged, data: paged.data.map((row) => ({ ...row, created_at: toUnix(row.created_at)! })) };
}

/** Deletes open inquiry `id`; 404 when it does not exist or became an account. */
export async function deleteInquiry(db: DB, id: number): Promise<void> {
  const deleted = await db.deleteFrom('inquiries').where('id', '=', id).where('user_id', 'is', null).executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound('inquiry');
}

/**
 * Turns inquiry `id` into a regular account in one transaction (docs/spec.md §2 activation modal, §5):
 * the user from its names, e-mail and phone, the company manager of an organisation of one named
 * after the inquiry's company, a subscription until `subscription_ends_at` and the typed credits
 * as an initial transaction, both made by `caller` for that organisation. Returns its id; the caller
 * mails the welcome link; records `account.created` by `actor`. 404 for an unknown inquiry, 409 when it was activated already, 422 on
 * `email` when an account has that address, on `subscription_ends_at` when it is not in the future.
 */
export async function upgradeInquiry(db: DB, caller: AuthUser, id: number, body: InquiryUpgrade, actor: AuditActor) {
  const credits = Number(body.credits.trim());
  const endsAt = new Date(body.subscription_ends_at * 1000);
  if (endsAt.getTime() <= Date.now()) throw invalidField('subscription_ends_at', 'inquiries.endInFuture');
  return db.transaction().execute(async (trx) => {
    const inquiry = await trx.selectFrom('inquiries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!inquiry) throw notFound('inquiry');
    if (inquiry.user_id !== null) throw new Conflict('inquiries.activated');
    const userId = await insertUser(trx, caller, {
      email: inquiry.email,
      first_name: inquiry.first_name,
      last_name: inquiry.last_name,
      phone: inquiry.phone,
      start_credits: credits,
    });
    await trx
      .insertInto('subscriptions')
      .values({ user_id: userId, start_date: new Date(), valid_until: endsAt, created_by: caller.id })
      .execute();
    await trx.updateTable('inquiries').set({ user_id: userId, read_at: new Date() }).where('id', '=', id).execute();
    // the new account's organisation of one (migration 026) is the company that asked
    if (inquiry.company.trim())
      await trx
        .updateTable('organisations')
        .set({ name: inquiry.company.trim() })
        .where('id', '=', (eb) => eb.selectFrom('users').select('organisation_id').where('id', '=', userId))
        .execute();
    await recordAccountCreated(trx, userId, actor, {
      via: 'inquiry',
      inquiry_id: id,
      role: 'user',
      start_credits: credits,
      subscription_until: body.subscription_ends_at,
    });
    return userId;
  });
}
