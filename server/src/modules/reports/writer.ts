/**
 * Creating, updating, copying and deleting reports (docs/spec.md §4 Report states, §5, §7 Reports).
 * Every write runs in one transaction: a refused request (validation, credits, state) changes
 * nothing. Creating a report costs a regular user one credit (§1, §6); admins never pay; deleting
 * a draft pays it back (docs/product.md "Credits").
 */
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { DELETABLE_STATES, type ReportType, type ReportWrite } from 'shared-api/contract';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/database';
import type { AuthUser, AuditActor } from '../../lib/actors';
import { configurationsUsableBy, sharedWith, templatesUsableBy } from '../../db/owned';
import { Conflict, invalid, PaymentRequired } from '../../lib/errors';
import { checkAddress, insertAddress, type FieldErrors } from '../places';
import { checkParties, loadParties, saveParties } from './parties';
import type { Deps } from '../../ports/deps';
import { resolveNumbers } from '../personal-data';
import { copyContent, instantiateHome } from '../content';
import { recordAuditEvent } from '../audit';

type Trx = Kysely<Database>;

/** Opaque public id used in PDF and mail URLs. */
export const newHashedId = () => crypto.randomBytes(12).toString('base64url');

/** A lease start date that names no real day (`2026-02-30`) is refused on its field. */
function checkLeaseStart(errors: FieldErrors, day: string | null | undefined) {
  if (day && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
    errors.lease_start_date = ['regions.noSuchDay'];
}

/**
 * A document configuration the report's owner may use (db/owned.ts `configurationsUsableBy`: its
 * organisation's of no branch or of its branch, every one for a company manager; an admin's own),
 * or a 422 naming the field.
 */
async function checkConfiguration(trx: Trx, errors: FieldErrors, ownerId: number, body: ReportWrite) {
  if (body.document_configuration_id == null) {
    if (body.ready_for_app) errors.document_configuration_id = ['validation.required'];
    return;
  }
  const own = await trx
    .selectFrom('document_configurations as c')
    .select('c.id')
    .where('c.id', '=', body.document_configuration_id)
    .$call(configurationsUsableBy(ownerId, 'c'))
    .executeTakeFirst();
  if (!own) errors.document_configuration_id = ['field.choice'];
}

/**
 * A main building the report's owner sees (db/owned.ts `templatesUsableBy`: the provider's or its
 * organisation's, docs/product.md "The shared library"), or a 422 naming the field.
 */
async function checkHome(trx: Trx, errors: FieldErrors, ownerId: number, homeId: number | null | undefined) {
  if (homeId == null) {
    errors.home_id = ['validation.required'];
    return;
  }
  const home = await trx
    .selectFrom('template_homes as h')
    .select('h.id')
    .where('h.id', '=', homeId)
    .where('h.extra', '=', false)
    .$call(templatesUsableBy(ownerId, 'h.organisation_id'))
    .executeTakeFirst();
  if (!home) errors.home_id = ['field.choice'];
}

/**
 * Resolves the place of the payload: a `place_id` of the report owner's organisation (an admin's
 * own), else a new place of the owner from `place.address`.
 */
async function resolvePlace(trx: Trx, errors: FieldErrors, ownerId: number, body: ReportWrite): Promise<number | null> {
  if (body.place_id != null) {
    const place = await trx
      .selectFrom('places')
      .select('id')
      .where('id', '=', body.place_id)
      .$call(sharedWith(ownerId, 'user_id'))
      .executeTakeFirst();
    if (!place) errors.place_id = ['field.choice'];
    return place?.id ?? null;
  }
  if (!body.place) {
    if (body.ready_for_app) errors.place = ['validation.required'];
    return null;
  }
  checkAddress(errors, 'place.address', body.place.address, true);
  if (Object.keys(errors).length) return null;
  const { street, street_number, city } = body.place.address;
  const addressId = await insertAddress(trx, body.place.address);
  const place = await trx
    .insertInto('places')
    .values({
      user_id: ownerId,
      name: body.place.name?.trim() || `${street.trim()} ${street_number.trim()}, ${city.trim()}`,
      address_id: addressId,
      front_picture_path: null,
      remarks: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return place.id;
}

/**
 * Takes one credit from the pool of a regular user's organisation, shared by its members (issue
 * 44), recorded as a `report` credit transaction naming the member and the report; admins pay
 * nothing. The conditional update locks the organisation's row, so concurrent creates by any of
 * its members never overspend. Throws 402 when the pool is empty.
 */
async function spendCredit(trx: Trx, user: AuthUser, reportId: number) {
  if (user.role === 'admin' || user.organisationId === null) return;
  const spent = await trx
    .updateTable('organisations')
    .set({ credit_count: sql`credit_count - 1` })
    .where('id', '=', user.organisationId)
    .where('credit_count', '>', 0)
    .returning('credit_count')
    .executeTakeFirst();
  if (!spent) throw new PaymentRequired('reports.noCredits', { credits: ['reports.noCredits'] });
  await trx
    .insertInto('credit_transactions')
    .values({
      user_id: user.id,
      organisation_id: user.organisationId,
      credits: -1,
      kind: 'report',
      status: 'completed',
      payment_reference: null,
      report_id: reportId,
    })
    .execute();
}

/** The region override and lease start date a write sets (docs/product.md "Regional completeness"). */
const leaseFields = (body: ReportWrite) => ({
  region: body.region ?? null,
  lease_start_date: body.lease_start_date ?? null,
});

const stateFor = (readyForApp: boolean) => (readyForApp ? 'app' : 'start');

/** Dependencies of the report writes: national register numbers are encrypted with `personalData`. */
type Writer = Pick<Deps, 'db' | 'personalData'>;

/** `POST /front/reports/`: creates a report of `user` with its own content tree. Returns the id. Throws 402, 422. */
export async function createReport({ db, personalData }: Writer, user: AuthUser, body: ReportWrite): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const errors: FieldErrors = {};
    if (!body.type) errors.type = ['validation.required'];
    await checkHome(trx, errors, user.id, body.home_id);
    await checkConfiguration(trx, errors, user.id, body);
    checkParties(errors, body.parties);
    checkLeaseStart(errors, body.lease_start_date);
    const placeId = await resolvePlace(trx, errors, user.id, body);
    if (Object.keys(errors).length) throw invalid(errors);
    const report = await trx
      .insertInto('reports')
      .values({
        hashed_id: newHashedId(),
        user_id: user.id,
        type: body.type!,
        state: stateFor(body.ready_for_app),
        place_id: placeId,
        document_configuration_id: body.document_configuration_id ?? null,
        home_id: body.home_id!,
        follow_up_of_id: null,
        auto_mail_documents: body.auto_mail_documents ?? false,
        finished_at: null,
        ...leaseFields(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await spendCredit(trx, user, report.id);
    await saveParties(trx, report.id, await resolveNumbers(trx, personalData, report.id, body.parties));
    await instantiateHome(trx, report.id, body.home_id!);
    return report.id;
  });
}

/**
 * `PATCH /front/reports/{id}`: updates a draft (state start) the caller may see. For follow-ups
 * `type` and `home_id` are ignored (docs/spec.md §5); a new template replaces the content tree.
 * Throws 404, 409 (not a draft), 422.
 */
export async function updateReport({ db, personalData }: Writer, reportId: number, body: ReportWrite): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('reports')
      .select(['id', 'user_id', 'state', 'is_follow_up', 'home_id', 'type'])
      .where('id', '=', reportId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (report.state !== 'start') throw new Conflict('reports.onlyDraftEdit');
    const errors: FieldErrors = {};
    const homeId = report.is_follow_up ? report.home_id : body.home_id;
    if (!report.is_follow_up) await checkHome(trx, errors, report.user_id, homeId);
    await checkConfiguration(trx, errors, report.user_id, body);
    checkParties(errors, body.parties);
    checkLeaseStart(errors, body.lease_start_date);
    const placeId = await resolvePlace(trx, errors, report.user_id, body);
    if (Object.keys(errors).length) throw invalid(errors);
    await trx
      .updateTable('reports')
      .set({
        type: report.is_follow_up ? report.type : (body.type ?? report.type),
        state: stateFor(body.ready_for_app),
        place_id: placeId,
        document_configuration_id: body.document_configuration_id ?? null,
        home_id: homeId,
        auto_mail_documents: body.auto_mail_documents ?? false,
        updated_at: new Date(),
        ...leaseFields(body),
      })
      .where('id', '=', reportId)
      .execute();
    await saveParties(trx, reportId, await resolveNumbers(trx, personalData, reportId, body.parties));
    if (homeId !== report.home_id && homeId != null) {
      await trx.deleteFrom('report_homes').where('report_id', '=', reportId).execute();
      await instantiateHome(trx, reportId, homeId);
    }
  });
}

/**
 * `DELETE /front/reports/{id}`: only in states start, app and ongoing (docs/spec.md §4); otherwise
 * 409. A draft (start) gives its credit back; a report sent to the app keeps it spent
 * (docs/product.md "Credits"). Records `report.deleted` by `actor` (the report's type, state,
 * place and whether a credit came back) in the same transaction; the event outlives the report.
 */
export async function deleteReport(db: DB, reportId: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const place = await trx
      .selectFrom('reports as r')
      .leftJoin('places as p', 'p.id', 'r.place_id')
      .select(['p.name'])
      .where('r.id', '=', reportId)
      .executeTakeFirst();
    const deleted = await trx
      .deleteFrom('reports')
      .where('id', '=', reportId)
      .where('state', 'in', DELETABLE_STATES)
      .returning(['state', 'type', 'user_id'])
      .executeTakeFirst();
    if (!deleted) throw new Conflict('reports.onlyDraftDelete');
    const refunded = deleted.state === 'start' && (await refundCredit(trx, reportId));
    await recordAuditEvent(trx, {
      kind: 'report.deleted',
      ownerUserId: deleted.user_id,
      reportId,
      subject: place?.name ?? null,
      actor,
      detail: { type: deleted.type, state: deleted.state, credit_refunded: refunded },
    });
  });
}

/**
 * Gives the credit a draft cost back to the pool it was paid from, as a `refund` transaction
 * naming the member who paid and the report (docs/product.md "Credits": a draft never reached the
 * app, so nothing was used). True when a credit came back (an admin's draft cost none).
 */
async function refundCredit(trx: Trx, reportId: number): Promise<boolean> {
  const paid = await trx
    .selectFrom('credit_transactions')
    .select(['user_id', 'organisation_id'])
    .where('report_id', '=', reportId)
    .where('kind', '=', 'report')
    .executeTakeFirst();
  if (!paid || paid.organisation_id === null) return false;
  await trx
    .updateTable('organisations')
    .set({ credit_count: sql`credit_count + 1` })
    .where('id', '=', paid.organisation_id)
    .execute();
  await trx
    .insertInto('credit_transactions')
    .values({
      user_id: paid.user_id,
      organisation_id: paid.organisation_id,
      credits: 1,
      kind: 'refund',
      status: 'completed',
      payment_reference: null,
      report_id: reportId,
    })
    .execute();
  return true;
}

/**
 * `POST /front/reports/{id}/follow_up`: a new draft of `type` for the same place, with copies of
 * the parties and the content, marked follow-up, of the same owner and branch (not assigned yet).
 * Only for finished reports (409 otherwise). Costs the caller a credit like any new report, from
 * their organisation's pool. Returns the new id.
 */
export async function createFollowUp(db: DB, user: AuthUser, reportId: number, type: ReportType): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const source = await trx.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
    if (source.state !== 'finished') throw new Conflict('reports.onlyFinishedCopy');
    const copy = await trx
      .insertInto('reports')
      .values({
        hashed_id: newHashedId(),
        user_id: source.user_id,
        type,
        place_id: source.place_id,
        document_configuration_id: source.document_configuration_id,
        home_id: source.home_id,
        auto_mail_documents: source.auto_mail_documents,
        is_follow_up: true,
        follow_up_of_id: source.id,
        branch_id: source.branch_id,
        finished_at: null,
        region: source.region,
        lease_start_date: sql<string | null>`(SELECT lease_start_date FROM reports WHERE id = ${source.id})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await spendCredit(trx, user, copy.id);
    await copyParties(trx, source.id, copy.id);
    await copyContent(trx, source.id, copy.id);
    return copy.id;
  });
}

/** Copies parties and representatives (new uuids, shared address rows are duplicated). */
async function copyParties(trx: Trx, fromId: number, toId: number) {
  // the numbers are copied as they are stored (encrypted)
  const parties = (await loadParties(trx, [fromId], (stored) => stored)).get(fromId) ?? [];
  await saveParties(
    trx,
    toId,
    parties.map(({ uuid: _uuid, address, represented_by, ...party }) => ({
      ...party,
      uuid: null,
      address: address && { ...address, id: undefined },
      represented_by: represented_by.map((rep) => ({
        ...rep,
        address: rep.address && { ...rep.address, id: undefined },
      })),
    })),
  );
}
