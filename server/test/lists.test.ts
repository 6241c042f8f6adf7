import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { EXACT_TOTAL_UP_TO } from 'shared-api/contract';
import { reportInApp, startTestApp, type TestContext } from './helpers';
import { REPORT_STATE_WORDS, REPORT_TYPE_WORDS } from '../src/db/shown-words';
import { ENTITY_TYPE_WORDS } from '../src/modules/templates/shown-words';
import { searchIsCommon } from '../src/lib/paging';
import { asOwner } from '../src/db/database';
import { en as reportsEN } from '../../mfe-reports/src/messages/en';
import { fr as reportsFR } from '../../mfe-reports/src/messages/fr';
import { nl as reportsNL } from '../../mfe-reports/src/messages/nl';
import { en as templatesEN } from '../../mfe-templates/src/messages/en';
import { fr as templatesFR } from '../../mfe-templates/src/messages/fr';
import { nl as templatesNL } from '../../mfe-templates/src/messages/nl';

const LANGUAGES = ['nl', 'fr', 'en'] as const;
const REPORTS = { nl: reportsNL, fr: reportsFR, en: reportsEN };
const TEMPLATES = { nl: templatesNL, fr: templatesFR, en: templatesEN };
/** The message id of a report state's shown word (mfe-reports `stateMessageId`). */
const stateId = (state: string) =>
  state === 'start' ? 'state.draft' : state === 'finished' ? 'state.finished' : 'state.inApp';

describe('lists at scale (issue 11): indexes and the maintained search text', () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  let reportId: number;
  before(async () => {
    ctx = await startTestApp();
    headers = await ctx.auth('user');
    reportId = await reportInApp(ctx, 'user');
  });
  after(() => ctx.close());

  /** Whether the list finds the test's report for `text` (the seeded reports may match too). */
  const found = async (text: string) =>
    (await ctx.app.inject({ url: `/front/reports/?query=${encodeURIComponent(text)}`, headers }))
      .json()
      .data.some((report: { id: number }) => report.id === reportId);

  it('has an index on every foreign key of our tables (the job queue’s own schema is pg-boss’s)', async () => {
    const { rows } = await sql<{ table: string; column: string }>`
      SELECT c.conrelid::regclass::text AS table, a.attname AS column
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
      ORDER BY 1, 2`.execute(ctx.db);
    assert.deepEqual(rows, []);
  });

  it('answers every list search through its trigram index, PGlite included', async () => {
    for (const [table, index] of [
      ['reports', 'reports_search'],
      ['document_configurations', 'document_configurations_search'],
      ['inquiries', 'inquiries_search'],
      ['template_homes', 'template_homes_search'],
      ['template_entities', 'template_entities_search'],
      ['users', 'users_search'],
      ['places', 'places_search_text'],
    ]) {
      const plan = await ctx.db.transaction().execute(async (trx) => {
        // the seeded tables are small: forbid the sequential scan to see whether the index serves
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`
          EXPLAIN SELECT id FROM ${sql.table(table)} WHERE search_text LIKE '%peeters%'`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      assert.match(plan, new RegExp(index), `${table}: ${plan}`);
    }
  });

  /**
   * Whether the admin's reports list answers `text` with the rows and total of its words' `LIKE`s
   * alone (asserted), and finds the test's report among them.
   */
  const agree = async (text: string) => {
    const admin = await ctx.auth('admin');
    const answer = (
      await ctx.app.inject({ url: `/front/reports/?query=${encodeURIComponent(text)}&per_page=100`, headers: admin })
    ).json();
    const { rows } = await sql<{ id: number }>`SELECT id FROM reports WHERE ${sql.join(
      text
        .toLowerCase()
        .split(' ')
        .map((word) => sql`search_text LIKE ${`%${word}%`}`),
      sql` AND `,
    )} ORDER BY id`.execute(ctx.db);
    assert.deepEqual(
      answer.data.map((report: { id: number }) => report.id),
      rows.slice(0, 100).map((row) => row.id),
      text,
    );
    assert.equal(answer.pagination.total, rows.length, text);
    return rows.some((row) => row.id === reportId);
  };

  it('finds the words of a search in any order and in part, through the trigram index (issue 43)', async () => {
    assert.equal(await found('Korenm 7'), true, 'a partial word');
    assert.equal(await found('Gent Korenmarkt'), true, 'another order');
    assert.equal(await found('peeters korenmarkt'), true, 'a party and the address');
    assert.equal(await found('Korenmarkt 8'), false, 'every word must be found');
    const plan = await ctx.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM reports WHERE search_text LIKE '%sint-pieters%' AND search_text LIKE '%48%'`.execute(
        trx,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    assert.match(plan, /reports_search/, plan);
  });

  it('finds a short word with a digit through the index of the search text’s numbers, the rows LIKE finds (migration 035)', async () => {
    const { rows: pieces } = await sql<{ piece: string }>`
      SELECT unnest(search_number_pieces(${'korenmarkt 112 9000 gent\nb3 x 4a, één'})) AS piece ORDER BY 1`.execute(
      ctx.db,
    );
    assert.deepEqual(
      pieces.map((row) => row.piece),
      ['0', '00', '1', '11', '12', '2', '3', '4', '4a', '9', '90', 'b3'],
    );
    assert.equal(await agree('Korenm 7'), true);
    assert.equal(await agree('Korenm 3b'), false);
    for (const text of ['7', 'Gent 9', '1 0', 'korenmarkt 7b']) await agree(text);
    // the pieces follow the search text, which triggers keep: the report's house number changes
    await sql`UPDATE addresses SET street_number = '3B' WHERE id =
      (SELECT p.address_id FROM reports r JOIN places p ON p.id = r.place_id WHERE r.id = ${reportId})`.execute(ctx.db);
    assert.equal(await agree('Korenm 3b'), true, 'the new number');
    const plan = await ctx.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM reports WHERE search_numbers @> ARRAY['12']`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    assert.match(plan, /reports_search_numbers/, plan);
  });

  it('filters the reports list by state, with totals of that state (issue 43)', async () => {
    const list = async (query: string) =>
      (await ctx.app.inject({ url: `/front/reports/?${query}`, headers })).json() as {
        data: { id: number; state: string }[];
        pagination: { total: number };
      };
    const inApp = await list('state=app&per_page=100');
    assert.ok(inApp.data.some((report) => report.id === reportId));
    assert.ok(inApp.data.every((report) => report.state === 'app'));
    const own = await ctx.db
      .selectFrom('reports')
      .innerJoin('users', 'users.id', 'reports.user_id')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('users.email', '=', 'inspecteur@plaatsbeschrijving.be')
      .where('reports.state', '=', 'finished')
      .executeTakeFirstOrThrow();
    const finished = await list('state=finished');
    assert.equal(finished.pagination.total, Number(own.total));
    assert.ok(finished.data.every((report) => report.state === 'finished'));
    assert.ok(!finished.data.some((report) => report.id === reportId));
    assert.equal(
      (await list('state=app&query=Korenmarkt')).data.some((report) => report.id === reportId),
      true,
    );
    const refused = await ctx.app.inject({ url: '/front/reports/?state=verzonden', headers });
    assert.equal(refused.statusCode, 422);
  });

  it('keeps the reports search text right through edits of parties, place and address', async () => {
    assert.equal(await found('Lotte Peeters'), true, 'Lotte Peeters');
    assert.equal(await found('Immo Noord'), true, 'Immo Noord');
    assert.equal(await found('Korenmarkt 7 9000 Gent'), true, 'Korenmarkt 7 9000 Gent');

    await ctx.db
      .updateTable('parties')
      .set({ last_name: 'Vandenbroucke' })
      .where('report_id', '=', reportId)
      .where('type', '=', 'tenant')
      .execute();
    assert.equal(await found('Peeters'), false, 'Peeters');
    assert.equal(await found('lotte vandenbroucke'), true, 'lotte vandenbroucke');

    await ctx.db.deleteFrom('parties').where('report_id', '=', reportId).where('type', '=', 'landlord').execute();
    assert.equal(await found('Immo Noord'), false, 'Immo Noord');

    const place = await ctx.db
      .selectFrom('reports')
      .innerJoin('places', 'places.id', 'reports.place_id')
      .select(['places.id', 'places.address_id'])
      .where('reports.id', '=', reportId)
      .executeTakeFirstOrThrow();
    assert.equal(await found('Veldstraat'), false, 'Veldstraat before');
    await ctx.db
      .updateTable('addresses')
      .set({ street: 'Veldstraat', street_number: '12' })
      .where('id', '=', place.address_id!)
      .execute();
    // the place's name still says "Korenmarkt 7, Gent"; the address part has changed
    assert.equal(await found('Veldstraat 12 9000 Gent'), true, 'Veldstraat 12 9000 Gent');

    await ctx.db.updateTable('places').set({ name: 'Hoekpand' }).where('id', '=', place.id).execute();
    assert.equal(await found('hoekpand'), true, 'hoekpand');

    await ctx.db.updateTable('reports').set({ place_id: null }).where('id', '=', reportId).execute();
    assert.equal(await found('Veldstraat'), false, 'Veldstraat');
    assert.equal(await found('Vandenbroucke'), true, 'Vandenbroucke');
  });

  it('sorts by parties and address as computed live from the parties and the address', async () => {
    const userId = (
      await ctx.db.selectFrom('reports').select('user_id').where('id', '=', reportId).executeTakeFirstOrThrow()
    ).user_id;
    const live = {
      parties: sql`lower(coalesce((SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.company_name, ''), ', ' ORDER BY p.position, p.id) FROM parties p WHERE p.report_id = r.id), ''))`,
      address: sql`lower(concat_ws(' ', a.street, a.street_number, a.city))`,
    };
    for (const [order, expression] of Object.entries(live))
      for (const direction of ['asc', 'desc']) {
        const listed = (
          await ctx.app.inject({ url: `/front/reports/?order=${order}&order_type=${direction}`, headers })
        )
          .json()
          .data.map((report: { id: number }) => report.id);
        const { rows } = await sql<{ id: number }>`
          SELECT r.id FROM reports r LEFT JOIN places pl ON pl.id = r.place_id LEFT JOIN addresses a ON a.id = pl.address_id
          WHERE r.user_id = ${userId}
          ORDER BY ${expression} ${sql.raw(direction)}, r.id ${sql.raw(direction)} LIMIT 10`.execute(ctx.db);
        assert.deepEqual(
          listed,
          rows.map((row) => row.id),
          `${order} ${direction}`,
        );
      }
  });

  it('sorts type and state by the words the reader sees, in the reader’s language (issue 23)', async () => {
    const admin = await ctx.auth('admin');
    const columns = [
      [
        'reports',
        'type',
        headers,
        (row: { type: string }, language: string) => REPORTS[language as 'nl'][`type.${row.type}`],
      ],
      [
        'reports',
        'state',
        headers,
        (row: { state: string }, language: string) => REPORTS[language as 'nl'][stateId(row.state)],
      ],
      [
        'entities',
        'type',
        admin,
        (row: { type: string }, language: string) => TEMPLATES[language as 'nl'][`entityType.${row.type}`],
      ],
    ] as const;
    for (const language of LANGUAGES)
      for (const [list, order, auth, shownWord] of columns)
        for (const direction of ['asc', 'desc']) {
          const rows = (
            await ctx.app.inject({
              url: `/front/${list}/?order=${order}&order_type=${direction}&per_page=100`,
              headers: { ...auth, 'accept-language': `${language}-BE,${language};q=0.9` },
            })
          ).json().data;
          const shown = rows.map((row: never) => shownWord(row, language));
          const collator = new Intl.Collator(language);
          const expected = [...shown].sort((a, b) => collator.compare(a, b) * (direction === 'asc' ? 1 : -1));
          assert.ok(new Set(shown).size > 2, `${list} ${order}: several words`);
          assert.deepEqual(shown, expected, `${list} ${order} ${direction} in ${language}`);
        }
  });

  it('knows the same shown words as the screens’ catalogues (issue 23)', () => {
    for (const language of LANGUAGES) {
      for (const [type, word] of Object.entries(REPORT_TYPE_WORDS[language]))
        assert.equal(word, REPORTS[language][`type.${type}`], `${language} type.${type}`);
      for (const [state, word] of Object.entries(REPORT_STATE_WORDS[language]))
        assert.equal(word, REPORTS[language][stateId(state)], `${language} state ${state}`);
      for (const [type, word] of Object.entries(ENTITY_TYPE_WORDS[language]))
        assert.equal(word, TEMPLATES[language][`entityType.${type}`], `${language} entityType.${type}`);
    }
  });

  it('pages by the page size asked for, one of 10, 25, 50 and 100 (issue 13)', async () => {
    const admin = await ctx.auth('admin');
    const list = (query: string) => ctx.app.inject({ url: `/front/reports/?${query}`, headers: admin });
    const page = (await list('per_page=25&page=2')).json();
    assert.equal(page.pagination.per_page, 25);
    assert.equal(page.pagination.total_pages, Math.ceil(page.pagination.total / 25));
    assert.equal(page.data.length, Math.min(25, page.pagination.total - 25));
    assert.equal((await list('')).json().pagination.per_page, 10);
    assert.equal((await list('per_page=7')).statusCode, 422);
  });

  it('counts exactly up to 10,000 and says "more" above, with every page still reachable (issue 28)', async () => {
    const admin = await ctx.auth('admin');
    const list = async (query: string) =>
      (await ctx.app.inject({ url: `/front/places/?${query}`, headers: admin })).json();
    const exact = (await list('')).pagination;
    assert.equal(exact.total_relation, 'eq');
    await sql`INSERT INTO places (user_id, name)
      SELECT (SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1), 'Bulkplaats ' || n
      FROM generate_series(1, ${EXACT_TOTAL_UP_TO + 5 - exact.total}) AS n`.execute(ctx.db);
    const first = (await list('per_page=100')).pagination;
    assert.deepEqual([first.total, first.total_relation, first.total_pages], [EXACT_TOTAL_UP_TO, 'gte', 100]);
    const deep = await list('per_page=100&page=100&order=id');
    assert.equal(deep.data.length, 100);
    assert.equal(deep.pagination.total_pages, 101, 'a full page: one more page follows');
    const last = await list('per_page=100&page=101&order=id');
    assert.equal(last.data.length, 5, 'the rows past 10,000 are there');
    assert.equal(last.pagination.total_pages, 101, 'a page not full is the last');
  });

  it('answers a search common in a large table by walking its order, with the rows the trigram index finds (issue 44)', async () => {
    // the places of the test above: over 10,000 named "Bulkplaats n"; their pages counted as autovacuum would
    await asOwner(ctx.db, (owner) => sql`ANALYZE places`.execute(owner));
    const common = (text: string) => searchIsCommon(ctx.db, 'places', 'places.search_text', text);
    assert.equal(await common('Bulkplaats'), true, 'in nearly every row');
    assert.equal(await common('Bulkplaats 7'), true, 'a short word is left to the check of each row');
    assert.equal(await common('Bulkplaats 7777'), false, 'in one row');
    assert.equal(await common('Korenmarkt'), false, 'in a few seeded rows');
    const admin = await ctx.auth('admin');
    for (const text of ['Bulkplaats 77', 'bulkPLAATS 7777', 'Bulkplaats 1%']) {
      const answer = (
        await ctx.app.inject({
          url: `/front/places/?query=${encodeURIComponent(text)}&order=name&order_type=desc&per_page=100`,
          headers: admin,
        })
      ).json();
      // the same search through the trigram index, as the list ran it before sampling
      const words = text.toLowerCase().split(' ');
      const { rows } = await sql<{ id: number }>`SELECT id FROM places
        WHERE ${sql.join(
          words.map((word) => sql`search_text LIKE ${`%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`),
          sql` AND `,
        )}
        ORDER BY name DESC, id DESC`.execute(ctx.db);
      assert.deepEqual(
        answer.data.map((place: { id: number }) => place.id),
        rows.slice(0, 100).map((row) => row.id),
        text,
      );
      assert.equal(answer.pagination.total, Math.min(rows.length, EXACT_TOTAL_UP_TO), text);
    }
  });

  it('counts a common search with a short number through the index of its numbers, the rows LIKE finds (migration 035)', async () => {
    // a new report at Korenmarkt 12 and 6,000 copies of it, so that "korenm" is common in a sampled table
    const id = await reportInApp(ctx, 'user');
    await sql`UPDATE addresses SET street_number = '12' WHERE id =
      (SELECT p.address_id FROM reports r JOIN places p ON p.id = r.place_id WHERE r.id = ${id})`.execute(ctx.db);
    const { rows: columns } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
      WHERE table_name = 'reports' AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'hashed_id')`.execute(
      ctx.db,
    );
    const copied = sql.join(columns.map((column) => sql.ref(column.name)));
    await sql`INSERT INTO reports (hashed_id, ${copied}) SELECT 'copy-' || n, ${copied}
      FROM reports, generate_series(1, 6000) AS n WHERE id = ${id}`.execute(ctx.db);
    await asOwner(ctx.db, (owner) => sql`ANALYZE reports`.execute(owner));
    assert.equal(await searchIsCommon(ctx.db, 'reports AS r', 'r.search_text', 'Korenm 12'), true, 'common');
    await agree('Korenm 12');
    await agree('12');
  });
});
