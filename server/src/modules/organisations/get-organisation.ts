/** `GET /front/organisations/{id}`: an organisation, its shared money and its branches (issue 44). */
import type { Organisation } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Viewer } from '../../lib/actors';
import { toUnix } from '../../lib/time';
import { reachableOrganisation } from './reachable-organisation';

/**
 * Organisation `id` as any of its members or an admin reads it: name, VAT number, the credits
 * every member's report spends, the latest subscription end (unix seconds) and the branches by
 * name, each with its number of active members. 404 for another organisation.
 */
export async function getOrganisation(db: DB, viewer: Viewer, id: number): Promise<Organisation> {
  await reachableOrganisation(db, viewer, id);
  const [organisation, branches] = await Promise.all([
    db
      .selectFrom('organisations')
      .select(['id', 'name', 'vat_number', 'credit_count', 'subscription_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('branches as b')
      .leftJoin('users as u', (join) => join.onRef('u.branch_id', '=', 'b.id').on('u.active', '=', true))
      .select((eb) => ['b.id', 'b.name', eb.fn.count<number>('u.id').as('member_count')])
      .where('b.organisation_id', '=', id)
      .groupBy(['b.id', 'b.name'])
      .orderBy('b.name')
      .orderBy('b.id')
      .execute(),
  ]);
  return {
    ...organisation,
    subscription_until: toUnix(organisation.subscription_until),
    branches: branches.map((branch) => ({ ...branch, member_count: Number(branch.member_count) })),
  };
}
