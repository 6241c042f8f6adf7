/**
 * The visibility rules as query helpers, in one place (docs/spec.md §6, docs/product.md
 * "Organisations and roles"; the `owner` and `own-account` access of plugins/access.ts). A row
 * outside a rule is simply not found, so callers answer 404 and never reveal that it exists.
 *
 * Accounts' own rows, with `$call` on any select:
 *
 *   db.selectFrom('document_configurations as c').$call(owned(user, 'c.user_id', 'organisation'))
 *
 * - `owner` (default): an admin reaches every account's rows, anyone else only their own account's.
 * - `own-account`: only the caller's own account's rows, admins included.
 * - `organisation`: the rows of every account of the caller's organisation (shared by its
 *   members: document configurations, places); an admin, who belongs to none, only their own.
 *
 * Reports follow the caller's role in their organisation ({@link visibleReports}); organisations
 * their members and admins ({@link ownOrganisation}); report templates the provider and the
 * organisation ({@link visibleTemplates}); document configurations the organisation and the
 * caller's branch ({@link visibleConfigurations}).
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { AuthUser, Viewer } from '../lib/actors';
import { notFound } from '../lib/errors';
import type { DB } from './database';

export type AccountRule = 'owner' | 'own-account' | 'organisation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- applies to a select over any tables
type AnySelect = SelectQueryBuilder<any, any, any>;

/** The ids of the accounts of organisation `organisationId`, as a subquery. */
const membersOf = (organisationId: number) => sql`(SELECT id FROM users WHERE organisation_id = ${organisationId})`;

/** The account rule `rule` over the owning account's id column `column` (see the file's comment). */
export function owned(user: Viewer, column: string, rule: AccountRule = 'owner') {
  return <QB extends AnySelect>(query: QB): QB => {
    if (rule === 'owner' && user.role === 'admin') return query;
    if (rule === 'organisation' && user.organisationId !== null)
      return query.where(sql.ref(column), 'in', membersOf(user.organisationId)) as QB;
    return query.where(sql.ref(column), '=', user.id) as QB;
  };
}

/**
 * Rows of account `accountId` or of any account of its organisation, over the owning account's id
 * column `column`: what a report of that account may use (its document configuration, its place),
 * whoever of the organisation writes it.
 */
export function sharedWith(accountId: number, column: string) {
  return <QB extends AnySelect>(query: QB): QB =>
    query.where(
      sql.ref(column),
      'in',
      sql`(SELECT m.id FROM users m JOIN users a ON a.id = ${accountId}
        WHERE m.id = a.id OR m.organisation_id = a.organisation_id)`,
    ) as QB;
}

/**
 * The one report rule (docs/product.md "Organisations and roles"), on the reports of alias `alias`:
 * an admin sees every report; a company manager every report of an account of their organisation;
 * a branch manager and a sales member the reports of their branch (the branch stored on the
 * report when it was made: its owner's); everyone the reports they own or are assigned to
 * inspect. What a role may do with a visible report is the route's access (plugins/access.ts:
 * `report-work` keeps sales members from content and signatures).
 */
export function visibleReports(user: Viewer, alias = 'r') {
  return <QB extends AnySelect>(query: QB): QB => {
    if (user.role === 'admin') return query;
    const column = (name: string) => sql.ref(`${alias}.${name}`);
    if (user.orgRole === 'company_manager' && user.organisationId !== null)
      return query.where(column('user_id'), 'in', membersOf(user.organisationId)) as QB;
    const own = sql<boolean>`(${column('user_id')} = ${user.id} OR ${column('assigned_inspector_id')} = ${user.id})`;
    const branchWide = (user.orgRole === 'branch_manager' || user.orgRole === 'sales') && user.branchId !== null;
    return query.where(branchWide ? sql<boolean>`(${column('branch_id')} = ${user.branchId} OR ${own})` : own) as QB;
  };
}

/**
 * The reports a caller inspects in the field app (docs/product.md "Organisations and roles"): the
 * ones they own or are assigned to, whatever their role; an admin's own too.
 */
export function inspectedReports(user: Viewer, alias = 'r') {
  return <QB extends AnySelect>(query: QB): QB =>
    query.where(
      sql<boolean>`(${sql.ref(`${alias}.user_id`)} = ${user.id} OR ${sql.ref(`${alias}.assigned_inspector_id`)} = ${user.id})`,
    ) as QB;
}

/** Whether `user`'s role changes reports' content and signatures: everyone but a sales member. */
export const worksOnReports = (user: Viewer): boolean => user.orgRole !== 'sales';

/**
 * Whether the reports `user` sees are exactly those of accounts the rule names, so the per-account
 * report counter gives their total: an admin (every account) and a company manager (every member).
 */
export const reportsCountedPerAccount = (user: Viewer): boolean =>
  user.role === 'admin' || user.orgRole === 'company_manager';

/**
 * The organisation rule over organisation id column `column`: an admin reaches every
 * organisation, a member only their own.
 */
export function ownOrganisation(user: Viewer, column: string) {
  return <QB extends AnySelect>(query: QB): QB =>
    user.role === 'admin' ? query : (query.where(sql.ref(column), '=', user.organisationId) as QB);
}

/**
 * The id of report `id` when `user` may see it by the one report rule ({@link visibleReports});
 * throws 404 otherwise. What the caller may do with it is the route's access (`report-work`).
 */
export async function visibleReportId(db: DB, user: AuthUser, id: number): Promise<number> {
  const visible = await db
    .selectFrom('reports as r')
    .$call(visibleReports(user, 'r'))
    .select('r.id')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!visible) throw notFound('report');
  return visible.id;
}

/**
 * The template rule (docs/product.md "The shared library"), over a template's owning organisation
 * column `column` (`template_homes.organisation_id`, null for the provider's): an admin reaches
 * every template; a member the provider's and their own organisation's, never another
 * organisation's (a 404). What a role may change is the service's (`templates/organisation-templates.ts`).
 */
export function visibleTemplates(user: Viewer, column: string) {
  return <QB extends AnySelect>(query: QB): QB =>
    user.role === 'admin' ? query : (templatesOfOrganisation(user.organisationId, column)(query) as QB);
}

/** The provider's templates and those of organisation `organisationId` (none when null). */
function templatesOfOrganisation(organisationId: number | null, column: string) {
  return <QB extends AnySelect>(query: QB): QB =>
    query.where(
      organisationId === null
        ? sql<boolean>`${sql.ref(column)} IS NULL`
        : sql<boolean>`(${sql.ref(column)} IS NULL OR ${sql.ref(column)} = ${organisationId})`,
    ) as QB;
}

/**
 * The templates a report of account `accountId` may be made from ({@link visibleTemplates} for that
 * account, whoever of the organisation writes the report): the provider's and its organisation's;
 * every template for an admin's report. `column` must name its table (`h.organisation_id`): it is
 * compared inside a subquery over `users`.
 */
export function templatesUsableBy(accountId: number, column: string) {
  return <QB extends AnySelect>(query: QB): QB =>
    query.where(
      sql<boolean>`(${sql.ref(column)} IS NULL OR EXISTS (SELECT 1 FROM users a WHERE a.id = ${accountId}
        AND (a.role = 'admin' OR a.organisation_id = ${sql.ref(column)})))`,
    ) as QB;
}

/**
 * The configuration rule (docs/product.md "The shared library"), on the configurations of alias
 * `alias`: an admin (who belongs to no organisation) their own account's; a company manager every
 * configuration of the organisation; another member the organisation's configurations of no
 * branch and those of their own branch. Another branch's configuration is a 404.
 */
export function visibleConfigurations(user: Viewer, alias = 'c') {
  return <QB extends AnySelect>(query: QB): QB => {
    const column = (name: string) => sql.ref(`${alias}.${name}`);
    if (user.organisationId === null) return query.where(column('user_id'), '=', user.id) as QB;
    const inOrganisation = query.where(column('user_id'), 'in', membersOf(user.organisationId)) as QB;
    if (user.orgRole === 'company_manager') return inOrganisation;
    return inOrganisation.where(
      user.branchId === null
        ? sql<boolean>`${column('branch_id')} IS NULL`
        : sql<boolean>`(${column('branch_id')} IS NULL OR ${column('branch_id')} = ${user.branchId})`,
    ) as QB;
  };
}

/**
 * The configurations a report of account `accountId` may use: {@link visibleConfigurations} as
 * that account sees them (its organisation's, of no branch or of its branch, all of them for a
 * company manager; an admin's own).
 */
export function configurationsUsableBy(accountId: number, alias = 'c') {
  return <QB extends AnySelect>(query: QB): QB =>
    query.where(
      sql<boolean>`EXISTS (SELECT 1 FROM users a WHERE a.id = ${accountId} AND (
        (a.organisation_id IS NULL AND ${sql.ref(`${alias}.user_id`)} = a.id)
        OR (a.organisation_id IS NOT NULL
          AND ${sql.ref(`${alias}.user_id`)} IN (SELECT m.id FROM users m WHERE m.organisation_id = a.organisation_id)
          AND (a.org_role = 'company_manager' OR ${sql.ref(`${alias}.branch_id`)} IS NULL
            OR ${sql.ref(`${alias}.branch_id`)} = a.branch_id))))`,
    ) as QB;
}
