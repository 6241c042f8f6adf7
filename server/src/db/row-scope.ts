/**
 * The organisation a statement may see under row-level security (migration 033, docs/operations.md
 * "Database roles"): an organisation id for a member's request, `system` for everything else (an
 * admin, a public link's page, a job, the seed, a test). The scope lives in the async context of
 * the work that runs the statement: plugins/row-scope.ts opens one per request and narrows it to
 * the member's organisation once the caller is known; work outside any request runs as `system`.
 * db/database.ts puts each connection a caller checks out in the caller's scope before its first
 * statement: the role `bo_system`, or the role `bo_api` with the setting `bo.organisation`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The setting the member role's policies read. */
export const SCOPE_SETTING = 'bo.organisation';
/** The roles the API's statements run as (NOLOGIN, no BYPASSRLS; migration 033): a member's, everything else's. */
export const ROW_ROLES = { member: 'bo_api', system: 'bo_system' } as const;
/** The scope that sees every row. */
export const SYSTEM_SCOPE = 'system';

/** A unit of work's scope; mutable so a request's scope narrows once its caller is known. */
export interface RowScope {
  organisation: string;
}

const scopes = new AsyncLocalStorage<RowScope>();

/** Runs `work` in a new scope that starts as `system`; returns what `work` returns. */
export const inRowScope = <T>(work: () => T): T => scopes.run({ organisation: SYSTEM_SCOPE }, work);

/**
 * Narrows the current scope to `organisationId` (a member's organisation) or leaves it `system`
 * for null (an admin). Outside a scope it does nothing: such work is the system's.
 */
export function narrowRowScope(organisationId: number | null): void {
  const scope = scopes.getStore();
  if (scope && organisationId !== null) scope.organisation = String(organisationId);
}

/** The scope of the calling context, as the setting's value. */
export const currentRowScope = (): string => scopes.getStore()?.organisation ?? SYSTEM_SCOPE;

/**
 * The scope of each connection a caller checks out: `ensure(connection, run)` puts the connection
 * in the caller's scope (role and setting, one statement, only when it differs from what the
 * connection has) with `run(sql, values)`; a connection that failed to take it is forgotten and
 * so set again. `forget(connection)` after something else changed its role.
 */
export function connectionScopes<Connection extends object>() {
  const applied = new WeakMap<Connection, string>();
  const ensure = async (connection: Connection, run: (text: string, values: unknown[]) => Promise<unknown>) => {
    const wanted = currentRowScope();
    if (applied.get(connection) === wanted) return;
    applied.delete(connection);
    const system = wanted === SYSTEM_SCOPE;
    await run("SELECT set_config('role', $1, false), set_config($2, $3, false)", [
      system ? ROW_ROLES.system : ROW_ROLES.member,
      SCOPE_SETTING,
      system ? '' : wanted,
    ]);
    applied.set(connection, wanted);
  };
  return { ensure, forget: (connection: Connection) => applied.delete(connection) };
}
