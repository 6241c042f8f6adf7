/**
 * Organisation templates (issue 44, docs/product.md "The shared library"): who changes which
 * building (a report template: `template_homes`, main or extra), copying one into an
 * organisation, deleting an organisation's own, and the audit event of every change.
 *
 * - Seeing follows the one template rule (db/owned.ts `visibleTemplates`): the provider's and the
 *   caller's organisation's; another organisation's is a 404.
 * - Changing: an admin changes every building; a company manager their organisation's own (the
 *   provider's is a 403: they see it, it is not theirs); other roles never reach these services
 *   (`company-manager` access, plugins/access.ts: 403).
 * - A copy is a new building row with copies of its own link rows (floors, entities, extra
 *   buildings, with their names, order and optional flags); the floors, rooms and entities it links
 *   stay the provider's library, which only an admin edits. So nothing an organisation does
 *   changes the provider's templates or another organisation's.
 */
import type { HomeInput, TemplateCopyInput } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { visibleTemplates } from '../../db/owned';
import type { AuditActor, Viewer } from '../../lib/actors';
import { Forbidden, invalidField, notFound } from '../../lib/errors';
import { recordAuditEvent } from '../audit';
import { createTemplate } from './catalogue';
import { LINKS } from './library';

/** What a change of a building touched, as `template.changed` records it. */
export type HomeChange = 'details' | 'floors' | 'entities' | 'extra_homes';

interface HomeRow {
  id: number;
  name: string;
  extra: boolean;
  organisation_id: number | null;
}

/** Building `id` as `viewer` sees it, row-locked in `trx` when `lock`; 404 when there is none or it is another organisation's. */
async function visibleHome(trx: DB, viewer: Viewer, id: number, lock = false): Promise<HomeRow> {
  let query = trx
    .selectFrom('template_homes')
    .select(['id', 'name', 'extra', 'organisation_id'])
    .where('id', '=', id)
    .$call(visibleTemplates(viewer, 'organisation_id'));
  if (lock) query = query.forUpdate();
  const home = await query.executeTakeFirst();
  if (!home) throw notFound('template');
  return home;
}

/** Building `id` when `viewer` may change it (see the file's comment): 404 unseen, 403 the provider's for a member. */
async function editableHome(trx: DB, viewer: Viewer, id: number): Promise<HomeRow> {
  const home = await visibleHome(trx, viewer, id, true);
  if (viewer.role !== 'admin' && home.organisation_id === null) throw new Forbidden('templates.providerReadOnly');
  return home;
}

/** Subject and detail of an event about `home`. */
const about = (home: HomeRow) => ({
  subject: home.name,
  detail: { template_id: home.id, organisation_id: home.organisation_id, extra: home.extra },
});

/**
 * Changes building `id` for `viewer` in one transaction: checks it may ({@link editableHome}),
 * runs `write` and records `template.changed` with what changed. 404, 403, or `write`'s 422.
 */
export async function changeHome(
  db: DB,
  viewer: Viewer,
  id: number,
  actor: AuditActor,
  change: HomeChange,
  write: (trx: DB) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await editableHome(trx, viewer, id);
    await write(trx);
    const home = await visibleHome(trx, viewer, id);
    await recordAuditEvent(trx, {
      kind: 'template.changed',
      actor,
      ...about(home),
      detail: { ...about(home).detail, change },
    });
  });
}

/**
 * Creates a provider's building from `body` (an admin's: `admin` access) and records
 * `template.created`, in one transaction. Returns its id; 422 on a blank name or description.
 */
export async function createHome(db: DB, body: HomeInput, actor: AuditActor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await createTemplate(trx, 'homes', body);
    const home = await trx
      .selectFrom('template_homes')
      .select(['id', 'name', 'extra', 'organisation_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, { kind: 'template.created', actor, ...about(home) });
    return id;
  });
}

/**
 * Copies building `id`, which `viewer` sees, into `viewer`'s organisation (an admin's copy stays
 * with the source's owner) under `body.name` or the source's name, with copies of its link rows;
 * records `template.copied` (source and copy). Returns the copy's id. 404 for a building the viewer
 * does not see; 422 on a blank name.
 */
export async function copyHome(
  db: DB,
  viewer: Viewer,
  id: number,
  body: TemplateCopyInput,
  actor: AuditActor,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const source = await visibleHome(trx, viewer, id);
    const name = body.name === undefined ? source.name : body.name.trim();
    if (!name) throw invalidField('name', 'validation.required');
    const organisationId = viewer.role === 'admin' ? source.organisation_id : viewer.organisationId;
    const { description } = await trx
      .selectFrom('template_homes')
      .select('description')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const copy = await trx
      .insertInto('template_homes')
      .values({ name, description, extra: source.extra, organisation_id: organisationId })
      .returning(['id', 'name', 'extra', 'organisation_id'])
      .executeTakeFirstOrThrow();
    for (const spec of [LINKS.homeFloors, LINKS.homeEntities, LINKS.homeExtras]) {
      const rows = (await trx
        .selectFrom(spec.table)
        .selectAll()
        .where('home_id', '=', id)
        .orderBy('id')
        .execute()) as Record<string, unknown>[];
      if (rows.length)
        await trx
          .insertInto(spec.table)
          .values(rows.map(({ id: _link, ...row }) => ({ ...row, home_id: copy.id })) as never)
          .execute();
    }
    await recordAuditEvent(trx, {
      kind: 'template.copied',
      actor,
      ...about(copy),
      detail: { ...about(copy).detail, source_id: source.id, source_organisation_id: source.organisation_id },
    });
    return copy.id;
  });
}

/**
 * Deletes building `id` when `viewer` may change it ({@link editableHome}; an admin also the
 * provider's) and records `template.deleted`. Reports made from it keep their own copy of its
 * content (modules/content); their `home_id` becomes null. 404 or 403.
 */
export async function deleteHome(db: DB, viewer: Viewer, id: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const home = await editableHome(trx, viewer, id);
    await trx.deleteFrom('template_homes').where('id', '=', id).execute();
    await recordAuditEvent(trx, { kind: 'template.deleted', actor, ...about(home) });
  });
}
