/**
 * Users (docs/spec.md §2 `/users`, `/users/{id}/edit`, `/profile`; §3 User; §5 User; §6): the admin's
 * list and editor, and the profile, which is the same editor on one's own account. An admin
 * reaches every account; anyone else only their own (another account is 404). Only an admin
 * changes a role, and never their own; credits and subscriptions change through their own
 * calls (modules/payments/credits.ts), never through this editor.
 */
import type { Deps } from '../../ports/deps';
import { sql, type Kysely } from 'kysely';
import {
  isEmail,
  normalizeVatNumber,
  type PagedResult,
  type User,
  type UserInput,
  type UserSummary,
  USER_ORDER_COLUMNS,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import { owned } from '../../db/owned';
import type { Database } from '../../db/schema';
import { Forbidden, invalid, notFound } from '../../lib/errors';
import { listPage, type ListParams, type ListSpec } from '../../lib/paging';
import { toUnix } from '../../lib/time';
import { ADDRESS_COLUMNS, addressOf, checkAddress, insertAddress, saveAddress, type FieldErrors } from '../places';
import { unusablePasswordHash, mailPasswordLink } from '../auth';
import type { AuthUser, AuditActor } from '../../lib/actors';
import { phoneProblem } from 'shared-api/phone';
import { accountSubject, recordAuditEvent } from '../audit';
import { assertNotLastManager, lockOrganisationOf } from '../organisations';
import { setAccountActive } from '../../db/account-access';

type UserOrder = (typeof USER_ORDER_COLUMNS)[number];

const USER_LIST: ListSpec<UserOrder> = {
  search: 'users.search_text',
  orders: {
    id: 'users.id',
    last_name: 'users.last_name',
    first_name: 'users.first_name',
    email: 'users.email',
    phone: 'users.phone',
    // the organisation's end, copied onto its members to sort through an index (migration 034)
    subscription_active_until: 'users.subscription_until',
    credit_count: 'o.credit_count',
  },
  nullsLast: ['phone', 'subscription_active_until'],
  id: 'users.id',
  // only an admin lists accounts: every row is theirs to see
  sampled: 'users',
};

/** The columns of a user row, of `users` with its organisation `o` (its subscription and credits, issue 44). */
const SUMMARY_COLUMNS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.phone',
  'users.role',
  'users.active',
  'o.subscription_until',
  'o.credit_count',
] as const;

interface SummaryRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: 'admin' | 'user';
  active: boolean;
  subscription_until: Date | null;
  credit_count: number | null;
}

/**
 * Wire shape of a user row: the subscription and credits of the account's organisation, shared by
 * its members; credits null for admins (§6), active while the end lies ahead.
 */
const summaryOf = (row: SummaryRow, now = Date.now()): UserSummary => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  active: row.active,
  subscription_active: row.subscription_until !== null && row.subscription_until.getTime() > now,
  subscription_active_until: toUnix(row.subscription_until),
  credit_count: row.role === 'admin' ? null : (row.credit_count ?? 0),
});

/** A page of every account, searched over names, e-mail and phone (docs/spec.md §2 `/users`). */
export async function listUsers(db: DB, params: ListParams<UserOrder>): Promise<PagedResult<UserSummary>> {
  const page = await listPage(
    db,
    db.selectFrom('users').leftJoin('organisations as o', 'o.id', 'users.organisation_id').select(SUMMARY_COLUMNS),
    params,
    USER_LIST,
  );
  return { ...page, data: page.data.map((row) => summaryOf(row)) };
}

/**
 * 404 unless `caller` may reach account `id`: an admin any, anyone else only their own (the rule
 * of `owned()` for an account id known before any query, e.g. before reading an upload).
 */
export function assertReachable(caller: AuthUser, id: number): void {
  if (caller.role !== 'admin' && caller.id !== id) throw notFound('user');
}

/**
 * Account `id` as docs/spec.md §3 User, its picture by a signed, expiring URL (docs/operations.md
 * "Files"), and the organisation it is a member of with its role there (docs/product.md
 * "Organisations and roles"; null for an admin). 404 when it does not exist or `caller` may not reach it.
 */
export async function getUser(
  { db, fileUrls }: Pick<Deps, 'db' | 'fileUrls'>,
  caller: AuthUser,
  id: number,
): Promise<User> {
  const row = await db
    .selectFrom('users')
    .leftJoin('organisations as o', 'o.id', 'users.organisation_id')
    .leftJoin('addresses as a', 'a.id', 'users.address_id')
    .leftJoin('inquiries as i', 'i.user_id', 'users.id')
    .select([...SUMMARY_COLUMNS, 'users.vat_number', 'users.address_id', 'users.profile_picture_path'])
    .select([...ADDRESS_COLUMNS, 'i.company', 'i.phone as inquiry_phone'])
    .select(['o.id as organisation_id', 'o.name as organisation_name', 'users.org_role'])
    .where('users.id', '=', id)
    .$call(owned(caller, 'users.id'))
    .executeTakeFirst();
  if (!row) throw notFound('user');
  return {
    ...summaryOf(row),
    vat_number: row.vat_number,
    address: addressOf(row),
    profile_picture_url: await fileUrls.sign(row.profile_picture_path),
    inquiry: row.company !== null ? { company: row.company, phone: row.inquiry_phone ?? '' } : null,
    organisation:
      row.organisation_id !== null && row.org_role !== null
        ? { id: row.organisation_id, name: row.organisation_name ?? '', role: row.org_role }
        : null,
  };
}

/** The checked and trimmed columns of `body`. Throws 422 per field (docs/spec.md §5 User). */
async function valuesOf(db: Kysely<Database>, body: UserInput, id: number | null) {
  const errors: FieldErrors = {};
  for (const field of ['first_name', 'last_name', 'email'] as const)
    if (!body[field].trim()) errors[field] = ['validation.required'];
  const email = body.email.trim();
  if (!errors.email && !isEmail(email)) errors.email = ['validation.email'];
  if (!errors.email) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .$if(id !== null, (query) => query.where('id', '<>', id!))
      .executeTakeFirst();
    if (taken) errors.email = ['field.emailTaken'];
  }
  const vat = body.vat_number?.trim() ? normalizeVatNumber(body.vat_number) : null;
  if (body.vat_number?.trim() && !vat) errors.vat_number = ['field.vatNumber'];
  if (phoneProblem(body.phone)) errors.phone = ['validation.phone'];
  if (body.address) checkAddress(errors, 'address', body.address, false);
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    email,
    phone: body.phone?.trim() || null,
    vat_number: vat,
  };
}

/**
 * Inserts an account in transaction `trx`: a regular one becomes the company manager of an
 * organisation of one (migration 026's trigger), whose pool gets `start_credits`, booked as an
 * initial credit transaction made by `caller`; an admin gets no credits (docs/spec.md §6). It has
 * no usable password until the user sets one through the welcome mail (`welcome`). Returns its
 * id. 422 per field (docs/spec.md §5 User, a taken e-mail included).
 */
export async function insertUser(trx: Kysely<Database>, caller: AuthUser, body: UserInput): Promise<number> {
  const values = await valuesOf(trx, body, null);
  const role = body.role ?? 'user';
  const credits = role === 'admin' ? 0 : (body.start_credits ?? 0);
  const user = await trx
    .insertInto('users')
    .values({
      ...values,
      role,
      password_hash: await unusablePasswordHash(),
      address_id: await insertAddress(trx, body.address),
      profile_picture_path: null,
    })
    .returning(['id', 'organisation_id'])
    .executeTakeFirstOrThrow();
  if (credits > 0) {
    await trx
      .updateTable('organisations')
      .set({ credit_count: credits })
      .where('id', '=', user.organisation_id!)
      .execute();
    await trx
      .insertInto('credit_transactions')
      .values({
        user_id: user.id,
        organisation_id: user.organisation_id,
        credits,
        kind: 'initial',
        created_by: caller.id,
        payment_reference: null,
        report_id: null,
      })
      .execute();
  }
  return user.id;
}

/**
 * Records `account.created` of account `userId` by `actor` in `trx` (docs/product.md "Audit"):
 * `detail` says how (`via` users or inquiry) with its role and start credits.
 */
export async function recordAccountCreated(
  trx: Kysely<Database>,
  userId: number,
  actor: AuditActor,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordAuditEvent(trx, {
    kind: 'account.created',
    ownerUserId: userId,
    subject: await accountSubject(trx, userId),
    actor,
    detail,
  });
}

/**
 * Creates an account (admin only; the route checks the role) as `insertUser` does, and records
 * `account.created` by `actor`, in one transaction.
 */
export const createUser = (db: DB, caller: AuthUser, body: UserInput, actor: AuditActor): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, caller, body);
    await recordAccountCreated(trx, id, actor, {
      via: 'users',
      role: body.role ?? 'user',
      start_credits: body.start_credits ?? 0,
    });
    return id;
  });

/**
 * Updates account `id`'s details, VAT number, address and (admin on another account only) role;
 * a changed role records `account.role_changed` by `actor` in the same transaction.
 * 404 when `caller` may not reach it; 403 when the caller tries to change their own role or is not
 * an admin changing one; 422 per field; 409 `organisations.lastManager` when making an admin of
 * the last active company manager of an organisation with other active members (issue 44).
 */
export async function updateUser(
  db: DB,
  caller: AuthUser,
  id: number,
  body: UserInput,
  actor: AuditActor,
): Promise<void> {
  assertReachable(caller, id);
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('users')
      .select(['role', 'address_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('user');
    if (body.role && body.role !== current.role && (caller.role !== 'admin' || caller.id === id))
      throw new Forbidden('accounts.roleChange', { role: ['accounts.roleChange'] });
    // an admin belongs to no organisation (migration 026's trigger takes the account out of its
    // own); one made a regular account again gets an organisation of one
    if (body.role === 'admin' && current.role !== 'admin') {
      await lockOrganisationOf(trx, id);
      await assertNotLastManager(trx, id, { unlessAlone: true });
    }
    const values = await valuesOf(trx, body, id);
    const addressId =
      body.address !== undefined ? await saveAddress(trx, current.address_id, body.address) : current.address_id;
    await trx
      .updateTable('users')
      .set({ ...values, role: body.role ?? current.role, address_id: addressId, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    if (body.role && body.role !== current.role)
      await recordAuditEvent(trx, {
        kind: 'account.role_changed',
        ownerUserId: id,
        subject: await accountSubject(trx, id),
        actor,
        detail: { from: current.role, to: body.role },
      });
  });
}

/**
 * Enables or disables account `id` (admin only; the route checks the role). A disabled account
 * cannot sign in (modules/auth/oauth-model.ts) and its open sign-ins end at once: every token of
 * it is revoked in the same transaction, so enabling it again does not revive them. A change
 * records `account.enabled` or `account.disabled` by `actor` (enabling an enabled account changes
 * and records nothing). 403 on the
 * caller's own account (an admin never locks themselves out), 404 for an unknown account, 409
 * `organisations.lastManager` for the last active company manager of an organisation whose other
 * members are still active (disable them first; issue 44).
 */
export async function setActive(
  db: DB,
  caller: AuthUser,
  id: number,
  active: boolean,
  actor: AuditActor,
): Promise<void> {
  if (caller.id === id) throw new Forbidden('accounts.ownAccount', { active: ['accounts.ownAccount'] });
  await db.transaction().execute(async (trx) => {
    await lockOrganisationOf(trx, id);
    const before = await trx.selectFrom('users').select('active').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw notFound('user');
    if (!active) await assertNotLastManager(trx, id, { unlessAlone: true });
    const ended = await setAccountActive(trx, id, active);
    if (before.active !== active)
      await recordAuditEvent(trx, {
        kind: active ? 'account.enabled' : 'account.disabled',
        ownerUserId: id,
        subject: await accountSubject(trx, id),
        actor,
        detail: active ? {} : { tokens_revoked: ended },
      });
  });
}

/**
 * Mails new account `id` its welcome link to set a password (7 days, single use), in Dutch, French
 * and English: nothing tells yet which language the new user reads. Runs as a mail job
 * (modules/jobs/mail-jobs.ts): throws when the mail cannot be sent, and the job retries it.
 */
export async function welcome(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, id: number): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await mailPasswordLink(deps, user, 'welcome', ['nl', 'fr', 'en']);
}
