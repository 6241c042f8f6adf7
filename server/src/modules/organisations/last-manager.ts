/**
 * The last company manager rule (issue 44, docs/product.md "Organisations and roles"): an
 * organisation keeps at least one active company manager, so someone can always run its team,
 * branches and money.
 */
import type { DB } from '../../db/database';
import { Conflict } from '../../lib/errors';

/**
 * Throws 409 `organisations.lastManager` when account `userId` is the last active company manager
 * of its organisation, so demoting, disabling or removing it would leave none. With `unlessAlone`
 * (the platform operator's own calls on an account), an organisation with no other active member
 * may lose it: disabling a customer of one, or making its only account an admin, stays possible.
 * Call it in the transaction of the change, after locking the organisation's row, so two managers
 * demoting each other at once cannot both pass. Accounts that are not active company managers pass.
 */
export async function assertNotLastManager(trx: DB, userId: number, { unlessAlone = false } = {}): Promise<void> {
  const account = await trx
    .selectFrom('users')
    .select(['organisation_id', 'org_role', 'active'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account?.organisation_id || account.org_role !== 'company_manager' || !account.active) return;
  const others = await trx
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('org_role', '=', 'company_manager').as('managers'),
      eb.fn.countAll<number>().as('members'),
    ])
    .where('organisation_id', '=', account.organisation_id)
    .where('active', '=', true)
    .where('id', '<>', userId)
    .executeTakeFirstOrThrow();
  if (Number(others.managers) > 0) return;
  if (unlessAlone && Number(others.members) === 0) return;
  throw new Conflict('organisations.lastManager');
}

/** Locks the row of the organisation of account `userId` in `trx` (see {@link assertNotLastManager}). */
export async function lockOrganisationOf(trx: DB, userId: number): Promise<void> {
  await trx
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', (eb) => eb.selectFrom('users').select('organisation_id').where('id', '=', userId))
    .forUpdate()
    .execute();
}
