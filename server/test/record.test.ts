import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContentHome, ContentQuestion, PostEditingReport, ReportDetail } from 'shared-api/contract';
import { injectSend, pdfText, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp } from './tablet';

type Headers = { authorization: string };

/** Every question of a tree, by uuid. */
const questionsOf = (homes: ContentHome[]) =>
  new Map(
    homes
      .flatMap((home) => [
        ...(home.entities ?? []),
        ...(home.floors ?? []).flatMap((floor) => (floor.rooms ?? []).flatMap((room) => room.entities ?? [])),
      ])
      .flatMap((entity) => entity.questions ?? [])
      .map((question): [string, ContentQuestion] => [question.uuid, question]),
  );

describe('the document of record (issue 21)', () => {
  let ctx: TestContext;
  let user: Headers;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
  });
  after(() => ctx.close());

  const load = async (id: number) => {
    const response = await ctx.app.inject({ url: `/front/reports/${id}/post-editing`, headers: user });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as PostEditingReport;
  };
  const save = (id: number, report: PostEditingReport, homes = report.answers) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${id}/addenda`,
      headers: user,
      payload: {
        homes,
        parties: report.parties,
        place: { remarks: report.place?.remarks ?? null },
        circumstances: report.circumstances.filter((row) => row.checked).map((row) => row.key),
      },
    });
  const newestPdf = async (id: number) => {
    await ctx.app.documents.idle();
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json() as ReportDetail;
    const pdf = await ctx.app.inject({ url: `/reports/pdf/${detail.hashed_id}` });
    assert.equal(pdf.statusCode, 200);
    return (await pdfText(pdf.rawPayload)).text;
  };

  it('keeps the JSON type of every answer from the app through post-editing to the PDF, and refuses a wrong type', async () => {
    const id = await reportInApp(ctx, 'user');
    const { content } = await completeInApp(injectSend(ctx.app, user), id, { photos: 1 });
    const sent = questionsOf(content.homes);
    const typed = [...sent.values()].filter((question) =>
      question.answers.some((answer) => typeof answer !== 'string'),
    );
    assert.ok(
      typed.some((question) => typeof question.answers[0] === 'number'),
      'the app sent numbers',
    );
    assert.ok(
      typed.some((question) => typeof question.answers[0] === 'boolean'),
      'the app sent booleans',
    );
    const afterSync = questionsOf((await load(id)).answers);
    for (const [uuid, question] of sent) assert.deepEqual(afterSync.get(uuid)?.answers, question.answers, uuid);

    const report = await load(id);
    const homes = structuredClone(report.answers);
    const questions = questionsOf(homes);
    const number = [...questions.values()].find((question) => question.type === 'number')!;
    const yesNo = [...questions.values()].find((question) => question.type === 'bool')!;
    number.answers = ['3'];
    const refused = await save(id, report, homes);
    assert.equal(refused.statusCode, 422, refused.body);
    assert.deepEqual(Object.keys(refused.json().errors), [`questions.${number.uuid}.answers`]);
    number.answers = [2.5];
    yesNo.answers = [false];
    assert.equal((await save(id, report, homes)).statusCode, 200);
    const afterEdit = questionsOf((await load(id)).answers);
    for (const [uuid, question] of questions) assert.deepEqual(afterEdit.get(uuid)?.answers, question.answers, uuid);
    assert.deepEqual(afterEdit.get(number.uuid)?.answers, [2.5]);
    assert.deepEqual(afterEdit.get(yesNo.uuid)?.answers, [false]);

    const text = (await newestPdf(id)).replace(/\s+/g, ' ');
    assert.ok(text.includes(`${number.question}: 2,5`), 'a number prints with the decimal comma');
    assert.ok(text.includes(`${yesNo.question}: Neen`), 'a boolean prints as a word');
  });
});
