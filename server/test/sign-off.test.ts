/**
 * Sign-off by link (issue 25, docs/product.md "Sign-off by link"): requests mailed to parties,
 * the public page opened, remarked on and signed once through the token alone, tampered, expired
 * and withdrawn links, the evidence of a signature and the certificate page of the next version,
 * remarks becoming a draft addendum that the inspector accepts or rejects, the audit events of
 * every step, and no token in any answer.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import {
  placeText,
  REPORT_AUDIT_KINDS,
  type AuditEvent,
  type PublicSignOff,
  type ReportDetail,
  type SignOffOverview,
} from 'shared-api/contract';
import {
  documentPdf,
  injectSend,
  outbox,
  pdfText,
  reportInApp,
  signOffTokenFor,
  startTestApp,
  type TestContext,
} from './helpers';
import { completeInApp, photoJpeg, sha256, signaturePng } from './tablet';

type Headers = Record<string, string>;

/** Mails in the outbox as decoded text (quoted-printable soft breaks and `=3D` undone). */
const mails = (ctx: TestContext) => outbox(ctx).map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));

describe('sign-off by link (issue 25)', () => {
  let ctx: TestContext;
  let user: Headers;
  let reportId: number;
  let detail: ReportDetail;
  /** Every answer's body, to look for tokens in. */
  const answers: string[] = [];
  const call = async (request: InjectOptions) => {
    const response = await ctx.app.inject(request);
    answers.push(response.body);
    return response;
  };
  const page = (token: string, headers: Headers = {}) => call({ url: `/public/sign-off/${token}`, headers });
  const remark = (token: string, remarks: { item_uuid: string | null; text: string }[]) =>
    call({ method: 'POST', url: `/public/sign-off/${token}/remarks`, payload: { remarks } });
  const sign = (token: string, signature: string, approved = true) =>
    call({
      method: 'POST',
      url: `/public/sign-off/${token}/signature`,
      headers: { 'user-agent': 'Testbrowser/1.0 (sign-off)', 'x-forwarded-for': '203.0.113.9' },
      payload: { signature, approved },
    });
  const overview = async () => {
    const response = await call({ url: `/front/reports/${reportId}/sign-off`, headers: user });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as SignOffOverview;
  };
  /** The report's sign-off and personal-data events (its Logboek's kinds), oldest first. */
  const auditKinds = async () =>
    (
      await ctx.db
        .selectFrom('audit_events')
        .select('kind')
        .where('report_id', '=', reportId)
        .where('kind', 'in', REPORT_AUDIT_KINDS)
        .orderBy('id')
        .execute()
    ).map((row) => row.kind);
  const pngUrl = async (name: string) => `data:image/png;base64,${(await signaturePng(name)).toString('base64')}`;
  const partyUuid = (type: string) => detail.parties.find((party) => party.type === type)!.uuid;

  before(async () => {
    ctx = await startTestApp({ trustProxy: ['127.0.0.1'] });
    user = await ctx.auth('user');
    reportId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), reportId, { photos: 1 });
    await ctx.app.documents.idle();
    detail = (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers: user })).json();
  });
  after(() => ctx.close());

  it('refuses a request outside the rules: the remark window, unknown parties, no e-mail, an unfinished report', async () => {
    const post = (id: number, payload: object) =>
      call({ method: 'POST', url: `/front/reports/${id}/sign-off`, headers: user, payload });
    const tenant = partyUuid('tenant');
    for (const days of [0, 61]) {
      const response = await post(reportId, { party_uuids: [tenant], remark_days: days });
      assert.equal(response.statusCode, 422);
      assert.ok(response.json().errors.remark_days, response.body);
    }
    const unknown = await post(reportId, { party_uuids: [tenant, '00000000-0000-7000-8000-000000000000'] });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(Object.keys(unknown.json().errors), ['party_uuids.1']);

    const noSettlement = await post(reportId, { party_uuids: [tenant], document: 'settlement' });
    assert.equal(noSettlement.statusCode, 409, 'no settlement version is ready');
    assert.match(noSettlement.json().message, /nog geen versie/);

    const draft = await reportInApp(ctx, 'user', {
      parties: [{ uuid: null, type: 'tenant', first_name: 'Zonder', last_name: 'Mail' }],
    });
    const unfinished = await post(draft, { party_uuids: [tenant] });
    assert.equal(unfinished.statusCode, 409);
    await completeInApp(injectSend(ctx.app, user), draft, { photos: 0 });
    await ctx.app.documents.idle();
    const withoutMail = (await ctx.app.inject({ url: `/front/reports/${draft}`, headers: user })).json();
    const noEmail = await post(draft, { party_uuids: [withoutMail.parties[0].uuid] });
    assert.equal(noEmail.statusCode, 422);
    assert.match(noEmail.json().errors['party_uuids.0'][0], /Zonder Mail heeft geen e-mailadres/);
    assert.equal((await overview()).requests.length, 0, 'nothing was asked');
  });

  it('mails each party and representative its own link, valid for the remark window, and lists the requests', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await call({
      method: 'POST',
      url: `/front/reports/${reportId}/sign-off`,
      headers: user,
      payload: { party_uuids: [partyUuid('tenant'), partyUuid('landlord')] },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { requests } = response.json() as SignOffOverview;
    assert.deepEqual(
      requests.map((request) => [request.name, request.role, request.email, request.state, request.version]),
      [
        ['Lotte Peeters', 'tenant', 'lotte@voorbeeld.be', 'sent', 1],
        ['Immo Noord bv', 'landlord', 'info@immonoord.be', 'sent', 1],
        ['Jan Claes', 'representative', 'jan@immonoord.be', 'sent', 1],
      ],
    );
    for (const request of requests) {
      assert.ok(Math.abs(request.expires_at - (before + 10 * 86_400)) < 60, 'ten days by default');
      assert.equal(request.document, 'report');
    }
    const tokens = requests.map((request) => signOffTokenFor(ctx, request.email));
    assert.equal(new Set(tokens).size, 3, 'one token each');
    const trail = (
      await call({ url: `/front/reports/${reportId}/audit-events`, headers: user })
    ).json() as AuditEvent[];
    const asked = trail.filter((event) => event.kind === 'sign_off.requested');
    assert.deepEqual(
      asked.map((event) => [event.subject, event.actor_name]),
      [
        ['Jan Claes', 'Jan Janssens'],
        ['Immo Noord bv', 'Jan Janssens'],
        ['Lotte Peeters', 'Jan Janssens'],
      ],
      'the inspector who asked is named',
    );
    const mail = mails(ctx).find((text) => text.includes('To: lotte@voorbeeld.be') && text.includes('/sign-off/'))!;
    assert.ok(mail.includes(`${ctx.config.publicUrl}/sign-off/${tokens[0]}`));
    assert.match(mail, /Subject: Graag lezen en ondertekenen/);
    const stored = await ctx.db.selectFrom('sign_off_requests').select('token_hash').execute();
    assert.deepEqual(
      stored.map((row) => row.token_hash).sort(),
      tokens.map((token) => sha256(Buffer.from(token))).sort(),
      'only the hashes are stored',
    );
    assert.deepEqual(await auditKinds(), ['sign_off.requested', 'sign_off.requested', 'sign_off.requested']);
  });

  it('opens the page with the token alone, once audited, and streams exactly that PDF version', async () => {
    const token = signOffTokenFor(ctx, 'lotte@voorbeeld.be');
    const first = await page(token);
    assert.equal(first.statusCode, 200, first.body);
    const view = first.json() as PublicSignOff;
    const version = await ctx.db
      .selectFrom('documents')
      .select(['sha256', 'version'])
      .where('report_id', '=', reportId)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    assert.equal(first.headers['cache-control'], 'no-store');
    assert.equal(view.party_name, 'Lotte Peeters');
    assert.equal(view.state, 'opened');
    assert.equal(view.version, 1);
    assert.equal(view.sha256, version.sha256);
    assert.equal(view.reference, `PB-${String(reportId).padStart(6, '0')}`);
    assert.equal(view.language, 'nl');
    assert.ok(view.address, 'the page names the property');
    assert.equal(view.address, placeText(detail.place));
    assert.ok(
      view.items.some((item) => item.path.length === 3),
      'rooms to remark on',
    );
    assert.ok(!view.pdf_url.includes(token));
    assert.equal((await page(token)).statusCode, 200);
    assert.equal((await auditKinds()).filter((kind) => kind === 'sign_off.opened').length, 1);
    const pdf = await call({ url: `/public/sign-off/${token}/pdf` });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(sha256(pdf.rawPayload), version.sha256);
    const signed = await ctx.app.inject({ url: view.pdf_url });
    assert.equal(sha256(signed.rawPayload), version.sha256, 'the signed file URL serves the same version');
  });

  it('answers 404 to an unknown or altered token', async () => {
    const token = signOffTokenFor(ctx, 'lotte@voorbeeld.be');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [altered, 'abc', `${token}x`]) {
      assert.equal((await page(candidate)).statusCode, 404);
      assert.equal((await remark(candidate, [{ item_uuid: null, text: 'x' }])).statusCode, 404);
    }
  });

  it('keeps remarks per room and in general, as a draft addendum that leaves the record unchanged', async () => {
    const token = signOffTokenFor(ctx, 'lotte@voorbeeld.be');
    const view = (await page(token)).json() as PublicSignOff;
    const room = view.items.find((item) => item.path.length === 3)!;
    const bad = await remark(token, [
      { item_uuid: room.uuid, text: '  ' },
      { item_uuid: '00000000-0000-7000-8000-000000000000', text: 'Elders' },
    ]);
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['remarks.0.text', 'remarks.1.item_uuid']);
    const roomBefore = await ctx.db
      .selectFrom('report_rooms')
      .select('remarks')
      .where('uuid', '=', room.uuid)
      .executeTakeFirstOrThrow();

    const given = await remark(token, [
      { item_uuid: room.uuid, text: 'Vochtplek boven het raam niet vermeld.' },
      { item_uuid: null, text: 'Sleutel van de kelder ontbreekt.' },
    ]);
    assert.equal(given.statusCode, 200, given.body);
    assert.equal(given.json().state, 'remarked');
    assert.deepEqual(
      given.json().remarks.map((item: { path: string[]; text: string }) => [item.path, item.text]),
      [
        [room.path, 'Vochtplek boven het raam niet vermeld.'],
        [[], 'Sleutel van de kelder ontbreekt.'],
      ],
    );
    const { remark_addenda: addenda } = await overview();
    assert.equal(addenda.length, 1);
    assert.equal(addenda[0].state, 'draft');
    assert.equal(addenda[0].party_name, 'Lotte Peeters');
    const addendum = await ctx.db
      .selectFrom('addenda')
      .selectAll()
      .where('id', '=', addenda[0].addendum_id)
      .executeTakeFirstOrThrow();
    assert.equal(addendum.state, 'start', 'a draft, not in the app');
    assert.match(addendum.place_remarks!, /^Opmerking van Lotte Peeters op .*: Sleutel van de kelder ontbreekt\.$/);
    const copied = await ctx.db
      .selectFrom('report_rooms as ro')
      .innerJoin('report_floors as fl', 'fl.uuid', 'ro.floor_uuid')
      .innerJoin('report_homes as h', 'h.uuid', 'fl.home_uuid')
      .select(['ro.name', 'ro.remarks'])
      .where('h.addendum_id', '=', addendum.id)
      .execute();
    assert.equal(copied.length, 1);
    assert.equal(copied[0].name, room.path[2]);
    assert.match(copied[0].remarks!, /Opmerking van Lotte Peeters op .*: Vochtplek boven het raam niet vermeld\./);
    const roomAfter = await ctx.db
      .selectFrom('report_rooms')
      .select('remarks')
      .where('uuid', '=', room.uuid)
      .executeTakeFirstOrThrow();
    assert.equal(roomAfter.remarks, roomBefore.remarks, 'the record is not written');
  });

  it('signs once, only with "read and approved" and a real PNG, and keeps the evidence bound to the version shown', async () => {
    const token = signOffTokenFor(ctx, 'lotte@voorbeeld.be');
    const unapproved = await sign(token, await pngUrl('Peeters'), false);
    assert.equal(unapproved.statusCode, 422);
    assert.ok(unapproved.json().errors.approved);
    const jpeg = `data:image/png;base64,${(await photoJpeg(40, 30, 1)).toString('base64')}`;
    for (const signature of [jpeg, 'data:image/png;base64,AAAA', 'geen afbeelding']) {
      const response = await sign(token, signature);
      assert.equal(response.statusCode, 422, signature.slice(0, 30));
      assert.ok(response.json().errors.signature);
    }
    const signed = await sign(token, await pngUrl('Peeters'));
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(signed.json().state, 'signed');
    assert.ok(signed.json().signed_at);

    const version1 = await ctx.db
      .selectFrom('documents')
      .select(['sha256', 'content_sha256'])
      .where('report_id', '=', reportId)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    const evidence = await ctx.db.selectFrom('sign_off_signatures').selectAll().executeTakeFirstOrThrow();
    assert.equal(evidence.name, 'Lotte Peeters');
    assert.equal(evidence.version, 1);
    assert.equal(evidence.pdf_sha256, version1.sha256);
    assert.equal(evidence.content_sha256, version1.content_sha256);
    assert.equal(evidence.ip, '203.0.113.9');
    assert.equal(evidence.user_agent, 'Testbrowser/1.0 (sign-off)');
    assert.equal(evidence.remarks.length, 2, 'the remarks it was given with');
    const signature = await ctx.db
      .selectFrom('signatures')
      .selectAll()
      .where('id', '=', evidence.signature_id)
      .executeTakeFirstOrThrow();
    assert.equal(signature.version, 1);
    assert.equal(signature.content_sha256, version1.content_sha256);

    for (const response of [
      await sign(token, await pngUrl('Peeters')),
      await remark(token, [{ item_uuid: null, text: 'Nog iets' }]),
    ]) {
      assert.equal(response.statusCode, 410);
      assert.match(response.json().message, /Deze link werd al gebruikt/);
    }
    const french = await sign(token, await pngUrl('Peeters'));
    assert.match(french.json().message, /Deze link werd al gebruikt/);
    const frenchRemark = await call({
      method: 'POST',
      url: `/public/sign-off/${token}/remarks`,
      headers: { 'accept-language': 'fr' },
      payload: { remarks: [{ item_uuid: null, text: 'Encore' }] },
    });
    assert.match(frenchRemark.json().message, /Ce lien a déjà été utilisé/);
    // the party still reads, and downloads, what they signed (issue 43)
    const after = await page(token);
    assert.equal(after.statusCode, 200, after.body);
    assert.equal((after.json() as PublicSignOff).state, 'signed');
    const signedPdf = await call({ url: `/public/sign-off/${token}/pdf` });
    assert.equal(signedPdf.statusCode, 200);
    assert.equal(sha256(signedPdf.rawPayload), version1.sha256);
    const linked = await call({ url: (after.json() as PublicSignOff).pdf_url });
    assert.equal(linked.statusCode, 200);
    assert.equal((await auditKinds()).filter((kind) => kind === 'sign_off.signed').length, 1);
  });

  it('prints the signature and its certificate in a new version, while the signature stays bound to version 1', async () => {
    await ctx.app.documents.idle();
    const versions = await ctx.db
      .selectFrom('documents')
      .select(['version', 'status', 'sha256', 'content_sha256'])
      .where('report_id', '=', reportId)
      .where('addendum_id', 'is', null)
      .orderBy('version')
      .execute();
    assert.deepEqual(
      versions.map((row) => [row.version, row.status]),
      [
        [1, 'ready'],
        [2, 'ready'],
      ],
    );
    const pdf = await documentPdf(ctx, detail.hashed_id);
    const { text } = await pdfText(pdf.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    assert.match(flat, /Handtekeningcertificaat/);
    // the link signature names the version it binds, under it
    assert.match(flat, /Ondertekend via persoonlijke link op \d\d\/\d\d\/\d{4}, \d\d:\d\d, op versie 1/);
    for (const hash of [versions[0].sha256!, versions[0].content_sha256!])
      assert.ok(text.replace(/\s+/g, '').includes(hash), `the PDF prints ${hash}`);
    assert.match(flat, /203\.0\.113\.9/);
    assert.match(flat, /Testbrowser\/1\.0/);
    assert.match(flat, /Versie 1/);
    const signature = await ctx.db
      .selectFrom('signatures as s')
      .innerJoin('sign_off_signatures as e', 'e.signature_id', 's.id')
      .select(['s.version'])
      .executeTakeFirstOrThrow();
    assert.equal(signature.version, 1);
  });

  it('accepts a party’s remarks: the addendum is finished, its PDF made and the parties mailed', async () => {
    const token = signOffTokenFor(ctx, 'info@immonoord.be');
    const view = (await page(token)).json() as PublicSignOff;
    const object = view.items.find((item) => item.path.length === 4)!;
    assert.equal(
      (await remark(token, [{ item_uuid: object.uuid, text: 'Kras op het aanrecht bestond al.' }])).statusCode,
      200,
    );
    const draft = (await overview()).remark_addenda.find((item) => item.party_name === 'Immo Noord bv')!;
    const accept = (addendumId: number) =>
      call({
        method: 'POST',
        url: `/front/reports/${reportId}/sign-off/remark-addenda/${addendumId}/accept`,
        headers: user,
      });
    const accepted = await accept(draft.addendum_id);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(
      (accepted.json() as SignOffOverview).remark_addenda.find((item) => item.addendum_id === draft.addendum_id)!.state,
      'accepted',
    );
    assert.equal((await accept(draft.addendum_id)).statusCode, 409);
    assert.equal((await accept(999_999)).statusCode, 404);
    await ctx.app.documents.idle();
    const addendum = await ctx.db
      .selectFrom('addenda')
      .select(['state', 'hashed_id'])
      .where('id', '=', draft.addendum_id)
      .executeTakeFirstOrThrow();
    assert.equal(addendum.state, 'finished');
    const pdf = await documentPdf(ctx, addendum.hashed_id);
    assert.equal(pdf.statusCode, 200);
    assert.match((await pdfText(pdf.rawPayload)).text.replace(/\s+/g, ' '), /Kras op het aanrecht bestond al\./);
    const notices = mails(ctx).filter((mail) => mail.includes('Subject: Opmerkingen aanvaard'));
    assert.deepEqual(notices.map((mail) => /To: (\S+)/.exec(mail)![1]).sort(), [
      'info@immonoord.be',
      'jan@immonoord.be',
      'lotte@voorbeeld.be',
    ]);
  });

  it('rejects a party’s remarks with a reason mailed to it; an empty reason is refused', async () => {
    const token = signOffTokenFor(ctx, 'jan@immonoord.be');
    assert.equal((await remark(token, [{ item_uuid: null, text: 'De meterstand klopt niet.' }])).statusCode, 200);
    const draft = (await overview()).remark_addenda.find((item) => item.party_name === 'Jan Claes')!;
    const reject = (reason: string) =>
      call({
        method: 'POST',
        url: `/front/reports/${reportId}/sign-off/remark-addenda/${draft.addendum_id}/reject`,
        headers: user,
        payload: { reason },
      });
    const empty = await reject('   ');
    assert.equal(empty.statusCode, 422);
    assert.ok(empty.json().errors.reason);
    const rejected = await reject('De foto van de meter toont 1234,5 kWh.');
    assert.equal(rejected.statusCode, 200, rejected.body);
    const answered = (rejected.json() as SignOffOverview).remark_addenda.find(
      (item) => item.addendum_id === draft.addendum_id,
    )!;
    assert.equal(answered.state, 'rejected');
    assert.equal(answered.reason, 'De foto van de meter toont 1234,5 kWh.');
    const mail = mails(ctx).find((text) => text.includes('Subject: Opmerkingen niet aanvaard'))!;
    assert.match(mail, /To: jan@immonoord\.be/);
    assert.match(mail, /De foto van de meter toont 1234,5 kWh\./);
    const addendum = await ctx.db
      .selectFrom('addenda')
      .select('state')
      .where('id', '=', draft.addendum_id)
      .executeTakeFirstOrThrow();
    assert.equal(addendum.state, 'start', 'never finished');
    assert.equal((await remark(token, [{ item_uuid: null, text: 'Toch nog' }])).statusCode, 409);
  });

  it('withdraws a link: it answers 410, and a signed request cannot be withdrawn', async () => {
    const requests = (await overview()).requests;
    const landlord = requests.find((request) => request.name === 'Immo Noord bv')!;
    const revoke = (id: number) =>
      call({ method: 'DELETE', url: `/front/reports/${reportId}/sign-off/${id}`, headers: user });
    const landlordToken = signOffTokenFor(ctx, 'info@immonoord.be');
    const pdfUrl = ((await page(landlordToken)).json() as PublicSignOff).pdf_url;
    const revoked = await revoke(landlord.id);
    assert.equal(revoked.statusCode, 200, revoked.body);
    // the PDF link opened in a browser tab reads a page saying why, not JSON (issue 43)
    const tab = await call({ url: pdfUrl, headers: { accept: 'text/html,*/*;q=0.8' } });
    assert.equal(tab.statusCode, 410);
    assert.match(tab.headers['content-type'] as string, /^text\/html/);
    assert.match(tab.body, /<h1>[^<]*ingetrokken[^<]*<\/h1>/);
    assert.doesNotMatch(tab.body, /Opnieuw proberen/, 'nothing to retry on a withdrawn link');
    assert.equal(
      (revoked.json() as SignOffOverview).requests.find((request) => request.id === landlord.id)!.state,
      'revoked',
    );
    const gone = await page(signOffTokenFor(ctx, 'info@immonoord.be'));
    assert.equal(gone.statusCode, 410);
    assert.match(gone.json().message, /ingetrokken/);
    const signedRequest = requests.find((request) => request.state === 'signed')!;
    assert.equal((await revoke(signedRequest.id)).statusCode, 409);
    assert.equal((await revoke(999_999)).statusCode, 404);
  });

  it('expires a link at the end of the remark window', async () => {
    const jan = (await overview()).requests.find((request) => request.name === 'Jan Claes')!;
    await ctx.db
      .updateTable('sign_off_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', jan.id)
      .execute();
    const token = signOffTokenFor(ctx, 'jan@immonoord.be');
    for (const response of [
      await page(token),
      await remark(token, [{ item_uuid: null, text: 'Te laat' }]),
      await sign(token, await pngUrl('Claes')),
    ]) {
      assert.equal(response.statusCode, 410);
      assert.match(response.json().message, /verlopen/);
    }
    assert.equal((await overview()).requests.find((request) => request.id === jan.id)!.state, 'expired');
  });

  it('writes an audit event for every kind of step, naming the party and its address', async () => {
    const kinds = new Set(await auditKinds());
    for (const kind of [
      'sign_off.requested',
      'sign_off.opened',
      'sign_off.remarked',
      'sign_off.signed',
      'sign_off.revoked',
      'remarks.accepted',
      'remarks.rejected',
    ])
      assert.ok(kinds.has(kind), kind);
    const signed = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('kind', '=', 'sign_off.signed')
      .executeTakeFirstOrThrow();
    assert.equal(signed.actor_name, 'Lotte Peeters');
    assert.equal(signed.actor_user_id, null);
    assert.equal(signed.ip, '203.0.113.9');
  });

  it('asks for a signature of a finished addendum, and prints the certificate on its next version', async () => {
    await ctx.app.documents.idle();
    const editing = (await ctx.app.inject({ url: `/front/reports/${reportId}/post-editing`, headers: user })).json();
    const homes = structuredClone(editing.answers);
    homes[0].floors[0].rooms[0].is_edited = true;
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/addenda?keep_signatures=true`,
      headers: user,
      payload: {
        homes,
        parties: editing.parties,
        place: { remarks: null },
        circumstances: editing.circumstances
          .filter((row: { checked: boolean }) => row.checked)
          .map((row: { key: string }) => row.key),
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const addendumId = created.json().id as number;
    await ctx.app.documents.idle();
    const post = (payload: object) =>
      call({ method: 'POST', url: `/front/reports/${reportId}/sign-off`, headers: user, payload });
    const missing = await post({ party_uuids: [partyUuid('tenant')], document: 'addendum' });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.addendum_id);
    const asked = await post({
      party_uuids: [partyUuid('tenant')],
      document: 'addendum',
      addendum_id: addendumId,
      remark_days: 3,
    });
    assert.equal(asked.statusCode, 200, asked.body);
    const request = (asked.json() as SignOffOverview).requests.at(-1)!;
    assert.deepEqual([request.document, request.addendum_id, request.version], ['addendum', addendumId, 1]);
    const token = signOffTokenFor(ctx, 'lotte@voorbeeld.be');
    const view = (await page(token)).json() as PublicSignOff;
    assert.equal(view.reference, `PB-${String(reportId).padStart(6, '0')}-A${addendumId}`);
    assert.match(view.title, /^Addendum bij/);
    // a version a generator already claimed may have read the addendum before the signature
    const claimed = await ctx.db
      .insertInto('documents')
      .values({ report_id: reportId, addendum_id: addendumId, version: 2, started_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal((await sign(token, await pngUrl('Peeters'))).statusCode, 200);
    await ctx.app.documents.idle();
    const hashedId = (
      await ctx.db.selectFrom('addenda').select('hashed_id').where('id', '=', addendumId).executeTakeFirstOrThrow()
    ).hashed_id;
    const pdf = await documentPdf(ctx, hashedId);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    assert.match(text, /Handtekeningcertificaat/);
    const versions = await ctx.db
      .selectFrom('documents')
      .select(['id', 'version', 'status'])
      .where('addendum_id', '=', addendumId)
      .orderBy('version')
      .execute();
    assert.deepEqual(
      versions.map((row) => [row.version, row.status]),
      [
        [1, 'ready'],
        [2, 'pending'],
        [3, 'ready'],
      ],
      'the signature asked for a version after the claimed one',
    );
    assert.equal(versions[1].id, claimed.id);
    const evidence = await ctx.db
      .selectFrom('sign_off_signatures')
      .select(['version', 'pdf_sha256'])
      .where('addendum_id', '=', addendumId)
      .executeTakeFirstOrThrow();
    assert.ok(text.replace(/\s+/g, '').includes(evidence.pdf_sha256));
  });

  it('never answers a token', () => {
    const tokens = mails(ctx).flatMap((mail) =>
      [...mail.matchAll(/\/sign-off\/([A-Za-z0-9_-]{22})/g)].map((m) => m[1]),
    );
    assert.ok(tokens.length >= 3);
    assert.ok(answers.length > 30);
    for (const token of tokens)
      assert.ok(!answers.some((body) => body.includes(token)), 'a token appears in an answer');
  });
});

describe('sign-off links are rate limited per address (issue 25)', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp({ authRateLimit: 3 })));
  after(() => ctx.close());

  it('answers 429 above the limit, for unknown tokens too', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index++)
      statuses.push((await ctx.app.inject({ url: '/public/sign-off/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode);
    assert.deepEqual(statuses, [404, 404, 404, 429]);
  });

  it('answers a browser that opens a link above the limit with a page in its language and a retry, not JSON (issue 43)', async () => {
    const url = '/public/sign-off/requests/1/pdf?expires=1&signature=x';
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': 'fr-BE,fr;q=0.9' };
    // each route counts on its own: the limit's worth of refused links first
    for (let index = 0; index < 3; index++)
      assert.equal((await ctx.app.inject({ url, headers: browser })).statusCode, 403);
    const opened = await ctx.app.inject({ url, headers: browser });
    assert.equal(opened.statusCode, 429);
    assert.match(opened.headers['content-type'] as string, /^text\/html/);
    assert.ok(!opened.body.trimStart().startsWith('{'), opened.body);
    assert.match(opened.body, /<html lang="fr">/);
    assert.match(opened.body, /Réessayez dans \d+ secondes/);
    assert.match(
      opened.body,
      /<a href="\/public\/sign-off\/requests\/1\/pdf\?expires=1&amp;signature=x">Réessayer<\/a>/,
    );
    // an API call of the page keeps its JSON
    const api = await ctx.app.inject({ url, headers: { accept: 'application/json' } });
    assert.equal(api.statusCode, 429);
    assert.match(api.json().message, /Te veel aanvragen/);
  });
});
