/**
 * Places (docs/spec.md §2 `/places`, `/places/create`, `/places/{id}/edit`; §7 "Places, inquiries"): an
 * admin's list of every account's places, searched over name and address, and the editor of a
 * place's name and address. New places belong to the admin who creates them.
 */
import { PLACE_ORDER_COLUMNS, type PagedResult, type Place, type PlaceInput } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { owned } from '../../db/owned';
import type { Viewer } from '../../lib/actors';
import { Conflict, invalid, notFound } from '../../lib/errors';
import { listPage, searched, type ListParams, type ListSpec } from '../../lib/paging';
import { ADDRESS_COLUMNS, addressOf, checkAddress, insertAddress, saveAddress, type FieldErrors } from './addresses';

type PlaceOrder = (typeof PLACE_ORDER_COLUMNS)[number];

const PLACE_LIST: ListSpec<PlaceOrder> = {
  search: 'places.search_text',
  orders: { id: 'places.id', name: 'places.name', address: 'places.address_sort' },
  id: 'places.id',
  sampled: 'places',
};

/** Places joined with their address, with the columns {@link placeOf} reads. */
export const placeQuery = (db: DB) =>
  db
    .selectFrom('places')
    .leftJoin('addresses as a', 'a.id', 'places.address_id')
    .select(['places.id', 'places.name', 'places.address_id', ...ADDRESS_COLUMNS]);

type PlaceRow = Awaited<ReturnType<ReturnType<typeof placeQuery>['executeTakeFirstOrThrow']>>;
/** The wire shape of a {@link placeQuery} row. */
export const placeOf = (row: PlaceRow): Place => ({ id: row.id, name: row.name, address: addressOf(row) });

/** A page of every place (admin), searched over name and address. */
export async function listPlaces(db: DB, params: ListParams<PlaceOrder>): Promise<PagedResult<Place>> {
  const page = await listPage(db, placeQuery(db), params, PLACE_LIST);
  return { ...page, data: page.data.map(placeOf) };
}

/** Place `id`; 404 when it does not exist. */
export async function getPlace(db: DB, id: number): Promise<Place> {
  const row = await placeQuery(db).where('places.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('place');
  return placeOf(row);
}

function check(body: PlaceInput): void {
  const errors: FieldErrors = {};
  if (!body.name.trim()) errors.name = ['validation.required'];
  checkAddress(errors, 'address', body.address, true);
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Creates a place of account `userId`; returns its id. 422 per field (name and address required). */
export async function createPlace(db: DB, userId: number, body: PlaceInput): Promise<number> {
  check(body);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('places')
      .values({
        user_id: userId,
        name: body.name.trim(),
        address_id: await insertAddress(trx, body.address),
        front_picture_path: null,
        remarks: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Replaces place `id`'s name and address (its reports show the new one). 404 when missing, 422 per field. */
export async function updatePlace(db: DB, id: number, body: PlaceInput): Promise<void> {
  check(body);
  await db.transaction().execute(async (trx) => {
    const place = await trx
      .selectFrom('places')
      .select('address_id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!place) throw notFound('place');
    await trx
      .updateTable('places')
      .set({
        name: body.name.trim(),
        address_id: await saveAddress(trx, place.address_id, body.address),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  });
}

/** At most this many of one's own places are offered in the report form's picker. */
export const OWN_PLACES_SHOWN = 20;

/**
 * `GET /front/places/own` (docs/product.md "Forms and lists"): the places of the caller's
 * organisation (an admin's own; issue 44) to pick in
 * the report form instead of typing the address again, one per address (the newest place of each),
 * newest first, at most {@link OWN_PLACES_SHOWN}, searched over name and address as every list is
 * (every word, in any order and in part).
 */
export async function ownPlaces(db: DB, user: Viewer, query: string | undefined): Promise<Place[]> {
  const distinct = searched(
    placeQuery(db).$call(owned(user, 'places.user_id', 'organisation')),
    'places.search_text',
    query,
  )
    .distinctOn(['a.street', 'a.street_number', 'a.zipcode', 'a.city', 'a.country'])
    .orderBy('a.street')
    .orderBy('a.street_number')
    .orderBy('a.zipcode')
    .orderBy('a.city')
    .orderBy('a.country')
    .orderBy('places.id', 'desc');
  const rows = await db
    .selectFrom(distinct.as('p'))
    .selectAll()
    .orderBy('p.id', 'desc')
    .limit(OWN_PLACES_SHOWN)
    .execute();
  return rows.map(placeOf);
}

/**
 * `DELETE /front/places/{id}` (admin; docs/product.md "Forms and lists"): removes a place no report
 * uses (a duplicate an admin made, or one whose reports were deleted), with its address. 404 when
 * missing; 409 while a report uses it (its front picture and remarks are that report's).
 */
export async function deletePlace(db: DB, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const place = await trx
      .selectFrom('places')
      .select(['address_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!place) throw notFound('place');
    const used = await trx.selectFrom('reports').select('id').where('place_id', '=', id).limit(1).executeTakeFirst();
    if (used) throw new Conflict('places.inUse');
    await trx.deleteFrom('places').where('id', '=', id).execute();
    if (place.address_id !== null) await trx.deleteFrom('addresses').where('id', '=', place.address_id).execute();
  });
}
