/**
 * `POST /front/organisations/{id}/branches` and `PATCH …/branches/{branchId}`: a company manager's
 * offices (issue 44, docs/product.md "Organisations and roles"). A branch's name is unique in its
 * organisation, whatever its case. Branches are not deleted: their reports and members keep them.
 */
import type { BranchInput, BranchRef } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Viewer } from '../../lib/actors';
import { invalidField, notFound } from '../../lib/errors';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { reachableOrganisation } from './reachable-organisation';

/** The trimmed name of `body`, or 422 on `name` when it is empty or another branch of `organisationId` has it. */
async function checkedName(trx: DB, organisationId: number, body: BranchInput, except?: number): Promise<string> {
  const name = body.name.trim();
  if (!name) throw invalidField('name', 'validation.required');
  const taken = await trx
    .selectFrom('branches')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .$if(except !== undefined, (query) => query.where('id', '<>', except!))
    .executeTakeFirst();
  if (taken) throw invalidField('name', 'organisations.branchNameTaken');
  return name;
}

/**
 * Adds a branch named `body.name` to organisation `id` and records `branch.created` by `actor`,
 * in one transaction under the organisation's lock. Returns it. 404 for another organisation,
 * 422 on `name` (empty, or taken in the organisation).
 */
export async function createBranch(
  db: DB,
  viewer: Viewer,
  id: number,
  body: BranchInput,
  actor: AuditActor,
): Promise<BranchRef> {
  return db.transaction().execute(async (trx) => {
    const organisation = await reachableOrganisation(trx, viewer, id, true);
    const name = await checkedName(trx, id, body);
    const branch = await trx
      .insertInto('branches')
      .values({ organisation_id: id, name })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, {
      kind: 'branch.created',
      subject: `${organisation.name}: ${name}`,
      actor,
      detail: { organisation_id: id, branch_id: branch.id, name },
    });
    return branch;
  });
}

/**
 * Renames branch `branchId` of organisation `id` to `body.name` and records `branch.renamed` (from
 * and to) by `actor`; the same name again changes and records nothing. Returns it. 404 for another
 * organisation or a branch of another organisation, 422 on `name`.
 */
export async function renameBranch(
  db: DB,
  viewer: Viewer,
  id: number,
  branchId: number,
  body: BranchInput,
  actor: AuditActor,
): Promise<BranchRef> {
  return db.transaction().execute(async (trx) => {
    const organisation = await reachableOrganisation(trx, viewer, id, true);
    const branch = await trx
      .selectFrom('branches')
      .select(['id', 'name'])
      .where('id', '=', branchId)
      .where('organisation_id', '=', id)
      .executeTakeFirst();
    if (!branch) throw notFound('branch');
    const name = await checkedName(trx, id, body, branchId);
    if (name === branch.name) return branch;
    await trx.updateTable('branches').set({ name, updated_at: new Date() }).where('id', '=', branchId).execute();
    await recordAuditEvent(trx, {
      kind: 'branch.renamed',
      subject: `${organisation.name}: ${name}`,
      actor,
      detail: { organisation_id: id, branch_id: branchId, from: branch.name, to: name },
    });
    return { id: branchId, name };
  });
}
