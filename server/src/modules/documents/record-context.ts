/**
 * What a version of a document says about itself (docs/product.md "Honest signatures"): its
 * number, when and by whom it was asked for, the version its signatures were given on, and the
 * facts that changed since then. Signatures given at a finish bind the first version made of
 * that content: its facts' SHA-256 and its number are stored with each signature.
 */
import type { DocumentKind } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { toUnix } from '../../lib/time';
import { reportReference } from '../reports';
import type { DocumentTarget } from '../../ports/documents';
import { changesBetween, factsSha256 } from './record-facts';
import type { RecordContext, Facts } from './model-types';

/** One version row as the generator reads it. */
export interface VersionRow {
  report_id: number;
  addendum_id: number | null;
  kind: DocumentKind;
  version: number;
  created_at: Date;
  requested_by: number | null;
}

const newestReportFacts = (db: DB, reportId: number) =>
  db
    .selectFrom('documents')
    .select('facts')
    .where('report_id', '=', reportId)
    .where('addendum_id', 'is', null)
    .where('kind', '=', 'report')
    .where('status', '=', 'ready')
    .where('facts', 'is not', null)
    .orderBy('version', 'desc')
    .executeTakeFirst();

/** When and by whom version `row` was asked for; null for a version 1. */
async function changedBy(db: DB, row: VersionRow): Promise<RecordContext['changed']> {
  if (row.version === 1) return null;
  const author =
    row.requested_by === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', row.requested_by)
          .executeTakeFirst();
  return { at: toUnix(row.created_at)!, by: author ? `${author.first_name} ${author.last_name}`.trim() : null };
}

/**
 * The record context of version `row`, whose model has `facts`. Binds the document's signatures
 * that no version holds yet to this one (their `version` is null until then). A settlement is
 * signed on paper: it binds no signature and lists no changes.
 */
export async function recordContext(db: DB, row: VersionRow, facts: Facts): Promise<RecordContext> {
  const target: DocumentTarget = { reportId: row.report_id, addendumId: row.addendum_id };
  if (row.kind === 'settlement')
    return { version: row.version, changed: await changedBy(db, row), signed: null, changes: [] };
  await db
    .updateTable('signatures')
    .set({ content_sha256: factsSha256(facts), version: row.version })
    .where('report_id', '=', target.reportId)
    .where('addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId)
    .where('kind', '=', 'report')
    .where('version', 'is', null)
    .execute();
  const [signature, changed] = await Promise.all([
    db
      .selectFrom('signatures')
      .select(['version', 'signed_at'])
      .where('report_id', '=', target.reportId)
      .where('addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId)
      .where('kind', '=', 'report')
      .orderBy('signed_at')
      .executeTakeFirst(),
    changedBy(db, row),
  ]);
  if (target.addendumId !== null) {
    const addendum = await db
      .selectFrom('addenda')
      .select('keep_signatures')
      .where('id', '=', target.addendumId)
      .executeTakeFirstOrThrow();
    const base = await newestReportFacts(db, target.reportId);
    return {
      version: row.version,
      changed,
      signed:
        addendum.keep_signatures && signature?.version
          ? {
              reference: reportReference(target.reportId, null),
              version: signature.version,
              signed_at: toUnix(signature.signed_at)!,
              carried: true,
            }
          : null,
      changes: base?.facts ? changesBetween(base.facts, facts, true) : [],
    };
  }
  if (!signature?.version || signature.version === row.version)
    return { version: row.version, changed, signed: null, changes: [] };
  const signedVersion = await db
    .selectFrom('documents')
    .select('facts')
    .where('report_id', '=', target.reportId)
    .where('addendum_id', 'is', null)
    .where('kind', '=', 'report')
    .where('version', '=', signature.version)
    .executeTakeFirst();
  return {
    version: row.version,
    changed,
    signed: {
      reference: reportReference(target.reportId, null),
      version: signature.version,
      signed_at: toUnix(signature.signed_at)!,
      carried: false,
    },
    changes: signedVersion?.facts ? changesBetween(signedVersion.facts, facts) : [],
  };
}
