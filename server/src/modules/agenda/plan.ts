/**
 * Planning and assigning an inspection (issue 44, docs/product.md "Assignment and agenda"): who
 * inspects a report and when. Every change raises the report's `plan_sequence` (the SEQUENCE of
 * its iCalendar invitation), is the audit event `report.planned` and queues the inspector's mail
 * with the `.ics` (a cancellation to an inspector who loses the inspection) in the same transaction.
 */
import type { Kysely } from 'kysely';
import { MAX_PLANNED_MINUTES, type ReportPlan, type ReportPlanInput } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import { visibleReports } from '../../db/owned';
import type { Viewer } from '../../lib/actors';
import { Forbidden, invalid, notFound } from '../../lib/errors';
import type { FieldErrors } from '../../lib/messages';
import { toUnix } from '../../lib/time';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import type { Jobs } from '../../ports/jobs';
import { sendMailJob } from '../jobs';

/**
 * Plans report `reportId` as `body` says, on behalf of `viewer` (docs/product.md "Assignment and
 * agenda"): `inspector_id` (null: nobody), `start` (unix seconds) and `minutes`. Answers the plan
 * as stored. The one report rule decides which reports (`visibleReports`: another's is a 404).
 * An inspector plans only themselves: assigning someone else, or taking the inspection from
 * someone else, is a 403 (`agenda.inspectorsPlanThemselves`). 422 per field: `start` and
 * `minutes` required with an inspector and given together, `minutes` 1–{@link MAX_PLANNED_MINUTES};
 * `inspector_id` an active member of the report's organisation who may inspect (not sales,
 * `reports.assignedInspector`) and, for a branch manager or a sales member, of their own branch
 * (`agenda.inspectorBranch`). A plan equal to the stored one changes nothing (no event, no mail).
 */
export async function planReport(
  deps: { db: DB; jobs: Pick<Jobs, 'send'> },
  viewer: Viewer,
  reportId: number,
  body: ReportPlanInput,
  actor: AuditActor,
): Promise<ReportPlan> {
  return deps.db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('reports as r')
      .innerJoin('users as o', 'o.id', 'r.user_id')
      .select([
        'r.id',
        'r.user_id',
        'r.assigned_inspector_id',
        'r.planned_start',
        'r.planned_minutes',
        'r.plan_sequence',
        'o.organisation_id',
      ])
      .$call(visibleReports(viewer, 'r'))
      .where('r.id', '=', reportId)
      .forUpdate('r')
      .executeTakeFirst();
    if (!report) throw notFound('report');

    const inspectorId = body.inspector_id;
    if (viewer.role !== 'admin' && viewer.orgRole === 'inspector') {
      const self = (id: number | null) => id === null || id === viewer.id;
      if (!self(inspectorId) || !self(report.assigned_inspector_id))
        throw new Forbidden('agenda.inspectorsPlanThemselves');
    }

    const errors: FieldErrors = {};
    if ((body.start === null) !== (body.minutes === null) || (inspectorId !== null && body.start === null)) {
      if (body.start === null) errors.start = ['validation.required'];
      if (body.minutes === null) errors.minutes = ['validation.required'];
    }
    if (body.minutes !== null && (body.minutes < 1 || body.minutes > MAX_PLANNED_MINUTES))
      errors.minutes = [{ key: 'agenda.minutes', values: { max: MAX_PLANNED_MINUTES } }];
    if (inspectorId !== null) {
      const inspector = await trx
        .selectFrom('users')
        .select(['id', 'branch_id'])
        .where('id', '=', inspectorId)
        .where('organisation_id', '=', report.organisation_id)
        .where('active', '=', true)
        .where('org_role', '<>', 'sales')
        .executeTakeFirst();
      const branchBound =
        viewer.role !== 'admin' && (viewer.orgRole === 'branch_manager' || viewer.orgRole === 'sales');
      if (!inspector || report.organisation_id === null) errors.inspector_id = ['reports.assignedInspector'];
      else if (branchBound && inspector.branch_id !== viewer.branchId) errors.inspector_id = ['agenda.inspectorBranch'];
    }
    if (Object.keys(errors).length) throw invalid(errors);

    const before = {
      inspector_id: report.assigned_inspector_id,
      start: toUnix(report.planned_start),
      minutes: report.planned_minutes,
    };
    const after = { inspector_id: inspectorId, start: body.start, minutes: body.minutes };
    const answer = (sequence: number): ReportPlan => ({
      id: report.id,
      assigned_inspector_id: after.inspector_id,
      planned_start: after.start,
      planned_minutes: after.minutes,
      plan_sequence: sequence,
    });
    if (JSON.stringify(before) === JSON.stringify(after)) return answer(report.plan_sequence);

    const sequence = report.plan_sequence + 1;
    await trx
      .updateTable('reports')
      .set({
        assigned_inspector_id: after.inspector_id,
        planned_start: after.start === null ? null : new Date(after.start * 1000),
        planned_minutes: after.minutes,
        plan_sequence: sequence,
      })
      .where('id', '=', report.id)
      .execute();
    await queuePlanMails(deps.jobs, trx, report.id, sequence, before, after);
    await recordAuditEvent(trx, {
      kind: 'report.planned',
      reportId: report.id,
      ownerUserId: report.user_id,
      actor,
      detail: { from: before, to: after, sequence },
    });
    return answer(sequence);
  });
}

interface Plan {
  inspector_id: number | null;
  start: number | null;
  minutes: number | null;
}

/**
 * Queues the mails a change from `before` to `after` sends: a cancellation to an inspector who
 * had a planned inspection and loses it, an invitation to the (new or same) inspector of a plan.
 */
async function queuePlanMails(
  jobs: Pick<Jobs, 'send'>,
  trx: Kysely<Database>,
  reportId: number,
  sequence: number,
  before: Plan,
  after: Plan,
): Promise<void> {
  if (before.inspector_id !== null && before.inspector_id !== after.inspector_id && before.start !== null)
    await sendMailJob(
      jobs,
      {
        kind: 'planning',
        method: 'CANCEL',
        reportId,
        inspectorId: before.inspector_id,
        sequence,
        start: before.start,
        minutes: before.minutes!,
      },
      trx,
    );
  if (after.inspector_id !== null && after.start !== null)
    await sendMailJob(
      jobs,
      {
        kind: 'planning',
        method: 'REQUEST',
        reportId,
        inspectorId: after.inspector_id,
        sequence,
        start: after.start,
        minutes: after.minutes!,
      },
      trx,
    );
}
