/**
 * The audit trail's hash chain (issue 42; docs/product.md "Audit"): each event stores the hash of
 * the event before it (`prev_hash`) and its own, `hash = sha256(prev_hash ‖ canonical event)` in
 * hex, so that changing, removing or reordering a stored event breaks a link that
 * `verifyChain` (modules/audit) finds. Pure functions, shared by the writer, the verifier and the
 * migration that chained the events written before (024_audit_chain), which is why they sit in db/.
 */
import crypto from 'node:crypto';

/** The `prev_hash` of the first event of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** The stored columns an event's hash covers, as the database gives them back. */
export interface ChainedEvent {
  /** The event's id (bigint; text or number as the driver gives it). */
  id: string | number | bigint;
  /** Millisecond precision: the writer stores it so, the migration truncated older ones. */
  created_at: Date;
  kind: string;
  actor_user_id: number | null;
  actor_name: string | null;
  owner_user_id: number | null;
  report_id: number | null;
  subject: string | null;
  ip: string | null;
  user_agent: string | null;
  /** Plain JSON (jsonb): objects, arrays, strings, finite numbers, booleans and null. */
  detail: unknown;
}

/**
 * JSON text of `value` with every object's keys sorted (by UTF-16 code units) and no spaces, so
 * that the same value always gives the same text, whatever order jsonb keeps its keys in.
 * Undefined members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
}

/** The canonical text of one event: every chained column, the time in unix milliseconds. */
export function canonicalEvent(event: ChainedEvent): string {
  return canonicalJson({
    v: 1,
    id: String(event.id),
    created_at: event.created_at.getTime(),
    kind: event.kind,
    actor_user_id: event.actor_user_id,
    actor_name: event.actor_name,
    owner_user_id: event.owner_user_id,
    report_id: event.report_id,
    subject: event.subject,
    ip: event.ip,
    user_agent: event.user_agent,
    detail: event.detail,
  });
}

/** `sha256(prevHash ‖ canonicalEvent(event))` as 64 hex digits. */
export function eventHash(prevHash: string, event: ChainedEvent): string {
  return crypto
    .createHash('sha256')
    .update(prevHash + canonicalEvent(event), 'utf8')
    .digest('hex');
}

/** Where a walk of the chain stopped: the first event whose link does not hold, and why. */
export interface BrokenLink {
  id: string;
  /** `prev_hash`: not the hash of the event before; `hash`: the event's content was changed; `anchor`: an event verified before is gone or changed. */
  reason: 'prev_hash' | 'hash' | 'anchor';
}

/**
 * Walks events in chain order (ids ascending), one batch after another: call `next(batch)` for
 * each, then `end()`. `anchor` is the head of an earlier verification that held: it must still be
 * there with the same hash (so a chain rewritten from some event on, or cut at its end, is found).
 * Finds the first broken link and counts the events.
 */
export function chainWalker(anchor?: { id: string; hash: string } | null) {
  let previous = GENESIS_HASH;
  let count = 0;
  let last: { id: string; hash: string } | null = null;
  let broken: BrokenLink | null = null;
  let anchorSeen = !anchor;
  return {
    /** Checks `events` (the next ones in id order); false once a link is broken (stop reading). */
    next(events: (ChainedEvent & { prev_hash: string; hash: string })[]): boolean {
      for (const event of events) {
        if (broken) return false;
        const id = String(event.id);
        if (event.prev_hash !== previous) broken = { id, reason: 'prev_hash' };
        else if (eventHash(event.prev_hash, event) !== event.hash) broken = { id, reason: 'hash' };
        else if (anchor && id === anchor.id) {
          if (event.hash !== anchor.hash) broken = { id, reason: 'anchor' };
          anchorSeen = true;
        }
        if (broken) return false;
        previous = event.hash;
        count += 1;
        last = { id, hash: event.hash };
      }
      return true;
    },
    /** The outcome: the first broken link or null, the events that held and the last of them. */
    end(): { broken: BrokenLink | null; count: number; head: { id: string; hash: string } | null } {
      if (!broken && !anchorSeen && anchor) broken = { id: anchor.id, reason: 'anchor' };
      return { broken, count, head: last };
    },
  };
}
