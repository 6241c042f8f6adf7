/**
 * `PATCH /front/organisations/{id}`: the company data of an organisation, edited by its company
 * manager or an admin (docs/product.md "Organisations and roles"): name, VAT number, billing
 * address and logo. A document configuration that leaves its company name, address or logo empty
 * uses these ("The shared library"). The form is the configuration's: the same address fields and
 * checks (`formAddress`), the same VAT rule as the user editor (`normalizeVatNumber`), the logo
 * through the one media service and stored as the configuration's (`checkLogo`, `withLogoChange`).
 */
import {
  CONFIGURATION_ADDRESS_FIELDS,
  addressText,
  isSingleLine,
  normalizeVatNumber,
  type Address,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { AuditActor, Viewer } from '../../lib/actors';
import { invalid } from '../../lib/errors';
import type { FieldErrors } from '../../lib/messages';
import type { Deps } from '../../ports/deps';
import { recordAuditEvent } from '../audit';
import { checkLogo, withLogoChange } from '../media';
import { ADDRESS_COLUMNS, addressOf, formAddress, saveAddress } from '../places';
import { reachableOrganisation } from './reachable-organisation';

/**
 * The text fields of the form (the contract's `Organisation` describes them); others are ignored.
 * The file field is `logo`.
 */
export const ORGANISATION_FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'vat_number',
  ...CONFIGURATION_ADDRESS_FIELDS,
  'remove_logo',
]);

/** The form as the route read it: each known text field's values, and the logo's bytes. */
export interface OrganisationForm {
  fields: Record<string, string[]>;
  logo: Buffer | null;
}

/** Longest name in characters (as the other names of the back-office). */
const MAX_NAME = 255;

/** The checked values of `form`; a field not sent is undefined (unchanged). Throws 422 per field. */
async function valuesOf(form: OrganisationForm) {
  const errors: FieldErrors = {};
  const sent = (field: string) => form.fields[field] !== undefined;
  const value = (field: string) => form.fields[field]?.[0]?.trim() ?? '';
  const name = value('name');
  if (!name) errors.name = ['validation.required'];
  else if (!isSingleLine(name)) errors.name = ['field.singleLine'];
  else if (name.length > MAX_NAME) errors.name = ['field.tooLong'];
  let vatNumber: string | null | undefined;
  if (sent('vat_number')) {
    const typed = value('vat_number');
    vatNumber = typed && isSingleLine(typed) ? normalizeVatNumber(typed) : null;
    if (typed && !vatNumber) errors.vat_number = ['field.vatNumber'];
  }
  const address = CONFIGURATION_ADDRESS_FIELDS.some(sent) ? formAddress(value, errors) : undefined;
  const logo = await checkLogo(form.logo, errors);
  if (Object.keys(errors).length) throw invalid(errors);
  return { name, vatNumber, address, logo, removeLogo: value('remove_logo') === '1' };
}

/** The organisation's company data as it stands, read under the caller's lock. */
const current = (trx: DB, id: number) =>
  trx
    .selectFrom('organisations as o')
    .leftJoin('addresses as a', 'a.id', 'o.address_id')
    .select(['o.name', 'o.vat_number', 'o.address_id', 'o.logo_path'])
    .select(ADDRESS_COLUMNS)
    .where('o.id', '=', id)
    .executeTakeFirstOrThrow();

/** An address as the audit trail keeps it: its line and country, or null for none. */
const auditAddress = (address: Address | null | undefined) =>
  address && addressText(address) ? `${addressText(address)} (${address.country.trim().toUpperCase()})` : null;

/**
 * Changes the company data of organisation `id` from `form` ({@link ORGANISATION_FORM_FIELDS}: a
 * field not sent keeps its value; a blank address or VAT number clears it; a new logo replaces the
 * old, `remove_logo=1` drops it) in one transaction under the organisation's lock, and records
 * `organisation.changed` by `actor` with each changed field from and to (the logo as `added`,
 * `replaced` or `removed`). The same data again changes and records nothing. The caller's role is
 * the route's (`company-manager`). 404 `notFound.organisation` for an organisation `viewer` may not
 * reach; 422 per field (`name`, `vat_number`, `address.*`, `logo`: a file that is no png, jpg or
 * gif, or over 50 megapixels). A failed save stores no logo.
 */
export async function updateOrganisation(
  deps: Pick<Deps, 'db' | 'storage'>,
  viewer: Viewer,
  id: number,
  form: OrganisationForm,
  actor: AuditActor,
): Promise<void> {
  const values = await valuesOf(form);
  await withLogoChange(deps.storage, values.logo, values.removeLogo, (logoChange) =>
    deps.db.transaction().execute(async (trx) => {
      await reachableOrganisation(trx, viewer, id, true);
      const before = await current(trx, id);
      const addressId =
        values.address === undefined ? before.address_id : await saveAddress(trx, before.address_id, values.address);
      const after = {
        name: values.name,
        vat_number: values.vatNumber === undefined ? before.vat_number : values.vatNumber,
        address: values.address === undefined ? addressOf(before) : values.address,
      };
      const changes: Record<string, { from: string | null; to: string | null }> = {};
      if (after.name !== before.name) changes.name = { from: before.name, to: after.name };
      if (after.vat_number !== before.vat_number)
        changes.vat_number = { from: before.vat_number, to: after.vat_number };
      const [fromAddress, toAddress] = [auditAddress(addressOf(before)), auditAddress(after.address)];
      if (fromAddress !== toAddress) changes.address = { from: fromAddress, to: toAddress };
      const logo =
        'logo_path' in logoChange && logoChange.logo_path !== before.logo_path
          ? logoChange.logo_path
            ? before.logo_path
              ? 'replaced'
              : 'added'
            : 'removed'
          : null;
      await trx
        .updateTable('organisations')
        .set({
          name: after.name,
          vat_number: after.vat_number,
          address_id: addressId,
          ...logoChange,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      // a cleared address is the organisation's own copy (migration 026): nothing else points at it
      if (before.address_id !== null && addressId === null)
        await trx.deleteFrom('addresses').where('id', '=', before.address_id).execute();
      if (Object.keys(changes).length || logo)
        await recordAuditEvent(trx, {
          kind: 'organisation.changed',
          subject: after.name,
          actor,
          detail: { organisation_id: id, ...changes, ...(logo ? { logo } : {}) },
        });
      return { result: undefined, previous: before.logo_path };
    }),
  );
}
