/**
 * What the report form offers (docs/spec.md §2 `/reports/create`, §3 Report): the document
 * configurations of the caller's organisation (an admin's own) and the main template homes, each by name; and the circumstances
 * (`key`, `text`) in their display order.
 */
import type { DB } from '../../db/database';
import type { AuthUser } from '../../lib/actors';
import { owned } from '../../db/owned';

/** `{document_configurations, homes}`, each `{id, name}[]` sorted by name. */
export async function reportFormOptions(db: DB, user: AuthUser) {
  const [documentConfigurations, homes] = await Promise.all([
    db
      .selectFrom('document_configurations')
      .select(['id', 'name'])
      .$call(owned(user, 'user_id', 'organisation'))
      .orderBy('name')
      .execute(),
    db.selectFrom('template_homes').select(['id', 'name']).where('extra', '=', false).orderBy('name').execute(),
  ]);
  return { document_configurations: documentConfigurations, homes };
}

/** Every circumstance `{key, text}` in display order. */
export const circumstances = (db: DB) =>
  db.selectFrom('circumstances').select(['key', 'text']).orderBy('position').execute();
