/**
 * What the report form offers (docs/spec.md §2 `/reports/create`, §3 Report): the document
 * configurations the caller may use (their organisation's of no branch or of their branch, all of
 * them for a company manager, an admin's own) and the main template homes they see (the
 * provider's and their organisation's, docs/product.md "The shared library"), each by name; and
 * the circumstances (`key`, `text`) in their display order.
 */
import type { DB } from '../../db/database';
import type { AuthUser } from '../../lib/actors';
import { visibleConfigurations, visibleTemplates } from '../../db/owned';

/**
 * `{document_configurations, homes}`, each `{id, name}[]` sorted by name; a home also carries
 * `organisation_id` (null: the provider's), a configuration its `branch_id`.
 */
export async function reportFormOptions(db: DB, user: AuthUser) {
  const [documentConfigurations, homes] = await Promise.all([
    db
      .selectFrom('document_configurations as c')
      .select(['c.id', 'c.name', 'c.branch_id'])
      .$call(visibleConfigurations(user, 'c'))
      .orderBy('c.name')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('template_homes')
      .select(['id', 'name', 'organisation_id'])
      .where('extra', '=', false)
      .$call(visibleTemplates(user, 'organisation_id'))
      .orderBy('name')
      .orderBy('id')
      .execute(),
  ]);
  return { document_configurations: documentConfigurations, homes };
}

/** Every circumstance `{key, text}` in display order. */
export const circumstances = (db: DB) =>
  db.selectFrom('circumstances').select(['key', 'text']).orderBy('position').execute();
