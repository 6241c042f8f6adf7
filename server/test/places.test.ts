/**
 * Places (issue 43, docs/product.md "Forms and lists"): a regular user picks one of their own
 * addresses in the report form (`GET /front/places/own`: one per address, newest first, searched by
 * words, never another account's), and an admin deletes a place no report uses.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Place } from 'shared-api/contract';
import { reportBody, startTestApp, type TestContext } from './helpers';

type Headers = Record<string, string>;

describe('places: one’s own addresses and deleting an unused place (issue 43)', () => {
  let ctx: TestContext;
  let user: Headers;
  let other: Headers;
  let admin: Headers;
  const address = (street: string, number: string) => ({
    street,
    street_number: number,
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  });
  const create = async (headers: Headers, key: 'user' | 'expiring', street: string, number: string) => {
    const body = await reportBody(ctx, key, { ready_for_app: false, place: { address: address(street, number) } });
    const response = await ctx.app.inject({ method: 'POST', url: '/front/reports/', headers, payload: body });
    assert.equal(response.statusCode, 201, response.body);
  };
  const own = async (headers: Headers, query = '') =>
    (
      await ctx.app.inject({ url: `/front/places/own${query ? `?query=${encodeURIComponent(query)}` : ''}`, headers })
    ).json() as { data: Place[] };

  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    other = await ctx.auth('expiring');
    admin = await ctx.auth('admin');
    await create(user, 'user', 'Sint-Pietersnieuwstraat', '48');
    await create(user, 'user', 'Sint-Pietersnieuwstraat', '48');
    await create(user, 'user', 'Overpoortstraat', '3');
    await create(other, 'expiring', 'Veldstraat', '1');
  });
  after(() => ctx.close());

  it('offers a user their own addresses, each once, newest first, searched by words', async () => {
    const { data } = await own(user);
    const streets = data.map((place) => `${place.address?.street} ${place.address?.street_number}`);
    assert.deepEqual(streets.slice(0, 2), ['Overpoortstraat 3', 'Sint-Pietersnieuwstraat 48']);
    assert.equal(streets.filter((street) => street === 'Sint-Pietersnieuwstraat 48').length, 1, 'one per address');
    assert.ok(!streets.includes('Veldstraat 1'), 'never another account’s');
    const found = await own(user, 'Sint-Pieters 48');
    assert.deepEqual(
      found.data.map((place) => place.address?.street),
      ['Sint-Pietersnieuwstraat'],
    );
    assert.equal((await own(other)).data.length >= 1, true);
    assert.ok((await own(other)).data.every((place) => place.address?.street !== 'Overpoortstraat'));
    assert.equal((await ctx.app.inject({ url: '/front/places/own' })).statusCode, 401);
  });

  it('lets an admin delete a place no report uses, and refuses one a report uses', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/front/places',
      headers: admin,
      payload: { name: 'Dubbel', address: address('Kouter', '7') },
    });
    assert.equal(made.statusCode, 201, made.body);
    const { id } = made.json() as { id: number };
    const used = (await own(user, 'Overpoort')).data[0].id;
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/front/places/${used}`, headers: admin });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /Een plaatsbeschrijving gebruikt deze plaats/);
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/front/places/${id}`, headers: user })).statusCode,
      403,
    );
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/front/places/${id}`, headers: admin });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await ctx.app.inject({ url: `/front/places/${id}`, headers: admin })).statusCode, 404);
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/front/places/${id}`, headers: admin })).statusCode,
      404,
    );
  });
});
