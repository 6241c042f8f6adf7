/**
 * The organisation a call names, when its caller may reach it (docs/product.md "Organisations and
 * roles"): an admin any, a member only their own; another organisation is a 404, never a 403.
 */
import type { DB } from '../../db/database';
import { ownOrganisation } from '../../db/owned';
import type { Viewer } from '../../lib/actors';
import { notFound } from '../../lib/errors';

/**
 * Organisation `id` as `viewer` may reach it (`ownOrganisation`), its row locked when `lock` (the
 * caller's transaction then serialises every change of its team, branches and managers).
 * Throws 404 `notFound.organisation` otherwise.
 */
export async function reachableOrganisation(db: DB, viewer: Viewer, id: number, lock = false) {
  const row = await db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('id', '=', id)
    .$call(ownOrganisation(viewer, 'id'))
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound('organisation');
  return row;
}
