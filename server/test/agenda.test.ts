/**
 * Assignment and agenda (issue 44, docs/product.md "Assignment and agenda"), on the seeded firm
 * (branches Gent and Antwerpen): planning and rescheduling a report with the inspector's mail and
 * its `.ics` (METHOD, stable UID, rising SEQUENCE, Brussels times) and the audit events; who may
 * plan whom (422 for an inspector outside the organisation or the branch, 403 for an inspector
 * planning someone else, 404 for a report the caller does not see); the private calendar feed
 * (parsed back with node-ical, only its member's inspections, revoked → 404); the reports list's
 * filters and the field app's list by planned time. Run it with TEST_DATABASE_URL for PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ical, { type VEvent } from 'node-ical';
import { account, outbox, reportBody, startTestApp, type AccountKey, type TestContext } from './helpers';

type Headers = Record<string, string>;

/** The `.ics` attachments of raw mail `mail`, decoded, with the mail's own text. */
function icsOf(mail: string): string[] {
  const found: string[] = [];
  for (const part of mail.split(/\r?\n--[^\r\n]+\r?\n/)) {
    if (!/^Content-Type: text\/calendar/im.test(part)) continue;
    const [headers, ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    if (/Content-Transfer-Encoding: base64/i.test(headers)) found.push(Buffer.from(body, 'base64').toString('utf8'));
    else
      found.push(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
  }
  return found;
}

/** The one VEVENT of calendar text `text`. */
function onlyEvent(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as VEvent[];
  assert.equal(events.length, 1, text);
  return events[0];
}

describe('assignment and agenda (issue 44)', () => {
  let ctx: TestContext;
  const as: Record<string, Headers> = {};
  const ids: Record<string, number> = {};
  let antwerpInspector: number;
  const keys: AccountKey[] = ['admin', 'user', 'firmManager', 'branchManager', 'firmInspector', 'firmSales'];
  // Tuesday 1 December 2026, 09:30 in Brussels (UTC+1)
  const tuesday = Date.UTC(2026, 11, 1, 8, 30) / 1000;

  const plan = (id: number, headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/front/reports/${id}/plan`, headers, payload });
  /** Makes a report ready for the app as `key`; returns its id. */
  const newReport = async (key: AccountKey) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/front/reports/',
      headers: as[key],
      payload: await reportBody(ctx, key),
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as number;
  };
  /** The mails to `email`, oldest first. */
  const mailsTo = (email: string) => outbox(ctx).filter((mail) => mail.includes(`To: ${email}`));
  const events = async (reportId: number) =>
    (
      await ctx.db.selectFrom('audit_events').selectAll().where('report_id', '=', reportId).orderBy('id').execute()
    ).filter((event) => event.kind === 'report.planned');

  before(async () => {
    ctx = await startTestApp();
    for (const key of keys) {
      as[key] = await ctx.auth(key);
      ids[key] = (await ctx.app.inject({ url: '/front/me', headers: as[key] })).json().id;
    }
    const firmMember = await ctx.db
      .selectFrom('users')
      .select(['organisation_id', 'password_hash'])
      .where('id', '=', ids.firmInspector)
      .executeTakeFirstOrThrow();
    const antwerpen = await ctx.db
      .selectFrom('branches')
      .select('id')
      .where('organisation_id', '=', firmMember.organisation_id)
      .where('name', '=', 'Antwerpen')
      .executeTakeFirstOrThrow();
    antwerpInspector = (
      await ctx.db
        .insertInto('users')
        .values({
          email: 'an.antwerpen@schelde.example',
          password_hash: firmMember.password_hash,
          first_name: 'An',
          last_name: 'Antwerpen',
          phone: null,
          vat_number: null,
          role: 'user',
          profile_picture_path: null,
          address_id: null,
          organisation_id: firmMember.organisation_id,
          branch_id: antwerpen.id,
          org_role: 'inspector',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => ctx.close());

  it('assigns and reschedules: the inspector gets an .ics REQUEST with a stable UID and a rising SEQUENCE, each change audited', async () => {
    const id = await newReport('firmManager');
    const inspector = account('firmInspector');
    const assigned = await plan(id, as.firmManager, { inspector_id: ids.firmInspector, start: tuesday, minutes: 90 });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(assigned.json(), {
      id,
      assigned_inspector_id: ids.firmInspector,
      planned_start: tuesday,
      planned_minutes: 90,
      plan_sequence: 1,
    });
    await ctx.app.jobs.idle();
    const first = mailsTo(inspector.email);
    assert.equal(first.length, 1);
    const decoded = first[0].replace(/=\r?\n/g, '');
    assert.match(decoded, /Beste /);
    assert.match(decoded, /Bonjour /);
    assert.match(decoded, /Dear /);
    const [invitation] = icsOf(first[0]);
    assert.match(invitation, /^METHOD:REQUEST\r?$/m);
    assert.match(invitation, /^BEGIN:VTIMEZONE\r?$/m);
    assert.match(invitation, /^DTSTART;TZID=Europe\/Brussels:20261201T093000\r?$/m);
    assert.match(invitation, /^DTEND;TZID=Europe\/Brussels:20261201T110000\r?$/m);
    const event = onlyEvent(invitation);
    assert.equal(event.uid, `report-${id}@plaatsbeschrijving`);
    assert.equal(Number(event.sequence), 1);
    assert.equal(event.start.getTime(), tuesday * 1000);
    assert.match(String(event.location), /Korenmarkt 7, 9000 Gent/);

    // the same plan again changes nothing
    assert.equal(
      (await plan(id, as.firmManager, { inspector_id: ids.firmInspector, start: tuesday, minutes: 90 })).json()
        .plan_sequence,
      1,
    );
    // moved an hour later (a branch manager of the report's branch may)
    const moved = await plan(id, as.branchManager, {
      inspector_id: ids.firmInspector,
      start: tuesday + 3600,
      minutes: 60,
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().plan_sequence, 2);
    await ctx.app.jobs.idle();
    const second = mailsTo(inspector.email);
    assert.equal(second.length, 2);
    const update = onlyEvent(icsOf(second[1])[0]);
    assert.equal(update.uid, event.uid);
    assert.equal(Number(update.sequence), 2);
    assert.equal(update.start.getTime(), (tuesday + 3600) * 1000);

    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: as.firmManager })).json();
    assert.equal(detail.planned_start, tuesday + 3600);
    assert.equal(detail.planned_minutes, 60);
    assert.equal(detail.assigned_inspector_id, ids.firmInspector);

    const audited = await events(id);
    assert.equal(audited.length, 2);
    assert.equal(audited[1].actor_user_id, ids.branchManager);
    assert.deepEqual((audited[1].detail as { from: unknown }).from, {
      inspector_id: ids.firmInspector,
      start: tuesday,
      minutes: 90,
    });
  });

  it('sends a CANCEL to the inspector who loses the inspection and a REQUEST to the new one', async () => {
    const id = await newReport('firmManager');
    await plan(id, as.firmManager, { inspector_id: ids.firmInspector, start: tuesday, minutes: 60 });
    const moved = await plan(id, as.firmManager, { inspector_id: ids.branchManager, start: tuesday, minutes: 60 });
    assert.equal(moved.statusCode, 200, moved.body);
    await ctx.app.jobs.idle();
    const cancel = mailsTo(account('firmInspector').email)
      .map((mail) => icsOf(mail)[0])
      .filter((text) => text.includes(`report-${id}@`))
      .at(-1)!;
    assert.match(cancel, /^METHOD:CANCEL\r?$/m);
    assert.equal(Number(onlyEvent(cancel).sequence), 2);
    const invitation = mailsTo(account('branchManager').email)
      .map((mail) => icsOf(mail)[0])
      .filter((text) => text?.includes(`report-${id}@`))
      .at(-1)!;
    assert.match(invitation, /^METHOD:REQUEST\r?$/m);
    const removed = await plan(id, as.firmManager, { inspector_id: null, start: null, minutes: null });
    assert.equal(removed.statusCode, 200, removed.body);
    await ctx.app.jobs.idle();
    const last = mailsTo(account('branchManager').email).at(-1)!;
    assert.match(icsOf(last)[0], /^METHOD:CANCEL\r?$/m);
    assert.equal((await events(id)).length, 3);
  });

  it('refuses an inspector outside the organisation or the branch (422), an inspector planning others (403), an unseen report (404)', async () => {
    const id = await newReport('firmManager');
    const at = { start: tuesday, minutes: 60 };
    const outsider = await plan(id, as.firmManager, { inspector_id: ids.user, ...at });
    assert.equal(outsider.statusCode, 422);
    assert.ok(outsider.json().errors.inspector_id);
    const sales = await plan(id, as.firmManager, { inspector_id: ids.firmSales, ...at });
    assert.equal(sales.statusCode, 422);
    // the company manager may plan the Antwerp inspector; a Gent branch manager may not
    assert.equal((await plan(id, as.firmManager, { inspector_id: antwerpInspector, ...at })).statusCode, 200);
    const branch = await plan(id, as.branchManager, { inspector_id: antwerpInspector, ...at, minutes: 30 });
    assert.equal(branch.statusCode, 422);
    assert.match(branch.json().errors.inspector_id[0], /vestiging/);
    const english = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${id}/plan`,
      headers: { ...as.branchManager, 'accept-language': 'en' },
      payload: { inspector_id: antwerpInspector, ...at, minutes: 30 },
    });
    assert.match(english.json().errors.inspector_id[0], /branch/);
    // sales schedules within its branch
    assert.equal((await plan(id, as.firmSales, { inspector_id: ids.firmInspector, ...at })).statusCode, 200);
    // an inspector cannot assign someone else, nor take the inspection from someone else
    const own = await newReport('firmInspector');
    assert.equal((await plan(own, as.firmInspector, { inspector_id: ids.branchManager, ...at })).statusCode, 403);
    assert.equal((await plan(own, as.firmInspector, { inspector_id: ids.firmInspector, ...at })).statusCode, 200);
    const other = await newReport('firmManager');
    await plan(other, as.firmManager, { inspector_id: ids.branchManager, ...at });
    assert.equal(
      (await plan(other, as.firmInspector, { inspector_id: null, start: null, minutes: null })).statusCode,
      404,
    );
    // bad input: an inspector without a time, a duration out of range
    const noTime = await plan(id, as.firmManager, { inspector_id: ids.firmInspector, start: null, minutes: null });
    assert.equal(noTime.statusCode, 422);
    assert.ok(noTime.json().errors.start);
    const long = await plan(id, as.firmManager, { inspector_id: ids.firmInspector, start: tuesday, minutes: 2000 });
    assert.equal(long.statusCode, 422);
    assert.ok(long.json().errors.minutes);
    // another organisation's report does not exist for the firm
    const foreign = await newReport('user');
    assert.equal((await plan(foreign, as.firmManager, { inspector_id: ids.firmInspector, ...at })).statusCode, 404);
  });

  it('serves a private calendar feed as valid iCalendar with only its member’s inspections; revoked → 404', async () => {
    const mine = await newReport('firmManager');
    const theirs = await newReport('firmManager');
    await plan(mine, as.firmManager, { inspector_id: ids.firmInspector, start: tuesday + 86_400, minutes: 45 });
    await plan(theirs, as.firmManager, { inspector_id: ids.branchManager, start: tuesday + 86_400, minutes: 45 });
    const created = await ctx.app.inject({ method: 'POST', url: '/front/calendar-feed', headers: as.firmInspector });
    assert.equal(created.statusCode, 201, created.body);
    const url = new URL(created.json().url);
    const feed = await ctx.app.inject({ url: url.pathname });
    assert.equal(feed.statusCode, 200);
    assert.match(feed.headers['content-type'] as string, /^text\/calendar/);
    const parsed = ical.sync.parseICS(feed.body);
    const uids = Object.values(parsed)
      .filter((item) => item?.type === 'VEVENT')
      .map((item) => (item as VEvent).uid);
    assert.ok(uids.includes(`report-${mine}@plaatsbeschrijving`));
    assert.ok(!uids.includes(`report-${theirs}@plaatsbeschrijving`));
    const event = parsed[`report-${mine}@plaatsbeschrijving`] as VEvent;
    assert.equal(event.start.getTime(), (tuesday + 86_400) * 1000);
    assert.match(JSON.stringify(event.url), new RegExp(`/inspections/report/${mine}`));

    // another member's feed shows only theirs
    const other = await ctx.app.inject({ method: 'POST', url: '/front/calendar-feed', headers: as.branchManager });
    const otherFeed = await ctx.app.inject({ url: new URL(other.json().url).pathname });
    assert.match(otherFeed.body, new RegExp(`report-${theirs}@`));
    assert.doesNotMatch(otherFeed.body, new RegExp(`report-${mine}@`));

    // a new feed voids the old one; revoking ends it; an unknown token is a 404
    const renewed = await ctx.app.inject({ method: 'POST', url: '/front/calendar-feed', headers: as.firmInspector });
    assert.equal((await ctx.app.inject({ url: url.pathname })).statusCode, 404);
    const renewedPath = new URL(renewed.json().url).pathname;
    assert.equal((await ctx.app.inject({ url: renewedPath })).statusCode, 200);
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: '/front/calendar-feed', headers: as.firmInspector })).statusCode,
      204,
    );
    assert.equal((await ctx.app.inject({ url: renewedPath })).statusCode, 404);
    // revoking again is no error and records nothing more
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: '/front/calendar-feed', headers: as.firmInspector })).statusCode,
      204,
    );
    const revocations = await ctx.db
      .selectFrom('audit_events')
      .select('kind')
      .where('owner_user_id', '=', ids.firmInspector)
      .where('kind', 'in', ['calendar_feed.created', 'calendar_feed.revoked'])
      .execute();
    assert.deepEqual(revocations.map((event) => event.kind).sort(), [
      'calendar_feed.created',
      'calendar_feed.created',
      'calendar_feed.revoked',
    ]);
    assert.equal((await ctx.app.inject({ url: `/calendar/${'A'.repeat(43)}.ics` })).statusCode, 404);
    assert.equal((await ctx.app.inject({ url: '/calendar/whatever' })).statusCode, 404);
  });

  it('filters the reports list by branch, inspector and planned days; the field app lists by planned time', async () => {
    const early = await newReport('firmInspector');
    const late = await newReport('firmInspector');
    const unplanned = await newReport('firmInspector');
    // Friday 4 December 2026, 23:30 Brussels is still the 4th there (22:30 UTC)
    const fridayNight = Date.UTC(2026, 11, 4, 22, 30) / 1000;
    await plan(late, as.firmManager, { inspector_id: ids.firmInspector, start: fridayNight, minutes: 30 });
    await plan(early, as.firmManager, { inspector_id: ids.firmInspector, start: tuesday - 86_400 * 7, minutes: 30 });
    const list = async (query: string) =>
      (
        (await ctx.app.inject({ url: `/front/reports/?per_page=100&${query}`, headers: as.firmManager })).json()
          .data as { id: number }[]
      ).map((row) => row.id);
    const friday = await list('planned_from=2026-12-04&planned_to=2026-12-04');
    assert.ok(friday.includes(late));
    assert.ok(!friday.includes(early) && !friday.includes(unplanned));
    assert.ok(!(await list('planned_from=2026-12-05')).includes(late));
    const byInspector = await list(`inspector_id=${ids.firmInspector}`);
    assert.ok(byInspector.includes(early) && byInspector.includes(late) && !byInspector.includes(unplanned));
    const page = (
      await ctx.app.inject({ url: `/front/reports/?inspector_id=${ids.firmInspector}`, headers: as.firmManager })
    ).json();
    assert.equal(page.pagination.total, page.data.length);
    const organisation = (await ctx.app.inject({ url: '/front/me', headers: as.firmManager })).json().organisation.id;
    const branches = (
      await ctx.app.inject({ url: `/front/organisations/${organisation}`, headers: as.firmManager })
    ).json().branches;
    const antwerpen = branches.find((branch: { name: string }) => branch.name === 'Antwerpen').id;
    assert.ok(!(await list(`branch_id=${antwerpen}`)).includes(late));
    assert.equal(
      (await ctx.app.inject({ url: '/front/reports/?planned_from=2026-13-01', headers: as.firmManager })).statusCode,
      422,
    );

    const waiting = (await ctx.app.inject({ url: '/app/reports', headers: as.firmInspector })).json() as {
      id: number;
      kind: string;
      planned_start: number | null;
    }[];
    const order = waiting.filter((item) => item.kind === 'report').map((item) => item.id);
    assert.ok(order.indexOf(early) < order.indexOf(late));
    assert.ok(order.indexOf(late) < order.indexOf(unplanned));
    assert.equal(waiting.find((item) => item.id === late)?.planned_start, fridayNight);
  });
});
