/**
 * The `@fastify/rate-limit` store of the back-office (issue 28; docs/operations.md "Topology"):
 * hits are counted in the database (`rate_limit_hits`), so every node of a deployment sees the
 * same count and a limit holds however requests are spread. One statement per hit: the window
 * restarts when it has ended, else the hit is added; the answer is the hits so far and the ms left
 * in the window, as the plugin expects. Each route gets its own counters (`child`). Expired rows
 * are removed now and then.
 */
import { sql } from 'kysely';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { DB } from '../db/database';

/** Roughly one hit in this many also removes the rows whose window ended an hour ago. */
const SWEEP_EVERY = 500;

/** Adds one hit to `key` in a window of `windowMs`; the hits so far and the ms left in the window. */
export async function hit(db: DB, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`${windowMs}::integer * interval '1 millisecond'`;
  const { rows } = await sql<{ hits: number; ttl: number }>`
    INSERT INTO rate_limit_hits (key, hits, window_ends_at) VALUES (${key}, 1, now() + ${window})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_hits.window_ends_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
      window_ends_at = CASE WHEN rate_limit_hits.window_ends_at <= now()
        THEN now() + ${window} ELSE rate_limit_hits.window_ends_at END
    RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::integer AS ttl`.execute(db);
  if (Math.random() * SWEEP_EVERY < 1)
    await sql`DELETE FROM rate_limit_hits WHERE window_ends_at < now() - interval '1 hour'`.execute(db);
  return { current: rows[0].hits, ttl: Math.max(0, rows[0].ttl) };
}

/** The store class `@fastify/rate-limit` constructs (`store` option), counting in `db`. */
export function databaseRateLimitStore(db: DB) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes its options (unused); `child` passes the route the counters belong to. */
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    /** `windowMs`: the plugin passes the route's window as a third argument its typings leave out. */
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs = 60_000,
    ): void {
      hit(db, `${this.route}|${key}`, windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /**
     * The counters of one route (its method and URL), or of a group of routes (`groupId`). The
     * plugin passes the route's merged limit options with `routeInfo`, which its typings leave out.
     */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { groupId, routeInfo } = options as unknown as {
        groupId?: string;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const { method = '', url = '' } = routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, groupId ?? `${[method].flat().join(',')} ${url}`);
    }
  };
}
