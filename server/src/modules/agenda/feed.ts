/**
 * A member's private calendar feed (docs/product.md "Assignment and agenda"): a URL
 * `{publicUrl}/calendar/{token}.ics` that a calendar program subscribes to, listing the member's
 * planned inspections. The token is shown once and stored only as SHA-256; a member has at most
 * one feed at a time (a new one revokes the old); a revoked or unknown token is a 404.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { CalendarFeedCreated } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Viewer } from '../../lib/actors';
import { NotFound } from '../../lib/errors';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { addressesOf, calendarText, inspectionUrl } from './ics';

/** How far back the feed lists planned inspections, in days. */
export const FEED_PAST_DAYS = 90;
/** Most inspections one feed lists (the next ones first after the past window). */
export const FEED_MAX_EVENTS = 1000;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A 404 for a feed that does not exist (or no longer). */
const noFeed = () => new NotFound('agenda.noFeed');

/**
 * Makes `viewer`'s calendar feed, revoking the one they had, and records `calendar_feed.created`
 * by `actor`. Answers its id and private URL (`{publicUrl}/calendar/{token}.ics`), shown this once.
 */
export async function createFeed(
  db: DB,
  viewer: Viewer,
  publicUrl: string,
  actor: AuditActor,
): Promise<CalendarFeedCreated> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('calendar_feeds')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', viewer.id)
      .where('revoked_at', 'is', null)
      .execute();
    const token = crypto.randomBytes(32).toString('base64url');
    const feed = await trx
      .insertInto('calendar_feeds')
      .values({ user_id: viewer.id, token_hash: hashOf(token), revoked_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, {
      kind: 'calendar_feed.created',
      ownerUserId: viewer.id,
      actor,
      detail: { feed_id: feed.id },
    });
    return { id: feed.id, url: `${publicUrl}/calendar/${token}.ics` };
  });
}

/**
 * Revokes `viewer`'s calendar feed (its URL answers 404 from now on) and records
 * `calendar_feed.revoked` by `actor`. Having none already is not an error (nothing is recorded).
 */
export async function revokeFeed(db: DB, viewer: Viewer, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('calendar_feeds')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', viewer.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    if (revoked.length === 0) return;
    await recordAuditEvent(trx, {
      kind: 'calendar_feed.revoked',
      ownerUserId: viewer.id,
      actor,
      detail: { feed_ids: revoked.map((row) => row.id) },
    });
  });
}

/**
 * The iCalendar text of feed `token` (no METHOD, Europe/Brussels times): the planned inspections
 * assigned to its member, from {@link FEED_PAST_DAYS} days ago on, at most {@link FEED_MAX_EVENTS},
 * each with its address, reference and link to the field app at `publicUrl`. 404
 * (`agenda.noFeed`) for an unknown or revoked token, or a member who is disabled.
 */
export async function feedCalendar(db: DB, token: string, publicUrl: string): Promise<string> {
  const member = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name'])
    .where('f.token_hash', '=', hashOf(token))
    .where('f.revoked_at', 'is', null)
    .where('u.active', '=', true)
    .executeTakeFirst();
  if (!member) throw noFeed();
  const reports = await db
    .selectFrom('reports')
    .select(['id', 'planned_start', 'planned_minutes', 'plan_sequence'])
    .where('assigned_inspector_id', '=', member.id)
    .where('planned_start', '>=', sql<Date>`now() - make_interval(days => ${FEED_PAST_DAYS})`)
    .orderBy('planned_start')
    .orderBy('id')
    .limit(FEED_MAX_EVENTS)
    .execute();
  const addresses = await addressesOf(
    db,
    reports.map((report) => report.id),
  );
  const inspector = { name: `${member.first_name} ${member.last_name}`.trim(), email: member.email };
  return calendarText(
    reports.map((report) => ({
      reportId: report.id,
      sequence: report.plan_sequence,
      start: Math.floor(report.planned_start!.getTime() / 1000),
      minutes: report.planned_minutes ?? 60,
      address: addresses.get(report.id) ?? null,
      url: inspectionUrl(publicUrl, report.id),
      inspector,
    })),
    null,
    'Inspecties',
  );
}
