/**
 * Inquiries (spec §3 Inquiry, §5 rules, §7): the public submission and the admin list of the
 * inquiries no account has taken up yet (its `pagination.total` feeds the sidebar badge).
 */
import { isEmail, type Inquiry, type InquiryCreate, type PagedResult } from 'shared-api/contract';
import type { DB } from '../db/database';
import { validationError } from '../lib/http-errors';
import { listPage, type ListParams, type ListSpec } from '../lib/paging';
import { toUnix } from '../lib/time';

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
  const errors: Record<string, string[]> = {};
  for (const field of REQUIRED) {
    if (!body[field].trim()) errors[field] = [`The ${field.replace('_', ' ')} field is required.`];
  }
  if (!errors.email && !isEmail(body.email)) errors.email = ['The email must be a valid email address.'];
  if (Object.keys(errors).length) throw validationError(errors);
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

/** A page of the open inquiries (no account yet), searched over every column; times in unix seconds. */
export async function listInquiries(
  db: DB,
  params: ListParams<(typeof INQUIRY_ORDER_COLUMNS)[number]>,
): Promise<PagedResult<Inquiry>> {
  const list = db
    .selectFrom('inquiries')
    .select(['id', 'company', 'last_name', 'first_name', 'email', 'phone', 'created_at'])
    .where('user_id', 'is', null);
  const paged = await listPage(list, params, INQUIRY_LIST);
  return { ...paged, data: paged.data.map((row) => ({ ...row, created_at: toUnix(row.created_at)! })) };
}
