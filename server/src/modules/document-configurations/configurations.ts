/**
 * Document configurations (docs/spec.md §3 Document configuration, §5, §7): the form the route
 * reads from multipart data, validated per field, the eight rich-text fields sanitized, and the
 * logo passed through the media service (real type png/jpg/gif, 50 MB, 50 megapixels,
 * re-encoded); saving, loading and the paged list of the configurations a member may use.
 *
 * The shared library (docs/product.md "The shared library"): a configuration belongs to its
 * organisation or to one branch of it (`branch_id`, 422 for a branch of another organisation);
 * the members of that branch and the company managers use it (db/owned.ts
 * `visibleConfigurations`). Where it leaves its company name, address or logo empty, the read
 * answer and everything that loads it (the PDF among them) take the organisation's name, billing
 * address and logo, and name those fields in `inherited`.
 */
import type { Deps } from '../../ports/deps';
import {
  CONFIGURATION_FIELDS,
  CONFIGURATION_TEXT_FIELDS,
  DOCUMENT_LANGUAGES,
  INHERITED_CONFIGURATION_FIELDS,
  isEmail,
  isSingleLine,
  type DocumentConfiguration,
  type DocumentLanguage,
  type PagedResult,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import { DEFAULT_CONFIGURATION_TEXTS } from './default-texts';
import { invalid, notFound } from '../../lib/errors';
import { text } from '../../lib/messages';
import { visibleConfigurations } from '../../db/owned';
import type { AuthUser } from '../../lib/actors';
import { listPage, type ListParams, type ListSpec } from '../../lib/paging';
import { ADDRESS_COLUMNS, addressOf, formAddress, insertAddress, type FieldErrors } from '../places';
import { sanitizeRichText } from './rich-text';
import { checkLogo, withLogoChange } from '../media';

/** The parsed form: repeated fields keep every value; `logo` holds the uploaded bytes. */
export interface ConfigurationForm {
  fields: Record<string, string[]>;
  logo: Buffer | null;
}

const first = (form: ConfigurationForm, field: string) => form.fields[field]?.[0]?.trim() ?? '';

/** Stored values of the form, or a 422 with one message list per field. */
async function valuesOf(form: ConfigurationForm, creating: boolean) {
  const errors: FieldErrors = {};
  const name = first(form, 'name');
  if (!name) errors.name = ['validation.required'];
  for (const field of CONFIGURATION_FIELDS) {
    if (first(form, field).length > 255) errors[field] = ['field.tooLong'];
  }
  // names on one line (issue 42), as the JSON bodies' `SingleLine` fields; the address's parts too
  for (const field of CONFIGURATION_FIELDS) {
    if (!isSingleLine(first(form, field))) errors[field] = ['field.singleLine'];
  }
  const emails = (form.fields.emails ?? []).map((email) => email.trim()).filter(Boolean);
  emails.forEach((email, index) => {
    if (!isEmail(email)) errors[`emails.${index}`] = [text('field.emailInList', { email })];
  });
  const address = formAddress((field) => first(form, field), errors);
  const logo = await checkLogo(form.logo, errors);
  const language = first(form, 'language') || (creating ? 'nl' : undefined);
  if (language !== undefined && !(DOCUMENT_LANGUAGES as readonly string[]).includes(language))
    errors.language = ['field.documentLanguage'];
  const printNumbers = first(form, 'print_national_numbers');
  if (printNumbers && !['0', '1', 'true', 'false'].includes(printNumbers))
    errors.print_national_numbers = ['field.choice'];
  // absent: unchanged (none on a new one); empty: the whole organisation's
  const branchText = form.fields.branch_id === undefined ? undefined : first(form, 'branch_id');
  const branchId = branchText === undefined ? undefined : branchText === '' ? null : Number(branchText);
  if (
    branchId !== undefined &&
    branchId !== null &&
    !(Number.isSafeInteger(branchId) && branchId > 0 && branchId < 2 ** 31)
  )
    errors.branch_id = ['configurations.branch'];
  if (Object.keys(errors).length) throw invalid(errors);
  const texts: Partial<Record<(typeof CONFIGURATION_TEXT_FIELDS)[number], string>> = {};
  for (const field of CONFIGURATION_TEXT_FIELDS) {
    const value = form.fields[field]?.[0];
    if (value !== undefined) texts[field] = sanitizeRichText(value);
    else if (creating) texts[field] = DEFAULT_CONFIGURATION_TEXTS[field];
  }
  const optional = (field: string) => first(form, field) || null;
  return {
    row: {
      name,
      company_name: optional('company_name'),
      last_name: optional('last_name'),
      first_name: optional('first_name'),
      emails: JSON.stringify(emails),
      ...(language ? { language: language as DocumentLanguage } : {}),
      ...(printNumbers ? { print_national_numbers: printNumbers === '1' || printNumbers === 'true' } : {}),
      ...(branchId !== undefined ? { branch_id: branchId } : {}),
      ...texts,
    },
    address,
    logo,
    removeLogo: first(form, 'remove_logo') === '1',
  };
}

/**
 * A 422 on `branch_id` unless branch `branchId` is one of the organisation of account `ownerId`
 * (the configuration's owner; an admin, who belongs to none, has no branches).
 */
async function checkBranch(trx: DB, ownerId: number, branchId: number) {
  const branch = await trx
    .selectFrom('branches as b')
    .innerJoin('users as u', 'u.organisation_id', 'b.organisation_id')
    .select('b.id')
    .where('b.id', '=', branchId)
    .where('u.id', '=', ownerId)
    .executeTakeFirst();
  if (!branch) throw invalid({ branch_id: ['configurations.branch'] });
}

/**
 * Creates (`id` null) or updates configuration `id` of `userId` from `form`; returns the id.
 * The logo changes through `withLogoChange` (modules/media/logo.ts): a failed save leaves the old
 * logo in place. Throws 422 per field, and on `branch_id` for a branch
 * of another organisation.
 */
export async function saveConfiguration(
  deps: Deps,
  userId: number,
  id: number | null,
  form: ConfigurationForm,
): Promise<number> {
  const { row, address, logo, removeLogo } = await valuesOf(form, id === null);
  return withLogoChange(deps.storage, logo, removeLogo, (logoChange) =>
    deps.db.transaction().execute(async (trx) => {
      const owner =
        id === null
          ? userId
          : (
              await trx
                .selectFrom('document_configurations')
                .select('user_id')
                .where('id', '=', id)
                .executeTakeFirstOrThrow()
            ).user_id;
      if (row.branch_id) await checkBranch(trx, owner, row.branch_id);
      const addressId = await insertAddress(trx, address);
      if (id === null) {
        const created = await trx
          .insertInto('document_configurations')
          .values({ ...row, ...logoChange, user_id: userId, address_id: addressId })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { result: created.id, previous: null };
      }
      const before = await trx
        .selectFrom('document_configurations')
        .select(['logo_path', 'address_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('document_configurations')
        .set({ ...row, ...logoChange, address_id: addressId, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      if (before.address_id !== null) await trx.deleteFrom('addresses').where('id', '=', before.address_id).execute();
      return { result: id, previous: before.logo_path };
    }),
  );
}

/**
 * The given configurations in the wire shape of docs/spec.md §3, order kept. A company name,
 * address or logo the configuration leaves empty is its organisation's name, billing address or
 * logo (docs/product.md "The shared library"), and `inherited` names those fields; an admin's
 * configuration (no organisation) inherits nothing.
 */
export async function loadConfigurations(db: DB, ids: number[]): Promise<DocumentConfiguration[]> {
  if (!ids.length) return [];
  const [rows, organisations] = await Promise.all([
    db
      .selectFrom('document_configurations as c')
      .leftJoin('addresses as a', 'a.id', 'c.address_id')
      .selectAll('c')
      .select(ADDRESS_COLUMNS)
      .where('c.id', 'in', ids)
      .execute(),
    db
      .selectFrom('document_configurations as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
      .leftJoin('addresses as a', 'a.id', 'o.address_id')
      .select([
        'c.id as configuration_id',
        'o.name as organisation_name',
        'o.logo_path as organisation_logo',
        'o.address_id',
      ])
      .select(ADDRESS_COLUMNS)
      .where('c.id', 'in', ids)
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const organisationOf = new Map(organisations.map((row) => [row.configuration_id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    const organisation = organisationOf.get(id);
    const own = {
      company_name: row.company_name?.trim() ? row.company_name : null,
      address: addressOf(row),
      logo: row.logo_path ? { path: row.logo_path } : null,
    };
    const theirs = {
      company_name: organisation?.organisation_name?.trim() ? organisation.organisation_name : null,
      address: organisation ? addressOf(organisation) : null,
      logo: organisation?.organisation_logo ? { path: organisation.organisation_logo } : null,
    };
    const inherited = INHERITED_CONFIGURATION_FIELDS.filter((field) => own[field] === null && theirs[field] !== null);
    return {
      id: row.id,
      name: row.name,
      company_name: own.company_name ?? theirs.company_name,
      last_name: row.last_name,
      first_name: row.first_name,
      emails: row.emails,
      logo: own.logo ?? theirs.logo,
      address: own.address ?? theirs.address,
      language: row.language,
      print_national_numbers: row.print_national_numbers,
      branch_id: row.branch_id,
      inherited,
      ...Object.fromEntries(CONFIGURATION_TEXT_FIELDS.map((field) => [field, row[field]])),
    } as DocumentConfiguration;
  });
}

export const CONFIGURATION_ORDER_COLUMNS = ['id', 'name', 'company_name'] as const;
const CONFIGURATION_LIST: ListSpec<(typeof CONFIGURATION_ORDER_COLUMNS)[number]> = {
  search: 'search_text',
  orders: { id: 'id', name: 'name', company_name: 'company_name' },
  nullsLast: ['company_name'],
};

/**
 * The id of configuration `id` when `user` may use it (db/owned.ts `visibleConfigurations`: their
 * organisation's of no branch or of their branch, every one for a company manager; an admin's
 * own account's); NotFound otherwise, another branch's included.
 */
export async function ownConfigurationId(db: DB, user: AuthUser, id: number): Promise<number> {
  const own = await db
    .selectFrom('document_configurations as c')
    .select('c.id')
    .where('c.id', '=', id)
    .$call(visibleConfigurations(user, 'c'))
    .executeTakeFirst();
  if (!own) throw notFound('documentConfiguration');
  return own.id;
}

/**
 * Configurations `ids` as the API answers them: {@link loadConfigurations} with each logo's
 * path replaced by its signed, expiring URL (docs/operations.md "Files").
 */
export async function answeredConfigurations(
  deps: Pick<Deps, 'db' | 'fileUrls'>,
  ids: number[],
): Promise<DocumentConfiguration[]> {
  const configurations = await loadConfigurations(deps.db, ids);
  return Promise.all(
    configurations.map(async (configuration) =>
      configuration.logo
        ? { ...configuration, logo: { path: await deps.fileUrls.sign(configuration.logo.path) } }
        : configuration,
    ),
  );
}

/**
 * A page of the configurations `user` may use (their organisation's of no branch or of their
 * branch, every one for a company manager; an admin's own account's), searched on name and
 * company name (docs/spec.md §7).
 */
export async function listConfigurations(
  deps: Pick<Deps, 'db' | 'fileUrls'>,
  user: AuthUser,
  params: ListParams<(typeof CONFIGURATION_ORDER_COLUMNS)[number]>,
): Promise<PagedResult<DocumentConfiguration>> {
  const list = deps.db
    .selectFrom('document_configurations as c')
    .select('c.id')
    .$call(visibleConfigurations(user, 'c'));
  const paged = await listPage(deps.db, list, params, CONFIGURATION_LIST);
  return {
    ...paged,
    data: await answeredConfigurations(
      deps,
      paged.data.map((row) => row.id),
    ),
  };
}
