/**
 * Personal data (issue 25, docs/product.md "Personal data" and "Audit"): national register numbers
 * checked with their check digits on every write, stored encrypted, answered masked, revealed in
 * full only by an audited call, printed only when the configuration says so; the start refuses a
 * missing key while encrypted data exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditEvent, Party, ReportDetail } from 'shared-api/contract';
import { documentPdf, injectSend, multipart, pdfText, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp } from './tablet';
import { buildApp } from '../src/app';
import { DATA_KEY_FILE } from '../src/modules/personal-data/data-key';
import { sealClearNumbers } from '../src/modules/personal-data/national-numbers';

type Headers = Record<string, string>;

/** A valid number of a birth in 1985 and one of a birth in 2001 (check on 2 000 000 000 + n). */
const NUMBER_1985 = '85.07.30-033.28';
const NUMBER_2001 = '01 02 03 005 66';
const MASKED = /^••\.••\.••-•••\.\d{2}$/;

const tenant = (number: string | null) => ({
  uuid: null,
  type: 'tenant',
  first_name: 'Lotte',
  last_name: 'Peeters',
  email: 'lotte@voorbeeld.be',
  national_security_number: number,
});
const landlord = (number: string | null) => ({
  uuid: null,
  type: 'landlord',
  company_name: 'Immo Noord bv',
  represented_by: [{ key: 'r1', first_name: 'Jan', last_name: 'Claes', national_security_number: number }],
});

/** Every national register number of `parties`, representatives included. */
const numbersOf = (parties: Party[]) =>
  parties.flatMap((party) => [
    party.national_security_number,
    ...party.represented_by.map((rep) => rep.national_security_number ?? null),
  ]);

describe('personal data: national register numbers (docs/product.md "Personal data")', () => {
  let ctx: TestContext;
  let user: Headers;
  let other: Headers;
  let admin: Headers;
  let reportId: number;
  let hashedId: string;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    other = await ctx.auth('expiring');
    admin = await ctx.auth('admin');
    reportId = await reportInApp(ctx, 'user', { parties: [tenant(NUMBER_1985), landlord(NUMBER_2001)] });
    await completeInApp(injectSend(ctx.app, user), reportId, { photos: 0 });
    await ctx.app.documents.idle();
    hashedId = (
      await ctx.db.selectFrom('reports').select('hashed_id').where('id', '=', reportId).executeTakeFirstOrThrow()
    ).hashed_id;
  });
  after(() => ctx.close());

  const get = (url: string, headers: Headers = user) => ctx.app.inject({ url, headers });
  const detail = async () => (await get(`/front/reports/${reportId}`)).json() as ReportDetail;
  /** Reveals the number of the tenant, or with `suffix` of the landlord's representative. */
  const reveal = (headers: Headers, suffix = '') =>
    detail().then((report) =>
      ctx.app.inject({
        url: `/front/reports/${reportId}/parties/${report.parties[suffix ? 1 : 0].uuid}${suffix}/national-number`,
        headers: { ...headers, 'user-agent': 'personal-data-test/1.0' },
      }),
    );

  it('refuses a wrong check digit and "123" with a 422 on the field, and takes both centuries', async () => {
    const create = (parties: object[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/front/reports/',
        headers: user,
        payload: { type: 'enter', ready_for_app: false, parties },
      });
    for (const [parties, field] of [
      [[tenant('85.07.30-033.29')], 'parties.0.national_security_number'],
      [[tenant('123')], 'parties.0.national_security_number'],
      [[tenant(null), landlord('01.02.03-005.65')], 'parties.1.represented_by.0.national_security_number'],
    ] as const) {
      const response = await create([...parties]);
      assert.equal(response.statusCode, 422, response.body);
      assert.deepEqual(response.json().errors[field], ['Vul een geldig rijksregisternummer in.']);
    }
    // the report of `before` was saved with both numbers (1985 and 2001)
    assert.equal(
      numbersOf((await detail()).parties).filter((value) => value !== null).length,
      2,
      'both valid numbers were stored',
    );
  });

  it('stores the number encrypted: the column holds none of its digits', async () => {
    const party = await ctx.db
      .selectFrom('parties')
      .select('national_security_number')
      .where('report_id', '=', reportId)
      .where('type', '=', 'tenant')
      .executeTakeFirstOrThrow();
    const stored = party.national_security_number!;
    assert.match(stored, /^v1:[A-Za-z0-9+/]+=*$/);
    // IV 12 bytes, tag 16 bytes, and the 11 digits encrypted
    assert.equal(Buffer.from(stored.slice(3), 'base64').length, 12 + 16 + 11);
    for (const part of ['85073003328', '850730', '03328', '85.07', '033.28']) assert.ok(!stored.includes(part));
    const representative = await ctx.db
      .selectFrom('representatives')
      .select('national_security_number')
      .where('key', '=', 'r1')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.match(representative.national_security_number!, /^v1:/);
    assert.ok(!representative.national_security_number!.includes('0102030056'));
    // the seed's numbers, written in clear, were encrypted at start; a second pass changes nothing
    const clear = await ctx.db
      .selectFrom('parties')
      .select('id')
      .where('national_security_number', 'is not', null)
      .where('national_security_number', 'not like', 'v1:%')
      .execute();
    assert.equal(clear.length, 0);
    assert.equal(await sealClearNumbers(ctx.db, ctx.app.personalData), 0);
  });

  it('masks the number in every answer that carries parties', async () => {
    const answers = {
      detail: (await detail()).parties,
      list: (await get('/front/reports/?per_page=100')).json().data.flatMap((report: ReportDetail) => report.parties),
      postEditing: (await get(`/front/reports/${reportId}/post-editing`)).json().parties,
      // the seeded reports of the app: their numbers too
      seededList: (await get('/front/reports/?per_page=100', admin))
        .json()
        .data.flatMap((report: ReportDetail) => report.parties),
    };
    // the tenant, the landlord company (no number) and its representative
    assert.deepEqual(numbersOf(answers.detail), ['••.••.••-•••.28', null, '••.••.••-•••.66']);
    assert.deepEqual(numbersOf(answers.postEditing), ['••.••.••-•••.28', null, '••.••.••-•••.66']);
    for (const [name, parties] of Object.entries(answers)) {
      const numbers = numbersOf(parties).filter((value) => value !== null);
      assert.ok(numbers.length > 0, `${name} carries numbers`);
      for (const number of numbers) assert.match(number!, MASKED, name);
    }
    // the tablet's download of a report waiting in the app
    const waiting = await reportInApp(ctx, 'user', { parties: [tenant(NUMBER_1985)] });
    const download = await get(`/app/reports/${waiting}`);
    assert.equal(download.statusCode, 200);
    assert.deepEqual(numbersOf(download.json().parties), ['••.••.••-•••.28']);
    for (const body of [download.body, (await get(`/front/reports/${reportId}`)).body])
      assert.ok(!body.includes('85.07.30') && !body.includes('85073003328'));
  });

  it('keeps the stored number when a write sends the mask back (report form, post-editing, addendum)', async () => {
    const draft = await reportInApp(ctx, 'user', { ready_for_app: false, parties: [tenant(NUMBER_1985)] });
    const draftDetail = (await get(`/front/reports/${draft}`)).json() as ReportDetail;
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/front/reports/${draft}`,
      headers: user,
      payload: {
        type: 'enter',
        home_id: draftDetail.homes[0].id,
        place_id: draftDetail.place_id,
        document_configuration_id: draftDetail.config?.id,
        ready_for_app: false,
        parties: draftDetail.parties,
      },
    });
    assert.equal(patch.statusCode, 200, patch.body);
    const draftParty = (await get(`/front/reports/${draft}`)).json().parties[0];
    const revealed = await ctx.app.inject({
      url: `/front/reports/${draft}/parties/${draftParty.uuid}/national-number`,
      headers: user,
    });
    assert.equal(revealed.json().national_number, NUMBER_1985);

    const editing = (await get(`/front/reports/${reportId}/post-editing`)).json();
    const save = {
      homes: editing.answers,
      parties: editing.parties,
      place: { remarks: editing.place?.remarks ?? null },
      circumstances: [],
    };
    const bad = structuredClone(save);
    bad.parties[0].national_security_number = '123';
    bad.parties[0].email = 'geen-adres';
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${reportId}/addenda`,
      headers: user,
      payload: bad,
    });
    assert.equal(refused.statusCode, 422);
    assert.ok(refused.json().errors['parties.0.national_security_number']);
    assert.ok(refused.json().errors['parties.0.email']);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${reportId}/addenda`,
      headers: user,
      payload: save,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    await ctx.app.documents.idle();
    assert.equal((await reveal(user)).json().national_number, NUMBER_1985);

    const homes = structuredClone(editing.answers);
    homes[0].floors[0].rooms[0].is_edited = true;
    const wrongCheck = structuredClone(save);
    wrongCheck.parties[1].represented_by[0].national_security_number = '01.02.03-005.65';
    const addendumRefused = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/addenda?keep_signatures=true`,
      headers: user,
      payload: { ...wrongCheck, homes },
    });
    assert.equal(addendumRefused.statusCode, 422);
    assert.ok(addendumRefused.json().errors['parties.1.represented_by.0.national_security_number']);
    const addendum = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/addenda?keep_signatures=true`,
      headers: user,
      payload: { ...save, homes },
    });
    assert.equal(addendum.statusCode, 201, addendum.body);
    await ctx.app.documents.idle();
    const stored = await ctx.db
      .selectFrom('addenda')
      .select('parties')
      .where('id', '=', addendum.json().id)
      .executeTakeFirstOrThrow();
    const text = JSON.stringify(stored.parties);
    assert.ok(!text.includes('85073003328') && !text.includes('85.07.30') && !text.includes('•'));
    assert.match(stored.parties![0].national_security_number!, /^v1:/);
  });

  it('reveals the full number to the owner and an admin, audited; another account gets 404', async () => {
    assert.equal((await reveal({})).statusCode, 401);
    assert.equal((await reveal(other)).statusCode, 404);
    const before = (await get(`/front/reports/${reportId}/audit-events`)).json() as AuditEvent[];
    const response = await reveal(user);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { national_number: NUMBER_1985 });
    const byAdmin = await reveal(admin, '/representatives/r1');
    assert.deepEqual(byAdmin.json(), { national_number: '01.02.03-005.66' });
    assert.equal((await reveal(user, '/representatives/onbekend')).statusCode, 404);

    const events = (await get(`/front/reports/${reportId}/audit-events`)).json() as AuditEvent[];
    assert.equal(events.length, before.length + 2);
    const [representative, party] = events;
    assert.equal(party.kind, 'national_number.revealed');
    assert.equal(party.subject, 'Lotte Peeters');
    assert.equal(party.actor_name, 'Jan Janssens');
    assert.equal(party.user_agent, 'personal-data-test/1.0');
    assert.ok(party.ip);
    assert.equal(representative.subject, 'Jan Claes');
    assert.notEqual(representative.actor_name, 'Jan Janssens');
    assert.equal((await get(`/front/reports/${reportId}/audit-events`, admin)).json().length, events.length);
    assert.equal((await get(`/front/reports/${reportId}/audit-events`, other)).statusCode, 404);
    assert.equal((await get(`/front/reports/${reportId}/audit-events`, {})).statusCode, 401);
  });

  it('prints the number in the PDF only when the document configuration says so', async () => {
    const pdf = async () => (await pdfText((await documentPdf(ctx, hashedId)).rawPayload)).text;
    assert.ok(!(await pdf()).includes('85.07.30'), 'not printed by default');
    const [config] = (await get('/front/document_configurations/')).json().data;
    assert.equal(config.print_national_numbers, false);
    const form = await multipart({ name: config.name, print_national_numbers: '1' });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/front/document_configurations/${config.id}`,
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await get(`/front/document_configurations/${config.id}`)).json().print_national_numbers, true);
    const regenerate = await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: user });
    assert.equal(regenerate.statusCode, 202, regenerate.body);
    await ctx.app.documents.idle();
    assert.match(await pdf(), /Rijksregisternr\. 85\.07\.30-033\.28/);
  });

  it('refuses to start when the key file is missing while encrypted data exists, or the key is wrong', async () => {
    const file = path.join(ctx.config.dataDir, DATA_KEY_FILE);
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    const kept = `${file}.kept`;
    fs.renameSync(file, kept);
    try {
      await assert.rejects(buildApp(ctx.config, ctx.db), /data key file .* is missing/);
      assert.ok(!fs.existsSync(file), 'no new key was made');
      await assert.rejects(
        buildApp({ ...ctx.config, dataKey: Buffer.alloc(32, 7).toString('base64') }, ctx.db),
        /does not open/,
      );
      await assert.rejects(buildApp({ ...ctx.config, dataKey: 'te-kort' }, ctx.db), /32 bytes/);
    } finally {
      fs.renameSync(kept, file);
    }
  });
});
