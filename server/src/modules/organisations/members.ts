/**
 * A company manager's changes to the team (issue 44, docs/product.md "Organisations and roles"):
 * a member's role and branch, and disabling or enabling a member. The organisation always keeps
 * an active company manager ({@link assertNotLastManager}). Each change is one transaction under
 * the organisation's lock, with its audit event.
 */
import { sql } from 'kysely';
import type { Member, MemberChange, OrgRole } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Viewer } from '../../lib/actors';
import { Forbidden, invalid, notFound } from '../../lib/errors';
import type { FieldErrors } from '../../lib/messages';
import { accountSubject, recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { checkBranch } from './invitations';
import { assertNotLastManager } from './last-manager';
import { reachableOrganisation } from './reachable-organisation';
import { setAccountActive } from '../../db/account-access';

/** Member `userId` of organisation `id` as the team list shows it; 404 `notFound.member` when it is not one. */
async function memberOf(trx: DB, id: number, userId: number): Promise<Member> {
  const row = await trx
    .selectFrom('users as u')
    .leftJoin('branches as b', 'b.id', 'u.branch_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.org_role', 'u.active', 'u.branch_id', 'b.name'])
    .where('u.id', '=', userId)
    .where('u.organisation_id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('member');
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    org_role: row.org_role as OrgRole,
    branch: row.branch_id !== null ? { id: row.branch_id, name: row.name ?? '' } : null,
    active: row.active,
  };
}

/**
 * Gives member `userId` of organisation `id` the role and branch of `body` (a field left out keeps
 * its value; `branch_id: null` takes the branch away, which only a company manager may be without)
 * and records `member.changed` (from and to) by `actor`; no change records nothing. Returns the
 * member. 404 for another organisation or a non-member; 422 on `branch_id` (see `checkBranch`);
 * 409 `organisations.lastManager` when it would demote the last active company manager.
 */
export async function changeMember(
  db: DB,
  viewer: Viewer,
  id: number,
  userId: number,
  body: MemberChange,
  actor: AuditActor,
): Promise<Member> {
  return db.transaction().execute(async (trx) => {
    await reachableOrganisation(trx, viewer, id, true);
    const before = await memberOf(trx, id, userId);
    const role = body.org_role ?? before.org_role;
    const branchId = body.branch_id !== undefined ? body.branch_id : (before.branch?.id ?? null);
    const errors: FieldErrors = {};
    await checkBranch(trx, id, role, branchId, errors);
    if (Object.keys(errors).length) throw invalid(errors);
    if (role === before.org_role && branchId === (before.branch?.id ?? null)) return before;
    if (before.org_role === 'company_manager' && role !== 'company_manager') await assertNotLastManager(trx, userId);
    await trx
      .updateTable('users')
      .set({ org_role: role, branch_id: branchId, updated_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
    await recordAuditEvent(trx, {
      kind: 'member.changed',
      ownerUserId: userId,
      subject: await accountSubject(trx, userId),
      actor,
      detail: {
        organisation_id: id,
        from: { org_role: before.org_role, branch_id: before.branch?.id ?? null },
        to: { org_role: role, branch_id: branchId },
      },
    });
    return memberOf(trx, id, userId);
  });
}

/**
 * Enables or disables member `userId` of organisation `id`, as an admin does any account
 * (modules/accounts/users.ts `setActive`): a disabled member cannot sign in and every token of it
 * is revoked at once. Records `account.enabled` or `account.disabled` by `actor` (no change
 * records nothing). Returns the member. 403 on the caller's own account (`accounts.ownAccount`),
 * 404 for another organisation or a non-member, 409 `organisations.lastManager` when it would
 * disable the last active company manager.
 */
export async function setMemberActive(
  db: DB,
  viewer: Viewer,
  id: number,
  userId: number,
  active: boolean,
  actor: AuditActor,
): Promise<Member> {
  return db.transaction().execute(async (trx) => {
    await reachableOrganisation(trx, viewer, id, true);
    const before = await memberOf(trx, id, userId);
    if (viewer.id === userId) throw new Forbidden('accounts.ownAccount', { active: ['accounts.ownAccount'] });
    if (before.active === active) return before;
    if (!active) await assertNotLastManager(trx, userId);
    const ended = await setAccountActive(trx, userId, active);
    await recordAuditEvent(trx, {
      kind: active ? 'account.enabled' : 'account.disabled',
      ownerUserId: userId,
      subject: await accountSubject(trx, userId),
      actor,
      detail: { organisation_id: id, via: 'team', ...(active ? {} : { tokens_revoked: ended }) },
    });
    return { ...before, active };
  });
}
