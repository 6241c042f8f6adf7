/** `GET /front/organisations/{id}/members`: the team a manager sees (issue 44). */
import type { Invitation, Member, OrgRole, Team } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Viewer } from '../../lib/actors';
import { toUnix } from '../../lib/time';
import { reachableOrganisation } from './reachable-organisation';

/** A branch reference of a left-joined branch row. */
const branchOf = (id: number | null, name: string | null) => (id !== null ? { id, name: name ?? '' } : null);

/**
 * The members of organisation `id` by name, disabled ones included, and its open invitations
 * (neither accepted nor withdrawn; expired ones too, so they can be sent again), newest first. A
 * company manager and an admin see the whole organisation, a branch manager and a sales member
 * only their branch (docs/product.md "Organisations and roles"); the route keeps inspectors out (403).
 * 404 for another organisation.
 */
export async function listTeam(db: DB, viewer: Viewer, id: number): Promise<Team> {
  await reachableOrganisation(db, viewer, id);
  const branchOnly =
    viewer.role !== 'admin' && (viewer.orgRole === 'branch_manager' || viewer.orgRole === 'sales')
      ? viewer.branchId
      : undefined;
  const [members, invitations] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('branches as b', 'b.id', 'u.branch_id')
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.org_role', 'u.active', 'u.branch_id', 'b.name'])
      .where('u.organisation_id', '=', id)
      .$if(branchOnly !== undefined, (query) => query.where('u.branch_id', '=', branchOnly!))
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('invitations as i')
      .leftJoin('branches as b', 'b.id', 'i.branch_id')
      .leftJoin('users as by', 'by.id', 'i.invited_by')
      .select([
        'i.id',
        'i.email',
        'i.first_name',
        'i.last_name',
        'i.org_role',
        'i.branch_id',
        'i.expires_at',
        'b.name',
        'by.first_name as by_first',
        'by.last_name as by_last',
      ])
      .where('i.organisation_id', '=', id)
      .where('i.accepted_at', 'is', null)
      .where('i.withdrawn_at', 'is', null)
      .$if(branchOnly !== undefined, (query) => query.where('i.branch_id', '=', branchOnly!))
      .orderBy('i.id', 'desc')
      .execute(),
  ]);
  return {
    members: members.map((row): Member => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      org_role: row.org_role as OrgRole,
      branch: branchOf(row.branch_id, row.name),
      active: row.active,
    })),
    invitations: invitations.map((row): Invitation => ({
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      org_role: row.org_role,
      branch: branchOf(row.branch_id, row.name),
      expires_at: toUnix(row.expires_at)!,
      invited_by: row.by_first === null ? null : `${row.by_first} ${row.by_last ?? ''}`.trim(),
    })),
  };
}
