import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestContext } from './helpers';

describe('template library API', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  before(async () => {
    ctx = await startTestApp();
    admin = await ctx.auth('admin');
  });
  after(() => ctx.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    ctx.app.inject({ method, url, payload, headers });

  it('refuses anonymous users (401) and members (403) on every write and library route; buildings are read by all', async () => {
    // an inspector: a company manager changes the organisation's own buildings (shared-library.test.ts)
    const user = await ctx.auth('firmInspector');
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/front/floors/'],
      ['GET', '/front/rooms/'],
      ['GET', '/front/entities/'],
      ['POST', '/front/homes'],
      ['POST', '/front/homes/1/copy'],
      ['DELETE', '/front/homes/1'],
      ['PUT', '/front/homes/1'],
      ['POST', '/front/homes/1/floors'],
      ['POST', '/front/homes/1/entities'],
      ['POST', '/front/homes/1/extra_homes'],
      ['POST', '/front/floors'],
      ['PUT', '/front/floors/1'],
      ['POST', '/front/floors/1/rooms'],
      ['POST', '/front/rooms'],
      ['PUT', '/front/rooms/1'],
      ['POST', '/front/rooms/1/entities'],
      ['POST', '/front/entities'],
      ['PUT', '/front/entities/1'],
      ['POST', '/front/entities/1/questions'],
      ['PUT', '/front/entities/1/questions/1'],
      ['DELETE', '/front/entities/1/questions/1'],
    ];
    for (const [method, url] of routes) {
      assert.equal((await ctx.app.inject({ method, url })).statusCode, 401, `${method} ${url} anonymous`);
      assert.equal((await call(method, url, {}, user)).statusCode, 403, `${method} ${url} as user`);
    }
    assert.equal(
      (await call('GET', '/front/rooms/all', undefined, user)).statusCode,
      200,
      'the wizard lists may be read by users',
    );
    for (const url of ['/front/homes/', '/front/homes/1'])
      assert.equal(
        (await call('GET', url, undefined, user)).statusCode,
        200,
        `${url}: the report templates are every member's`,
      );
  });

  it('pages, searches and sorts the lists; rooms are paged under data.data; extra=1 lists extra buildings', async () => {
    const entities = (await call('GET', '/front/entities/?order=name&order_type=desc')).json();
    assert.equal(entities.data.length, 10);
    const names = entities.data.map((entity: { name: string }) => entity.name);
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => b.localeCompare(a)),
    );
    const rooms = (await call('GET', '/front/rooms/?query=kamer')).json();
    assert.ok(rooms.data.pagination.total >= 2);
    assert.ok(
      rooms.data.data.every((room: { name: string; description: string }) =>
        /kamer/i.test(room.name + room.description),
      ),
    );
    const extras = (await call('GET', '/front/homes/?extra=1')).json();
    assert.deepEqual(
      extras.data.map((home: { name: string }) => home.name),
      ['Tuinhuis'],
    );
    const homes = (await call('GET', '/front/homes/')).json();
    assert.ok(homes.data.every((home: { extra: boolean }) => !home.extra));
    const withEntities = (await call('GET', '/front/rooms/all?include_entities=1')).json();
    assert.ok(
      withEntities
        .find((room: { name: string }) => room.name === 'Keuken')
        .entities.some((entity: { name: string }) => entity.name === 'Kookplaat'),
    );
  });

  it('validates names, descriptions and types per field (docs/spec.md §5)', async () => {
    const blank = await call('POST', '/front/floors', { name: ' ', description: '' });
    assert.equal(blank.statusCode, 422);
    assert.deepEqual(Object.keys(blank.json().errors).sort(), ['description', 'name']);
    const entity = await call('POST', '/front/entities', { name: '', type: 'car' });
    assert.equal(entity.statusCode, 422);
    assert.ok(entity.json().errors.type);
    const noDescriptionNeeded = await call('POST', '/front/entities', { name: 'Parlofoon', type: 'elec' });
    assert.equal(noDescriptionNeeded.statusCode, 201);
  });

  it('builds a home from scratch: entity with questions, room, floor, home, extra building, meter; order kept', async () => {
    const entity = (
      await call('POST', '/front/entities', { name: 'Vensterbank', description: 'Onder het raam', type: 'base' })
    ).json();
    const select = await call('POST', `/front/entities/${entity.id}/questions`, {
      question: 'Materiaal',
      type: 'select',
      options: ['Hout', ' Steen ', ''],
    });
    assert.equal(select.statusCode, 201);
    assert.deepEqual(select.json().options, ['Hout', 'Steen']);
    const noOptions = await call('POST', `/front/entities/${entity.id}/questions`, {
      question: 'Kleur',
      type: 'select',
      options: [],
    });
    assert.deepEqual(noOptions.json().errors, { options: ['Voeg minstens één optie toe.'] });
    const noPlaceholder = await call('POST', `/front/entities/${entity.id}/questions`, {
      question: 'Opmerking',
      type: 'text',
    });
    assert.ok(noPlaceholder.json().errors.placeholder);
    const text = (
      await call('POST', `/front/entities/${entity.id}/questions`, {
        question: 'Afwerking',
        type: 'text',
        placeholder: 'bv. gelakt',
      })
    ).json();
    const edited = await call('PUT', `/front/entities/${entity.id}/questions/${text.id}`, {
      question: 'Afwerking',
      type: 'text',
      placeholder: 'bv. geverfd',
      manual_input: true,
    });
    assert.equal(edited.json().placeholder, 'bv. geverfd');
    assert.deepEqual(
      (await call('GET', `/front/entities/${entity.id}`))
        .json()
        .questions.map((question: { question: string }) => question.question),
      ['Afwerking', 'Materiaal'],
    );

    const room = (await call('POST', '/front/rooms', { name: 'Veranda', description: 'Glazen aanbouw' })).json();
    const roomEntities = [
      { id: entity.id, order: 2, name: 'Vensterbank', optional: false, type: 'base' },
      { id: 1, order: 1, name: 'Vloer', optional: false, type: 'base' },
    ];
    const syncedRoom = (await call('POST', `/front/rooms/${room.id}/entities`, { entities: roomEntities })).json();
    assert.deepEqual(
      syncedRoom.entities.map((link: { name: string }) => link.name),
      ['Vloer', 'Vensterbank'],
    );

    const floor = (
      await call('POST', '/front/floors', { name: 'Benedenverdieping', description: 'Gelijkvloers met veranda' })
    ).json();
    await call('POST', `/front/floors/${floor.id}/rooms`, {
      rooms: [{ id: room.id, order: 1, name: 'Veranda', optional: true }],
    });
    const extra = (
      await call('POST', '/front/homes', { name: 'Carport', description: 'Open carport', extra: true })
    ).json();
    const meter = (
      await call('POST', '/front/entities', { name: 'Zonnepanelen', description: 'Omvormer', type: 'meter' })
    ).json();
    const home = (await call('POST', '/front/homes', { name: 'Villa', description: 'Vrijstaande villa' })).json();
    await call('POST', `/front/homes/${home.id}/floors`, {
      floors: [{ id: floor.id, order: 1, name: 'Benedenverdieping', optional: true }],
    });
    await call('POST', `/front/homes/${home.id}/entities`, {
      entities: [{ id: meter.id, order: 1, name: 'Zonnepanelen', optional: false, type: 'meter' }],
    });
    const synced = await call('POST', `/front/homes/${home.id}/extra_homes`, {
      extra_homes: [{ id: extra.id, name: 'Carport', order: 1 }],
    });
    assert.equal(synced.statusCode, 200);
    const reloaded = (await call('GET', `/front/homes/${home.id}`)).json();
    assert.deepEqual(
      reloaded.floors.map((link: { name: string }) => link.name),
      ['Benedenverdieping'],
    );
    assert.deepEqual(
      reloaded.entities.map((link: { type: string }) => link.type),
      ['meter'],
    );
    assert.deepEqual(reloaded.extra_homes, [{ id: extra.id, name: 'Carport', order: 1 }]);

    assert.equal((await call('DELETE', `/front/entities/${entity.id}/questions/${text.id}`)).statusCode, 204);
    assert.equal((await call('DELETE', `/front/entities/${entity.id}/questions/${text.id}`)).statusCode, 404);
  });

  it('refuses a sync with an unknown id, naming it, and changes nothing', async () => {
    const before = (await call('GET', '/front/floors/2')).json();
    const response = await call('POST', '/front/floors/2/rooms', {
      rooms: [
        { id: before.rooms[0].id, order: 1, name: 'A', optional: false },
        { id: 99999, order: 2, name: 'B', optional: false },
      ],
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json().errors, {
      'rooms.1.id': ['Onbekende id 99999: de sjabloonbibliotheek heeft zo geen onderdeel.'],
    });
    assert.deepEqual((await call('GET', '/front/floors/2')).json(), before);
    const notExtra = await call('POST', '/front/homes/2/extra_homes', {
      extra_homes: [{ id: 2, name: 'Zelf', order: 1 }],
    });
    assert.equal(notExtra.statusCode, 422, 'only extra buildings can be extra homes');
    assert.equal((await call('POST', '/front/floors/99999/rooms', { rooms: [] })).statusCode, 404);
  });

  it('never changes a report made from a template', async () => {
    const report = await ctx.db.selectFrom('reports').select('id').orderBy('id').executeTakeFirstOrThrow();
    const snapshot = () =>
      ctx.db
        .selectFrom('report_rooms')
        .innerJoin('report_floors', 'report_floors.uuid', 'report_rooms.floor_uuid')
        .innerJoin('report_homes', 'report_homes.uuid', 'report_floors.home_uuid')
        .select(['report_rooms.name', 'report_rooms.uuid'])
        .where('report_homes.report_id', '=', report.id)
        .orderBy('report_rooms.uuid')
        .execute();
    const before = await snapshot();
    const kitchen = (await call('GET', '/front/rooms/all'))
      .json()
      .find((room: { name: string }) => room.name === 'Keuken');
    await call('PUT', `/front/rooms/${kitchen.id}`, { name: 'Open keuken', description: 'Gewijzigd' });
    for (const floor of (await call('GET', '/front/floors/all')).json())
      await call('POST', `/front/floors/${floor.id}/rooms`, { rooms: [] });
    assert.deepEqual(await snapshot(), before);
  });
});
