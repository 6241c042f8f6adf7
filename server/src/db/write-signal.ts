/**
 * Tells in-process caches that this node writes to the database (issue 28, docs/operations.md
 * "Access token cache"). A Kysely plugin calls the listeners of its database for every INSERT,
 * UPDATE, DELETE or MERGE built with Kysely, and every raw statement whose text writes: once
 * when the query is built and once when its result arrives. Writes of other nodes are not seen:
 * a cache bounds them by the lifetime of its entries.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const WRITE_SQL = /\b(insert|update|delete|merge|truncate)\b/i;

/** Whether `node` writes: a write query, or raw SQL whose own text names a write. */
function writes(node: RootOperationNode): boolean {
  if (WRITE_NODES.has(node.kind)) return true;
  return node.kind === 'RawNode' && WRITE_SQL.test(node.sqlFragments.join(' '));
}

/** The plugin; `listen(listener)` adds a listener, called synchronously with no argument. */
export class WriteSignal implements KyselyPlugin {
  readonly #listeners = new Set<() => void>();
  readonly #writes = new WeakSet<QueryId>();

  listen(listener: () => void): void {
    this.#listeners.add(listener);
  }

  #signal(): void {
    for (const listener of this.#listeners) listener();
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (writes(node)) {
      this.#writes.add(queryId);
      this.#signal();
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) this.#signal();
    return result;
  }
}
