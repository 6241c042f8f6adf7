/** `GET /front/organisations/{id}`: an organisation, its company data, its shared money and its branches (issue 44). */
import type { Organisation } from 'shared-api/contract';
import type { Viewer } from '../../lib/actors';
import { toUnix } from '../../lib/time';
import type { Deps } from '../../ports/deps';
import { ADDRESS_COLUMNS, addressOf } from '../places';
import { reachableOrganisation } from './reachable-organisation';

/**
 * Organisation `id` as any of its members or an admin reads it: name, VAT number, billing address,
 * logo (by a signed, expiring URL, docs/operations.md "Files", as a configuration's logo), the
 * credits every member's report spends, the latest subscription end (unix seconds) and the
 * branches by name, each with its number of active members. 404 for another organisation.
 */
export async function getOrganisation(
  { db, fileUrls }: Pick<Deps, 'db' | 'fileUrls'>,
  viewer: Viewer,
  id: number,
): Promise<Organisation> {
  await reachableOrganisation(db, viewer, id);
  const [organisation, branches] = await Promise.all([
    db
      .selectFrom('organisations as o')
      .leftJoin('addresses as a', 'a.id', 'o.address_id')
      .select([
        'o.id',
        'o.name',
        'o.vat_number',
        'o.credit_count',
        'o.subscription_until',
        'o.address_id',
        'o.logo_path',
      ])
      .select(ADDRESS_COLUMNS)
      .where('o.id', '=', id)
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
    id: organisation.id,
    name: organisation.name,
    vat_number: organisation.vat_number,
    address: addressOf(organisation),
    logo: organisation.logo_path ? { path: await fileUrls.sign(organisation.logo_path) } : null,
    credit_count: organisation.credit_count,
    subscription_until: toUnix(organisation.subscription_until),
    branches: branches.map((branch) => ({ ...branch, member_count: Number(branch.member_count) })),
  };
}
