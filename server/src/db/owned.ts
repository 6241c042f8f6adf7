/**
 * The one "owned by this account" rule as a query helper (docs/spec.md §6 account rule, the
 * `owner` and `own-account` access of plugins/access.ts). Use it with `$call` on any select:
 *
 *   db.selectFrom('reports as r').$call(owned(user, 'r.user_id'))
 *
 * `owner` (default): an admin reaches every account's rows, anyone else only their account's.
 * `own-account`: only the caller's account's rows, admins included. `column` names the owning
 * account's id column. A row outside the rule is simply not found, so callers answer 404.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { AuthUser } from '../lib/actors';
import { notFound } from '../lib/errors';
import type { DB } from './database';

export function owned(user: AuthUser, column: string, rule: 'owner' | 'own-account' = 'owner') {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- applies to a select over any tables
  return <QB extends SelectQueryBuilder<any, any, any>>(query: QB): QB =>
    rule === 'owner' && user.role === 'admin' ? query : (query.where(sql.ref(column), '=', user.id) as QB);
}

/** The id of report `id` when `user` may see it (docs/spec.md §6 account rule); throws 404 otherwise. */
export async function visibleReportId(db: DB, user: AuthUser, id: number): Promise<number> {
  const visible = await db
    .selectFrom('reports as r')
    .$call(owned(user, 'r.user_id'))
    .select('r.id')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!visible) throw notFound('report');
  return visible.id;
}
